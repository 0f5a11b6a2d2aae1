import { dataOf, PostPageDto } from '@ktravel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';

// Checked in development and tests only, as the K-Buzz lists are.
const PostPageResponse = import.meta.env.DEV ? dataOf(PostPageDto) : undefined;

/** A trend article older than this is no news for the home page's bubble. */
export const LATEST_TREND_MAX_AGE_DAYS = 60;

/** The newest published trend article, in the reader's language; null when there is none recent. */
export async function getLatestTrend(now = Date.now(), signal?: AbortSignal) {
  const body = await api.get('/posts', {
    query: { postType: 'trend', orderBy: 'newest', page: 1, limit: 1 },
    schema: PostPageResponse,
    signal,
  });
  const trend = body.data.items[0];
  if (!trend) return null;
  const ageDays = (now - Date.parse(trend.createdAt)) / 86_400_000;
  return ageDays <= LATEST_TREND_MAX_AGE_DAYS ? { id: trend.id, title: trend.title } : null;
}

/** The home page's K-Buzz bubble: the newest trend article (GET /api/posts?postType=trend&orderBy=newest&limit=1). */
export function useLatestTrend(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['posts', 'list', 'trend', 'latest', i18n.language],
    queryFn: ({ signal }) => getLatestTrend(Date.now(), signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
