import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, useTestApp } from '../test/helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis server answers at REDIS_URL (CI machines have one; a bare laptop may not). */
async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const hasRedis = await redisReachable();

describe.skipIf(!hasRedis)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  // A client of this run's own: the PGlite and PostgreSQL projects run this file at the same time against the one
  // Redis, and a shared address let one run's clean-up reset the other's count mid-test.
  const octet = (from: number) => from + Math.floor(Math.random() * (255 - from));
  const client = `198.51.${octet(0)}.${octet(1)}`;
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`ktravel-rl:*${client}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    // Two instances of the app, as behind a load balancer, sharing one Redis.
    a = await buildTestApp({ REDIS_URL, RATE_LIMIT_MAX: '6' });
    b = await buildTestApp({ REDIS_URL, RATE_LIMIT_MAX: '6' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts requests from one client across instances', async () => {
    const headers = { 'x-forwarded-for': client };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await a.app.inject({ url: '/api/config', remoteAddress: client, headers })).statusCode);
      codes.push((await b.app.inject({ url: '/api/config', remoteAddress: client, headers })).statusCode);
    }
    expect(codes.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(codes.slice(6)).toEqual([429, 429]);
    const limited = await a.app.inject({ url: '/api/config', remoteAddress: client });
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('rate limits in memory', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '3' });

  it('answers 429 with a code past the global limit, and never limits the health check', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ url: '/api/config' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // Static files and pages of the web app are not API calls and never count.
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/kmap' })).statusCode).not.toBe(429);
  });
});
