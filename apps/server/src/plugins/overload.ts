import { performance } from 'node:perf_hooks';
import underPressure, { TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/** Seconds a shed client is told to wait (Retry-After). */
export const OVERLOAD_RETRY_AFTER_S = 5;
/** How often the guard samples the event loop and the heap (ms). */
const SAMPLE_INTERVAL_MS = 250;

export interface LoadState {
  /** The event loop's delay over the last sample (ms). */
  eventLoopDelayMs: number;
  overloaded: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server sheds API requests now, and the event loop delay it judged by. */
    loadState(): LoadState;
  }
}

/**
 * The delay to judge by. @fastify/under-pressure reports the mean of its event-loop histogram, and Infinity when
 * the histogram holds no sample: that happens after one stall as short as a sample interval (a long query, a
 * garbage collection, a CPU shared with other processes), when its sampling timer runs before the histogram's.
 * Then the lag of our own timer over the same interval says how long the loop really stood still.
 */
export function judgedDelayMs(histogramMeanMs: number, timerLagMs: number): number {
  return Number.isFinite(histogramMeanMs) ? histogramMeanMs : timerLagMs;
}

/**
 * Graceful overload: when the event loop lags more than MAX_EVENT_LOOP_DELAY_MS or the heap passes
 * MAX_HEAP_USED_MB, API requests get 503 SERVICE_UNAVAILABLE with Retry-After at once instead of queueing
 * with latency growing without bound. `/api/health` still answers (503, status `overloaded`), so a load
 * balancer sees why. Pages and static files are not shed: they are cheap and the app shows the API's 503 itself.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { maxEventLoopDelayMs, maxHeapUsedBytes } = opts.config.overload;

  // The lag of a timer of the guard's interval: how late it fired last time.
  let timerLagMs = 0;
  let lastTick = performance.now();
  const lagTimer = setInterval(() => {
    const now = performance.now();
    timerLagMs = Math.max(0, now - lastTick - SAMPLE_INTERVAL_MS);
    lastTick = now;
  }, SAMPLE_INTERVAL_MS);
  lagTimer.unref();
  app.addHook('onClose', async () => clearInterval(lagTimer));

  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: OVERLOAD_RETRY_AFTER_S,
    pressureHandler: async (request, reply, type, value) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
      // A histogram without samples is not a lag: let the request through unless our own timer saw one.
      if (type === TYPE_EVENT_LOOP_DELAY && judgedDelayMs(Number(value), timerLagMs) <= maxEventLoopDelayMs)
        return;
      reply.header('retry-after', OVERLOAD_RETRY_AFTER_S);
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The server is busy; please try again in a few seconds');
    },
  });

  app.decorate('loadState', (): LoadState => {
    const usage = app.memoryUsage();
    const eventLoopDelayMs = judgedDelayMs(usage.eventLoopDelay, timerLagMs);
    const heapOver = usage.heapUsed > maxHeapUsedBytes;
    const delayOver = eventLoopDelayMs > maxEventLoopDelayMs;
    return { eventLoopDelayMs, overloaded: app.isUnderPressure() && (heapOver || delayOver) };
  });
});
