import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedAll } from '../../db/seed/seed.ts';
import { answerWithoutEnd } from '../../test/endless-answer.ts';
import { buildTestApp, caller, signIn, type TestApp } from '../../test/helpers.ts';

/**
 * Naver Map shared lists (DESIGN §8.3) against a local server answering the share page's bookmarks call with a
 * recorded list, and naver.me's redirect; nothing here reaches the internet.
 */
const SHARE_ID = '5b1c0f3e9d7a4e2f8c6b0a1d3e5f7a9b';
const TIMEOUT_MS = 300;
const recorded = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'naver-shared-list.json'),
  'utf8',
);

let mode: 'ok' | 'down' | 'slow' | 'gone' | 'garbage' | 'endless' = 'ok';
const sent = { bytes: 0 };
const seen: string[] = [];
const server = http.createServer((req, res) => {
  seen.push(req.url ?? '');
  const url = new URL(req.url ?? '/', 'http://stub');
  if (url.pathname === '/abcDEF1') {
    // naver.me answers a short link with a redirect to the map's share page.
    res.writeHead(302, { location: `https://map.naver.com/p/favorite/sharedPlace/folder/${SHARE_ID}/pc` });
    res.end();
    return;
  }
  if (url.pathname === '/elsewhere') {
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
    res.end();
    return;
  }
  if (!/^\/save-pages\/api\/maps-bookmark\/v3\/shares\/[0-9a-f]{32}\/bookmarks$/.test(url.pathname)) {
    res.writeHead(404).end('{}');
    return;
  }
  if (mode === 'slow') return void setTimeout(() => res.end(recorded), TIMEOUT_MS * 4);
  if (mode === 'down') return void res.writeHead(500).end('{}');
  if (mode === 'endless') return answerWithoutEnd(res, sent);
  if (mode === 'gone') return void res.writeHead(404).end('{"error":"not shared"}');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(mode === 'garbage' ? '{"bookmarkList": 3}' : recorded);
});

let t: TestApp;
let member: string;
const call = caller(() => t.app);
const importList = (url: string) =>
  call('POST', '/api/courses/import', member, { format: 'naver-list', url });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp({
    NAVER_LIST_BASE_URL: base,
    NAVER_SHORT_LINK_BASE_URL: base,
    PLACE_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  await seedAll(t.database.db);
  member = await signIn(t.app, 'naver-list@example.com', 'Member');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  seen.length = 0;
});

describe('POST /api/courses/import with a Naver Map shared list', () => {
  it('reads the list a map link shares: its name, its places matched to ours, the unusable one skipped', async () => {
    const res = await importList(
      `https://map.naver.com/p/favorite/sharedPlace/folder/${SHARE_ID}/pc?c=12.00`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.title).toBe('친구가 추천한 서울');
    expect(data.stops.map((s: { name: string; matched: boolean }) => [s.name, s.matched])).toEqual([
      ['경복궁', true],
      ['광장시장', true],
      ['N서울타워', true],
    ]);
    expect(data.stops[1].place).toMatchObject({ name: 'Gwangjang Market', nameZh: '广藏市场' });
    expect(data.skipped).toEqual([{ name: '문 닫은 가게', reason: 'NO_COORDINATES' }]);
    expect(seen).toEqual([
      `/save-pages/api/maps-bookmark/v3/shares/${SHARE_ID}/bookmarks?start=0&limit=5000&sort=lastUseTime`,
    ]);
    // The same list again within 10 minutes comes from the cache.
    expect((await importList(`https://m.map.naver.com/folder/${SHARE_ID}`)).statusCode).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('follows a naver.me short link one step, only to a Naver Map share', async () => {
    const res = await importList('https://naver.me/abcDEF1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.stops).toHaveLength(3);
    expect(seen[0]).toBe('/abcDEF1');
    const elsewhere = await importList('https://naver.me/elsewhere');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('IMPORT_INVALID');
    expect(seen.filter((url) => url.includes('meta-data'))).toEqual([]);
  });

  it('refuses links that are not Naver Map lists without asking anyone', async () => {
    for (const url of [
      'https://example.com/folder/5b1c0f3e9d7a4e2f8c6b0a1d3e5f7a9b',
      'http://127.0.0.1:6379/',
      'https://map.naver.com/p/search/경복궁',
      'https://naver.me/../../etc/passwd',
    ]) {
      const res = await importList(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'IMPORT_INVALID',
        fields: { content: expect.any(String) },
      });
    }
    expect(seen).toEqual([]);
  });

  it('says so when Naver is down, slow or no longer shares the list, and never invents places', async () => {
    for (const [state, status, code] of [
      ['down', 503, 'IMPORT_SOURCE_UNAVAILABLE'],
      ['slow', 503, 'IMPORT_SOURCE_UNAVAILABLE'],
      ['garbage', 503, 'IMPORT_SOURCE_UNAVAILABLE'],
      ['endless', 503, 'IMPORT_SOURCE_UNAVAILABLE'],
      ['gone', 400, 'IMPORT_INVALID'],
    ] as const) {
      mode = state;
      // A list the cache has not seen (each state its own id).
      const id = `${state}`.padEnd(32, '0').replace(/[^0-9a-f]/g, 'f');
      const res = await importList(`https://map.naver.com/p/favorite/sharedPlace/folder/${id}`);
      expect(res.statusCode, state).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    // The answer without end was read to the providers' cap (4 MB) and no further, but for what the sockets' buffers held (issue 43).
    expect(sent.bytes).toBeLessThan(16 * 1024 * 1024);
    expect(sent.bytes).toBeGreaterThan(0);
  });
});
