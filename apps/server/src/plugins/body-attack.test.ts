import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../db/seed/seed.ts';
import { buildTestApp, signIn, type TestApp } from '../test/helpers.ts';

/**
 * Issue 33: refusing a large JSON body must cost what the contract allows, not what the body holds. Bodies of
 * 1 MB (520,000 array elements) and deeply nested ones are sent over real HTTP, anonymously and signed in, while a
 * steady read load runs; the reads' p99 must stay bounded and each refusal must be cheap in CPU.
 * Before the bounded parser (plugins/json-body.ts) and the onRequest guards: 0.3–1.4 s of CPU per refusal and a
 * read p99 of ~400 ms.
 */
const ELEMENTS = 520_000;
/** `[0,0,…]`: just under the 1 MiB body limit. */
const bigArray = `[${'0,'.repeat(ELEMENTS - 1)}0]`;
const deep = (depth: number) => `${'['.repeat(depth)}0${']'.repeat(depth)}`;

let t: TestApp;
let base: string;
let member: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedAll(t.database.db);
  member = await signIn(t.app, 'attack-member@example.com');
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

interface Attack {
  name: string;
  url: string;
  cookie?: string;
  body: Uint8Array;
  status: number;
}

const attacks = (): Attack[] =>
  [
    // A public route with a body: refused by the parser (the contract allows far fewer elements).
    {
      name: 'anonymous page view, 1 MB array',
      url: '/api/analytics/pageview',
      body: `{"paths":${bigArray}}`,
      status: 413,
    },
    // A member route, anonymous: refused before the body is read.
    { name: 'anonymous course, 1 MB array', url: '/api/courses', body: `{"stops":${bigArray}}`, status: 401 },
    // A member route, signed in: the body is read, and refused while parsing.
    {
      name: 'member course, 1 MB array',
      url: '/api/courses',
      cookie: member,
      body: `{"stops":${bigArray}}`,
      status: 413,
    },
    {
      name: 'member course, deep nesting',
      url: '/api/courses',
      cookie: member,
      body: `{"stops":${deep(200_000)}}`,
      status: 400,
    },
    // An admin route, anonymous: 401 before anything else (authorization first).
    {
      name: 'anonymous admin, 1 MB array',
      url: '/api/places/add',
      body: `{"name":${bigArray}}`,
      status: 401,
    },
  ].map((attack) => ({ ...attack, body: Buffer.from(attack.body) })); // encoded once: the client's cost is not measured

const send = (attack: Attack) =>
  fetch(`${base}${attack.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(attack.cookie ? { cookie: attack.cookie } : {}) },
    body: attack.body,
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

describe('large and deep JSON bodies (issue 33)', () => {
  it('are refused with the right status and the error envelope', async () => {
    for (const attack of attacks()) {
      const res = await send(attack);
      const body = (await res.json()) as { error?: { code: string } };
      expect([attack.name, res.status]).toEqual([attack.name, attack.status]);
      expect(body.error?.code).toBeTruthy();
    }
  });

  it('authorization first: an admin route answers an invalid body 401 anonymously, 403 to a member', async () => {
    const invalid = { name: 'invalid', url: '/api/places/add', body: Buffer.from('{"name":1}'), status: 0 };
    expect((await send(invalid)).status).toBe(401);
    expect((await send({ ...invalid, cookie: member })).status).toBe(403);
    // A member route too: the session is checked before the body is validated.
    expect((await send({ ...invalid, url: '/api/courses' })).status).toBe(401);
  });

  it('cost little CPU each, whatever the body holds', async () => {
    for (const attack of attacks()) {
      // Warm (compiled hooks and schemas), then measured.
      await (await send(attack)).arrayBuffer();
      const rounds = 4;
      const before = process.cpuUsage();
      for (let i = 0; i < rounds; i++) await (await send(attack)).arrayBuffer();
      const used = process.cpuUsage(before);
      // The client's share (sending 1 MB over loopback) is in this figure too.
      const ms = (used.user + used.system) / 1000 / rounds;
      console.log(`body attack: ${attack.name}: ${ms.toFixed(1)} ms CPU per refusal (client and server)`);
      expect(ms, attack.name).toBeLessThan(60);
    }
  });

  /** Two readers, each a read then 10 ms, for as long as `during` runs: the reads' latencies, sorted. */
  const readsDuring = async (during: () => Promise<void>): Promise<number[]> => {
    const latencies: number[] = [];
    let reading = true;
    const reader = async () => {
      while (reading) {
        const started = performance.now();
        const res = await fetch(`${base}/api/places?page=1&size=5`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const readers = [reader(), reader()];
    try {
      await during();
    } finally {
      // Even when the attack fails: no reader is left looping after the test.
      reading = false;
      await Promise.allSettled(readers);
    }
    await Promise.all(readers);
    return latencies.sort((a, b) => a - b);
  };
  const summary = (latencies: number[]) =>
    `${latencies.length} reads, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`;

  it('keep a steady read load’s p99 bounded while they arrive', async () => {
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/api/places?page=1&size=5`)).arrayBuffer();
    // Quiet and attacked windows taken in turns, so a shared, loaded test machine weighs on both alike.
    const quiet: number[] = [];
    const attacked: number[] = [];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const list = attacks();
    let sent = 0;
    for (let round = 0; round < 3; round++) {
      quiet.push(...(await readsDuring(() => new Promise((resolve) => setTimeout(resolve, 1000)))));
      attacked.push(
        ...(await readsDuring(async () => {
          const until = Date.now() + 1500;
          // Two attackers, each a hostile body every 100 ms (20 a second, 20 MB/s). Before the bounded parser,
          // one of them cost 0.2-1.4 s of CPU: this rate alone saturated the process.
          await Promise.all(
            [0, 1].map(async (n) => {
              for (let i = n; Date.now() < until; i += 2) {
                const started = Date.now();
                await (await send(list[(i + round) % list.length]!)).arrayBuffer();
                sent++;
                await new Promise((resolve) =>
                  setTimeout(resolve, Math.max(0, 100 - (Date.now() - started))),
                );
              }
            }),
          );
        })),
      );
    }
    quiet.sort((a, b) => a - b);
    attacked.sort((a, b) => a - b);
    delay.disable();
    console.log(
      `body attack: quiet: ${summary(quiet)} in 3 s; during ${sent} hostile bodies: ${summary(attacked)} in 4.5 s`,
    );
    // Before: 4 reads in 4 s, p99 2-3 s. After: the reads keep at least half their pace and their p99 stays near
    // the quiet one's.
    expect(attacked.length / 4.5).toBeGreaterThan(quiet.length / 3 / 2);
    expect(percentile(attacked, 0.99)).toBeLessThan(Math.max(250, 3 * percentile(quiet, 0.99)));
  });
});
