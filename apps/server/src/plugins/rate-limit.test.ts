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
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys('ktravel-rl:*');
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
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await a.app.inject({ url: '/api/config', remoteAddress: '203.0.113.7', headers })).statusCode,
      );
      codes.push(
        (await b.app.inject({ url: '/api/config', remoteAddress: '203.0.113.7', headers })).statusCode,
      );
    }
    expect(codes.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(codes.slice(6)).toEqual([429, 429]);
    const limited = await a.app.inject({ url: '/api/config', remoteAddress: '203.0.113.7' });
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
