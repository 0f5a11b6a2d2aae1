import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Mean of the API's response times over the last `windowMs` (default 5 minutes), for the statistics screen: one
 * bucket (sum, count) per second, so recording is O(1) and memory is fixed whatever the traffic.
 */
export class ResponseTimer {
  private readonly seconds: number;
  private readonly sums: Float64Array;
  private readonly counts: Uint32Array;
  /** The second (epoch) each bucket holds. */
  private readonly stamps: Float64Array;

  constructor(
    windowMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.seconds = Math.max(1, Math.ceil(windowMs / 1000));
    this.sums = new Float64Array(this.seconds);
    this.counts = new Uint32Array(this.seconds);
    this.stamps = new Float64Array(this.seconds).fill(-1);
  }

  record(ms: number): void {
    const second = Math.floor(this.now() / 1000);
    const i = second % this.seconds;
    if (this.stamps[i] !== second) {
      this.stamps[i] = second;
      this.sums[i] = 0;
      this.counts[i] = 0;
    }
    this.sums[i]! += ms;
    this.counts[i]! += 1;
  }

  private totals(): { sum: number; count: number } {
    const oldest = Math.floor(this.now() / 1000) - this.seconds + 1;
    let sum = 0;
    let count = 0;
    for (let i = 0; i < this.seconds; i++) {
      if (this.stamps[i]! < oldest) continue;
      sum += this.sums[i]!;
      count += this.counts[i]!;
    }
    return { sum, count };
  }

  /** Mean in milliseconds over the window, or 0 without requests in it. */
  average(): number {
    const { sum, count } = this.totals();
    return count === 0 ? 0 : sum / count;
  }

  /** Requests in the window. */
  count(): number {
    return this.totals().count;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    responseTimer: ResponseTimer;
  }
}

/**
 * Times every API response (the statistics screen's mean) and logs requests cheaply: a line for each failure
 * (5xx: error, 4xx: info), each request slower than `slowRequestMs` (warn) and `sample` of the rest (info), each
 * with its request id, method, URL, status and time. Logging every request cost a quarter of the throughput of the
 * fastest routes.
 */
export const requestTimingPlugin = fp(
  async (app: FastifyInstance, { slowRequestMs, sample }: { slowRequestMs: number; sample: number }) => {
    const timer = new ResponseTimer();
    app.decorate('responseTimer', timer);
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime;
      if (request.url.startsWith('/api/')) timer.record(ms);
      const status = reply.statusCode;
      const slow = ms > slowRequestMs;
      if (status < 400 && !slow && !(sample > 0 && Math.random() < sample)) return;
      const line = {
        req: { method: request.method, url: request.url },
        res: { statusCode: status },
        responseTime: Math.round(ms * 10) / 10,
      };
      if (status >= 500) request.log.error(line, 'request failed');
      else if (slow) request.log.warn(line, 'slow request');
      else request.log.info(line, 'request completed');
    });
  },
);
