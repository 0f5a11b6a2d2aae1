import {
  CategoryStatisticsDto,
  DailyStatisticsDto,
  dataOf,
  StatisticsDto,
  StatisticsQuery,
  TopContentDto,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { PageViewRecorder } from '../analytics/page-view-recorder.ts';
import { StatisticsService } from './statistics.service.ts';

/** Admin statistics (spec §3, §7; issue 14): admins only, `?period` = 7days (default), 30days or 3months. */
export const statisticsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  recorder: PageViewRecorder;
}> = async (app, { database, recorder }) => {
  const service = new StatisticsService({ database, timer: app.responseTimer, recorder });
  const route = { onRequest: requireAdmin };
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/admin/statistics',
    {
      ...route,
      schema: {
        tags: ['admin'],
        summary: 'Totals, the period and the one before with change %, and realtime figures',
        querystring: StatisticsQuery,
        response: { 200: dataOf(StatisticsDto) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await service.summary(request.query.period) };
    },
  );

  app.get(
    '/admin/statistics/daily',
    {
      ...route,
      schema: {
        tags: ['admin'],
        summary: 'Users, posts, comments and page views per day (Asia/Seoul) for every day of the period',
        querystring: StatisticsQuery,
        response: { 200: dataOf(DailyStatisticsDto) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await service.daily(request.query.period) };
    },
  );

  app.get(
    '/admin/statistics/categories',
    {
      ...route,
      schema: {
        tags: ['admin'],
        summary: 'Posts and courses created in the period, by category, with percentages summing to 100',
        querystring: StatisticsQuery,
        response: { 200: dataOf(CategoryStatisticsDto) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await service.categories(request.query.period) };
    },
  );

  app.get(
    '/admin/statistics/top-content',
    {
      ...route,
      schema: {
        tags: ['admin'],
        summary:
          'Top 5 courses (shares and saves) and top 5 posts (views, likes, comments) within the period',
        querystring: StatisticsQuery,
        response: { 200: dataOf(TopContentDto) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await service.topContent(request.query.period) };
    },
  );
};
