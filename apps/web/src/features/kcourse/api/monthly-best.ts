import { MONTHLY_BEST_DEFAULT_LIMIT } from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesQueryKey, getMonthlyBest, getPublicCourses } from './courses.ts';

/**
 * This month's best courses (advertisements first, as the server orders them). When the ranking cannot be
 * read, falls back to the first 50 public courses (spec §8), so the section still shows courses.
 */
export async function getMonthlyBestOrPublic(signal?: AbortSignal) {
  try {
    return { courses: await getMonthlyBest(MONTHLY_BEST_DEFAULT_LIMIT, signal), isFallback: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    const page = await getPublicCourses(1, MONTHLY_BEST_DEFAULT_LIMIT, signal);
    return { courses: page.items, isFallback: true };
  }
}

export const getMonthlyBestOrPublicQueryOptions = () =>
  queryOptions({
    queryKey: [...coursesQueryKey, 'monthly-best-or-public', MONTHLY_BEST_DEFAULT_LIMIT],
    queryFn: ({ signal }) => getMonthlyBestOrPublic(signal),
  });

export const useMonthlyBest = () => useQuery(getMonthlyBestOrPublicQueryOptions());
