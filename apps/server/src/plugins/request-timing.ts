import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Rolling average of API response times over the last WINDOW requests, for the statistics screen. */
export class ResponseTimer {
  private readonly samples: number[] = [];
  private index = 0;
  private sum = 0;
  constructor(private readonly window = 500) {}

  record(ms: number): void {
    if (this.samples.length < this.window) {
      this.samples.push(ms);
      this.sum += ms;
      return;
    }
    this.sum += ms - this.samples[this.index]!;
    this.samples[this.index] = ms;
    this.index = (this.index + 1) % this.window;
  }

  /** Average in milliseconds, or 0 before the first request. */
  average(): number {
    return this.samples.length === 0 ? 0 : this.sum / this.samples.length;
  }

  count(): number {
    return this.samples.length;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    responseTimer: ResponseTimer;
  }
}

export const requestTimingPlugin = fp(async (app: FastifyInstance) => {
  const timer = new ResponseTimer();
  app.decorate('responseTimer', timer);
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    timer.record(reply.elapsedTime);
  });
});
