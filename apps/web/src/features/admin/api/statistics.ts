import {
  CategoryStatisticsDto,
  DailyStatisticsDto,
  dataOf,
  REALTIME_REFRESH_MS,
  type STATS_PERIODS,
  StatisticsDto,
  TopContentDto,
} from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { adminQueryKey } from './audit.ts';

export type StatsPeriod = (typeof STATS_PERIODS)[number];
export type StatisticsData = z.infer<typeof StatisticsDto>;
export type DailyStatisticsData = z.infer<typeof DailyStatisticsDto>;
export type CategoryStatisticsData = z.infer<typeof CategoryStatisticsDto>;
export type TopContentData = z.infer<typeof TopContentDto>;

export const statisticsQueryKey = [...adminQueryKey, 'statistics'] as const;

/** GET /api/admin/statistics{suffix}?period, checked against the contract in development and tests. */
async function getStatistics<T>(
  suffix: string,
  schema: z.ZodType<T>,
  period: StatsPeriod,
  signal?: AbortSignal,
): Promise<T> {
  const body = await api.get(`/admin/statistics${suffix}`, {
    query: { period },
    schema: dataOf(schema),
    signal,
  });
  return (body as { data: T }).data;
}

/** Totals, period, previous, change and the realtime figures: refreshed every 30 s while the page is visible. */
export const summaryQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...statisticsQueryKey, 'summary', period],
    queryFn: ({ signal }) => getStatistics('', StatisticsDto, period, signal),
    // TanStack Query pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: REALTIME_REFRESH_MS,
  });

export const dailyQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...statisticsQueryKey, 'daily', period],
    queryFn: ({ signal }) => getStatistics('/daily', DailyStatisticsDto, period, signal),
  });

export const categoriesQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...statisticsQueryKey, 'categories', period],
    queryFn: ({ signal }) => getStatistics('/categories', CategoryStatisticsDto, period, signal),
  });

export const topContentQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...statisticsQueryKey, 'top-content', period],
    queryFn: ({ signal }) => getStatistics('/top-content', TopContentDto, period, signal),
  });

export const useStatisticsSummary = (period: StatsPeriod) => useQuery(summaryQueryOptions(period));
export const useDailyStatistics = (period: StatsPeriod) => useQuery(dailyQueryOptions(period));
export const useCategoryStatistics = (period: StatsPeriod) => useQuery(categoriesQueryOptions(period));
export const useTopContent = (period: StatsPeriod) => useQuery(topContentQueryOptions(period));
