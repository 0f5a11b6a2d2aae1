import { MeResponse, type UserDto } from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** The signed-in user, or null for an anonymous visitor. */
export async function getMe(signal?: AbortSignal): Promise<UserDto | null> {
  const body = await api.get('/auth/me', { schema: import.meta.env.DEV ? MeResponse : undefined, signal });
  return body.data;
}

export const meQueryKey = ['auth', 'me'] as const;

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), staleTime: 0 });

export const useMe = () => useQuery(getMeQueryOptions());
