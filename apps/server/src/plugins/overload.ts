import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/** Seconds a shed client is told to wait (Retry-After). */
export const OVERLOAD_RETRY_AFTER_S = 5;

/**
 * Graceful overload: when the event loop lags more than MAX_EVENT_LOOP_DELAY_MS or the heap passes
 * MAX_HEAP_USED_MB, API requests get 503 SERVICE_UNAVAILABLE with Retry-After at once instead of queueing
 * with latency growing without bound. `/api/health` still answers (503, status `overloaded`), so a load
 * balancer sees why. Pages and static files are not shed: they are cheap and the app shows the API's 503 itself.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { maxEventLoopDelayMs, maxHeapUsedBytes } = opts.config.overload;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    sampleInterval: 250,
    retryAfter: OVERLOAD_RETRY_AFTER_S,
    pressureHandler: async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
      reply.header('retry-after', OVERLOAD_RETRY_AFTER_S);
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The server is busy; please try again in a few seconds');
    },
  });
});
