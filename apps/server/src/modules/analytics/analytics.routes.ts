import { dataOf, PageViewBody, PageViewDto, pageViewPath, viewedPostId } from '@ktravel/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { isUncountedPageView } from './page-view-filter.ts';
import { PageViewRecorder } from './page-view-recorder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page views counted in memory and written once a second (modules/analytics). */
    pageViews: PageViewRecorder;
  }
}

/** The page-view recorder, shared by the analytics route, the statistics and the metrics; written on close. */
export const analyticsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: AppConfig }) => {
  const recorder = new PageViewRecorder(opts.db, app.log, opts.config.sessionSecret);
  app.decorate('pageViews', recorder);
  app.addHook('onReady', async () => recorder.start());
  // Before the database closes (onClose hooks of the app close it).
  app.addHook('preClose', async () => recorder.close());
});

/** POST /api/analytics/pageview: anonymous allowed, rate limited; robots and prefetches are answered, not counted. */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  recorder: PageViewRecorder;
}> = async (app, { config, recorder }) => {
  // The hottest write of the app: the answer's serializer compiled once (not the generic zod one).
  const PageViewResponse = dataOf(PageViewDto);
  const serialize = compiledSerializer(PageViewResponse);

  app.post(
    '/analytics/pageview',
    {
      serializerCompiler: () => serialize,
      ...(config.pageViewRateLimit > 0 ? { config: perMember(config.pageViewRateLimit) } : {}),
      schema: {
        tags: ['analytics'],
        summary: 'Record page views (the web app sends each route change; stored per day and path only)',
        body: PageViewBody,
        response: { 200: PageViewResponse },
      },
    },
    async (request) => {
      const addresses = 'path' in request.body ? [request.body.path] : request.body.paths;
      if (isUncountedPageView(request)) return { data: { counted: 0 } };
      const postIds = addresses.map(viewedPostId).filter((id): id is number => id !== null);
      // Who viewed matters only for post views (once per session per post per day).
      const viewer =
        postIds.length === 0
          ? ''
          : recorder.viewerKey(
              request.sessionId !== null
                ? `s:${request.sessionId}`
                : `a:${request.ip}|${request.headers['user-agent'] ?? ''}`,
            );
      recorder.record(addresses.map(pageViewPath), postIds, viewer);
      return { data: { counted: addresses.length } };
    },
  );
};
