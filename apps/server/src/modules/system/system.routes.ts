import { ClientConfigDto, dataOf, HealthDto } from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ config: AppConfig; database: Database }> = async (
  app,
  { config, database },
) => {
  const clientConfig: ClientConfigDto = {
    auth: { google: Boolean(config.google), devLogin: config.devLogin },
    map: { tileUrl: config.map.tileUrl, attribution: config.map.attribution, prefetch: config.map.prefetch },
    placeSearch: { google: Boolean(config.googleMapsApiKey), kakao: Boolean(config.kakaoRestApiKey) },
    imports: { naverList: config.naverList !== undefined },
    translate: config.translate !== undefined,
    errorDemo: config.isProduction ? 'admins' : 'everyone',
    version: config.version,
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: dataOf(HealthDto), 503: dataOf(HealthDto) },
      },
    },
    async (request, reply) => {
      let up = true;
      try {
        await database.ping();
      } catch (err) {
        up = false;
        request.log.error({ err }, 'health: database unreachable');
      }
      const usage = app.memoryUsage();
      const { overloaded, eventLoopDelayMs } = app.loadState();
      reply.header('cache-control', 'no-store');
      return reply.status(up && !overloaded ? 200 : 503).send({
        data: {
          status: !up ? 'degraded' : overloaded ? 'overloaded' : 'ok',
          database: up ? 'up' : 'down',
          version: config.version,
          uptimeSeconds: Math.round(process.uptime()),
          load: {
            // Never Infinity (JSON has no such number): the guard's own timer stands in (plugins/overload.ts).
            eventLoopDelayMs: Number.isFinite(eventLoopDelayMs)
              ? Math.round(eventLoopDelayMs * 10) / 10
              : null,
            heapUsedBytes: usage.heapUsed,
            overloaded,
          },
        },
      });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public client settings',
        response: { 200: dataOf(ClientConfigDto) },
      },
    },
    async () => ({ data: clientConfig }),
  );
};
