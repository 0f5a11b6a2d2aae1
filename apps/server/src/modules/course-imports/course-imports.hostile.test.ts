import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { call, other, owner, setupCourseTests, t } from '../courses/courses.test-fixtures.ts';
import {
  elementFlood,
  kmzAfterEmptyEntries,
  kmzOf,
  manyPlacemarks,
  nestedFolders,
  zipBomb,
} from './hostile-files.ts';

setupCourseTests();

/**
 * Sends GET /api/places over HTTP from `clients` clients, each request after the last, until `until` settles;
 * answers each request's time. (Over a socket: an in-process request of a cached answer never lets timers run.)
 */
async function readLoad(clients: number, until: Promise<unknown>): Promise<number[]> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const times: number[] = [];
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  until.then(stop, stop);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!stopped) {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${address.port}/api/places?limit=20`);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`read load: ${res.status}`);
      }
    }),
  );
  return times;
}

const p99 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.99)]!;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One phase: the read load alone for `ms`, or beside `work`; its p99 and the event loop's longest delay. */
async function measured(work: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const done = work();
  const times = await readLoad(4, done);
  await done;
  delay.disable();
  return { p99: p99(times), reads: times.length, maxDelayMs: delay.max / 1e6 };
}

describe('POST /api/courses/import: a hostile file costs what the bounds allow, not the server (issue 43)', () => {
  it('answers each of the probe’s files at once while a read load’s p99 and the event loop stay as they were', async () => {
    const hostile: [string, string, string, number][] = [
      // [what, format, content, expected status]
      ['KMZ of 400,000 nested folders (16 KB)', 'kml', kmzOf(nestedFolders(400_000)), 400],
      ['KML of 20,000 nested folders (340 KB)', 'kml', nestedFolders(20_000), 400],
      ['zip bomb: 1 MB inflating to 704 MB', 'kml', zipBomb(704), 400],
      ['KMZ of 105,000 placemarks (62 KB)', 'kml', kmzOf(manyPlacemarks(105_000)), 200],
      ['KMZ of 600,000 empty elements', 'kml', kmzOf(elementFlood(600_000)), 400],
      ['GPX nested 80,000 deep (960 KB)', 'gpx', `<gpx>${'<extensions>'.repeat(80_000)}</gpx>`, 400],
      [
        'KMZ whose .kml follows 7,000 empty entries',
        'kml',
        kmzAfterEmptyEntries(manyPlacemarks(2), 7_000),
        200,
      ],
      [
        'Takeout CSV with data=%zz',
        'google-takeout',
        'Title,Note,URL\nA,,https://maps.google.com/?q=x&data=%zz\n',
        200,
      ],
    ];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Warm: the worker starts on the first import.
    expect(
      (await call('POST', '/api/courses/import', owner, { format: 'kml', content: manyPlacemarks(1) }))
        .statusCode,
    ).toBe(200);
    const quiet = await measured(() => wait(1500));
    const answers: { what: string; status: number; ms: number }[] = [];
    const busy = await measured(async () => {
      for (const [what, format, content, expected] of hostile) {
        const started = performance.now();
        // Two members at once, as the probe sent them.
        const [a, b] = await Promise.all([
          call('POST', '/api/courses/import', owner, { format, content }),
          call('POST', '/api/courses/import', other, { format, content }),
        ]);
        const ms = performance.now() - started;
        answers.push({ what, status: a.statusCode, ms });
        expect(a.statusCode, `${what}: ${a.body.slice(0, 300)}`).toBe(expected);
        expect(b.statusCode, what).toBe(expected);
        if (expected === 400) expect(a.json().error.code).toBe('IMPORT_INVALID');
      }
    });
    console.log(
      `hostile imports: ${answers.map((a) => `${a.what} ${a.status} in ${a.ms.toFixed(0)} ms`).join('; ')}\n` +
        `read load p99 ${quiet.p99.toFixed(1)} ms alone (${quiet.reads} reads), ${busy.p99.toFixed(1)} ms beside them (${busy.reads}); ` +
        `longest event-loop delay ${quiet.maxDelayMs.toFixed(0)} ms alone, ${busy.maxDelayMs.toFixed(0)} ms beside them`,
    );
    // Before: 19.8 s with the event loop stopped for the 340 KB file; the 16 KB KMZ never answered. Now each file
    // has the time limit, and the second of two waits for the first in the one worker: at most twice the limit and
    // its grace even on a machine busy with other work (the worker yields the processor to requests).
    const { timeLimitMs } = t.config.imports;
    for (const answer of answers) expect(answer.ms, answer.what).toBeLessThan(2 * (timeLimitMs + 1000));
    expect(busy.maxDelayMs).toBeLessThan(Math.max(150, quiet.maxDelayMs * 3));
    expect(busy.p99).toBeLessThan(Math.max(quiet.p99 * 3, quiet.p99 + 60));
    // The server still answers.
    expect((await call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('gives a member’s third file at once a 429 with Retry-After while two of theirs are read', async () => {
    const content = kmzOf(manyPlacemarks(60_000));
    const sent = await Promise.all(
      [0, 1, 2].map(() => call('POST', '/api/courses/import', other, { format: 'kml', content })),
    );
    const statuses = sent.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = sent.find((res) => res.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
