import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helpers.ts';
import { judgedDelayMs } from './overload.ts';

/** Blocks the event loop, as a burst of more work than the server can do would. */
function busy(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // spin
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful overload', () => {
  const t = useTestApp({ MAX_EVENT_LOOP_DELAY_MS: '20' });

  it('sheds API requests with 503 and Retry-After while the event loop lags, and recovers', async () => {
    // Start-up itself (migrations) lags the loop: wait until the guard's samples are calm.
    await sleep(800);
    expect((await t.app.inject({ url: '/api/config' })).statusCode).toBe(200);
    // Lag the loop well past the threshold.
    // The guard compares the mean lag of each 250 ms sample: one block of 1.2 s lifts it above 20 ms
    // wherever the block falls in the sample (at worst 1200 / ~26 ticks of 10 ms).
    // On a loaded machine the guard's sample can land between a block and the request: up to three blocks.
    let shed = await t.app.inject({ url: '/api/config' });
    for (let attempt = 0; attempt < 3 && shed.statusCode !== 503; attempt++) {
      busy(1200);
      // The guard's overdue sample runs now and sees the lag (it samples every 250 ms).
      await sleep(20);
      shed = await t.app.inject({ url: '/api/config' });
    }
    expect(shed.statusCode).toBe(503);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect(shed.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().data).toMatchObject({ status: 'overloaded', database: 'up' });
    expect(health.json().data.load.overloaded).toBe(true);

    // Idle again: after a few samples everything answers.
    let recovered = false;
    for (let i = 0; i < 40 && !recovered; i++) {
      await sleep(250);
      recovered = (await t.app.inject({ url: '/api/config' })).statusCode === 200;
    }
    expect(recovered).toBe(true);
    const ok = await t.app.inject({ url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'ok', load: { overloaded: false } });
  });
});

describe('a stall as short as one sample (no histogram sample: under-pressure says Infinity)', () => {
  const t = useTestApp();

  it("judges by the lag of the guard's own timer instead", () => {
    expect(judgedDelayMs(12.5, 900)).toBe(12.5);
    expect(judgedDelayMs(Number.POSITIVE_INFINITY, 40)).toBe(40);
  });

  it('neither sheds nor reports overloaded when the timer saw no real lag, and reports a number', async () => {
    const app = t.app as unknown as {
      memoryUsage: () => Record<string, number>;
      isUnderPressure: () => boolean;
    };
    const real = { memoryUsage: app.memoryUsage, isUnderPressure: app.isUnderPressure };
    // What @fastify/under-pressure reports after an interval without a single event-loop sample.
    app.memoryUsage = () => ({ ...real.memoryUsage(), eventLoopDelay: Number.POSITIVE_INFINITY });
    app.isUnderPressure = () => true;
    try {
      // Start-up (migrations) lags the loop for real: poll until the timer has calm samples (the old guard
      // answered 503 here for as long as the histogram said Infinity).
      let res = await t.app.inject({ url: '/api/health' });
      for (let i = 0; i < 40 && res.statusCode !== 200; i++) {
        await sleep(250);
        res = await t.app.inject({ url: '/api/health' });
      }
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'ok', load: { overloaded: false } });
      expect(res.json().data.load.eventLoopDelayMs).toEqual(expect.any(Number));
      expect(res.json().data.load.eventLoopDelayMs).toBeLessThan(1000);
    } finally {
      Object.assign(app, real);
    }
  });
});
