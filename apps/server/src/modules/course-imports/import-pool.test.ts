import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error.ts';
import { manyPlacemarks, nestedFolders } from './hostile-files.ts';
import { IMPORT_RETRY_AFTER_S, ImportParserPool, type ImportPoolOptions } from './import-pool.ts';

const OPTIONS: ImportPoolOptions = { workers: 1, maxWaiting: 1, timeLimitMs: 5000, perMember: 2 };
const pools: ImportParserPool[] = [];
const pool = (options: Partial<ImportPoolOptions> = {}, start?: () => Worker) => {
  const made = new ImportParserPool({ ...OPTIONS, ...options }, start);
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** A worker of the given body (CommonJS, `parentPort` in scope), standing for a reader that is slow, stuck or greedy. */
const fakeWorker =
  (body: string, heapMb = 64) =>
  () =>
    new Worker(`const { parentPort } = require('node:worker_threads');\n${body}`, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
const ANSWER_AFTER_200_MS = fakeWorker(
  "parentPort.on('message', (job) => setTimeout(() => parentPort.postMessage({ id: job.id, file: { title: null, points: [], skipped: [] } }), 200));",
);

async function refusedWith(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('it was not refused');
}

describe('ImportParserPool: files read in worker threads, bounded (issue 43)', () => {
  it('reads a file in a worker and hands back its points, or its refusal with the code and where', async () => {
    const files = pool();
    const file = await files.parse(1, 'kml', manyPlacemarks(3));
    expect(file.points).toHaveLength(3);
    const refused = await refusedWith(files.parse(1, 'kml', nestedFolders(100)));
    expect(refused).toMatchObject({ status: 400, code: 'IMPORT_INVALID' });
    expect(refused.fields?.content).toContain('nested more than');
    // The same worker reads the next one.
    expect(files.load.workers).toBe(1);
    expect((await files.parse(1, 'gpx', '<gpx><wpt lat="37.5" lon="127"/></gpx>')).points).toHaveLength(1);
  });

  it('refuses a member past their bound (429) and everyone past the queue (503), each with Retry-After', async () => {
    const files = pool({ workers: 1, maxWaiting: 2, perMember: 2 }, ANSWER_AFTER_200_MS);
    const first = [files.parse(1, 'gpx', '<gpx/>'), files.parse(1, 'gpx', '<gpx/>')];
    const third = await refusedWith(files.parse(1, 'gpx', '<gpx/>'));
    expect(third).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: IMPORT_RETRY_AFTER_S,
    });
    const other = files.parse(2, 'gpx', '<gpx/>');
    const full = await refusedWith(files.parse(3, 'gpx', '<gpx/>'));
    expect(full).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: IMPORT_RETRY_AFTER_S,
    });
    await Promise.all([...first, other]);
    // Once answered, the member may send again.
    await expect(files.parse(1, 'gpx', '<gpx/>')).resolves.toMatchObject({ points: [] });
  });

  it('ends a reader stuck past the time limit, refuses its file, and reads the next with a new worker; the event loop never waits', async () => {
    let started = 0;
    const stuckThenFine = () => {
      started += 1;
      return started === 1
        ? fakeWorker("parentPort.on('message', () => { for (;;) {} });")()
        : ANSWER_AFTER_200_MS();
    };
    const files = pool({ timeLimitMs: 300 }, stuckThenFine);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const began = performance.now();
    const stuck = await refusedWith(files.parse(1, 'kml', '<kml/>'));
    const tookMs = performance.now() - began;
    delay.disable();
    expect(stuck).toMatchObject({ status: 400, code: 'IMPORT_INVALID' });
    expect(stuck.message).toContain('too long to read');
    expect(tookMs).toBeGreaterThanOrEqual(300);
    expect(tookMs).toBeLessThan(3000);
    expect(delay.max / 1e6).toBeLessThan(200);
    await expect(files.parse(1, 'kml', '<kml/>')).resolves.toMatchObject({ points: [] });
    expect(started).toBe(2);
  });

  it('refuses a file whose reading runs out of the worker’s memory, and the server goes on', async () => {
    const greedy = fakeWorker(
      "parentPort.on('message', () => { const kept = []; for (;;) kept.push(new Array(1e6).fill(Math.random())); });",
      32,
    );
    const files = pool({}, greedy);
    const refused = await refusedWith(files.parse(1, 'kml', '<kml/>'));
    expect(refused).toMatchObject({ status: 400, code: 'IMPORT_INVALID' });
    expect(refused.message).toContain('more memory');
  });

  it('refuses what waits when it closes', async () => {
    const files = pool({ maxWaiting: 1 }, ANSWER_AFTER_200_MS);
    const reading = refusedWith(files.parse(1, 'gpx', '<gpx/>'));
    const waiting = refusedWith(files.parse(2, 'gpx', '<gpx/>'));
    await files.close();
    expect((await reading).status).toBe(503);
    expect((await waiting).status).toBe(503);
    expect((await refusedWith(files.parse(3, 'gpx', '<gpx/>'))).status).toBe(503);
  });
});
