import { ClientConfigDto, dataOf } from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

const ConfigResponse = import.meta.env.DEV ? dataOf(ClientConfigDto) : undefined;

/** Public settings: which sign-in methods exist, map tiles, place search providers. */
export async function getConfig(signal?: AbortSignal): Promise<ClientConfigDto> {
  const body = await api.get('/config', { schema: import.meta.env.DEV ? ConfigResponse : undefined, signal });
  return body.data;
}

export const configQueryKey = ['config'] as const;

export const getConfigQueryOptions = () =>
  queryOptions({
    queryKey: configQueryKey,
    queryFn: ({ signal }) => getConfig(signal),
    // Settings change only with a server restart.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfig = () => useQuery(getConfigQueryOptions());
