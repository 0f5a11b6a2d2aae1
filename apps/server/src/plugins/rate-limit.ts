import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';

/**
 * Rate limits: a global per-IP ceiling (RATE_LIMIT_MAX per minute, 0 = off) plus tighter per-route limits declared
 * with `config: { rateLimit: {...} }`. In memory by default; shared through Redis when REDIS_URL is set.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error (rate limits)'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => {});
    });
  }
  await app.register(rateLimit, {
    global: config.rateLimitMax > 0,
    max: config.rateLimitMax > 0 ? config.rateLimitMax : 1_000_000,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'ktravel-rl:' } : {}),
    // A broken Redis must not take the API down: let requests through.
    skipOnError: true,
    // Only API calls count: a page load fetches ~20 static files, and the health check is for load balancers.
    allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
  });
});
