import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';

/**
 * Rate limits: a global per-IP ceiling (RATE_LIMIT_MAX per minute, 0 = off) plus tighter per-route limits declared
 * with `config: { rateLimit: {...} }`. In memory by default; shared through Redis when REDIS_URL is set.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    // Loaded only when configured: ioredis costs about 0.1 s of start-up.
    const { Redis } = await import('ioredis');
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

/** The key of per-member limits: the member's id, or the address for anonymous callers. */
const memberKey = (request: FastifyRequest) => (request.user ? `u:${request.user.id}` : `ip:${request.ip}`);

/**
 * Route config for a per-member limit (`config: perMember(30)`): counted after the session look-up (preHandler),
 * so people behind one address do not share a budget; through the plugin's store, so shared by every instance
 * when REDIS_URL is set.
 */
export function perMember(max: number, timeWindow = '1 minute') {
  return { rateLimit: { max, timeWindow, hook: 'preHandler' as const, keyGenerator: memberKey } };
}

/**
 * A per-member quota a service spends only on some requests (e.g. paid outside look-ups, not cached rows):
 * `take(request)` answers false once the member used `max` in the window. Same store as the route limits.
 */
export function memberQuota(app: FastifyInstance, name: string, max: number, timeWindow = '1 minute') {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `${name}:${memberKey(request)}`,
  });
  return {
    async take(request: FastifyRequest): Promise<boolean> {
      const result = await check(request);
      return result.isAllowed || !result.isExceeded;
    },
  };
}
