import { dataOf, MyPageStatsDto } from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every My Page query starts with this key: one invalidation refreshes the counts and the lists. */
export const mypageQueryKey = ['mypage'] as const;

const StatsResponse = import.meta.env.DEV ? dataOf(MyPageStatsDto) : undefined;

/** GET /api/mypage/stats: the member's seven counts and join date. */
export async function getMyStats(signal?: AbortSignal) {
  const body = await api.get('/mypage/stats', { schema: StatsResponse, signal });
  return body.data;
}

export const getMyStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...mypageQueryKey, 'stats'],
    queryFn: ({ signal }) => getMyStats(signal),
    // What the member did elsewhere a moment ago must show: read again whenever My Page opens.
    staleTime: 0,
  });

export const useMyStats = (isSignedIn: boolean) =>
  useQuery({ ...getMyStatsQueryOptions(), enabled: isSignedIn });
