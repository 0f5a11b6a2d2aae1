import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../db/seed/seed.ts';
import { buildTestApp, signIn, type TestApp } from '../test/helpers.ts';
import { EncodedTexts, pickEncoding } from './compression.ts';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedAll(t.database.db);
  member = await signIn(t.app, 'reader@example.com', 'Reader');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('API answers on the wire', () => {
  it('compresses JSON of 1 KB or more with brotli or gzip, as the client accepts, and the same bytes decode', async () => {
    const plain = await get('/api/places?pageSize=100');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body;
    expect(text.length).toBeGreaterThan(20_000);

    const br = await get('/api/places?pageSize=100', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect(br.rawPayload.length).toBeLessThan(text.length / 2.5);

    const gzip = await get('/api/places?pageSize=100', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(text);

    // Uncompressed, again: the kept bytes are the same text, with its UTF-8 length (the list holds Hangul).
    const again = await get('/api/places?pageSize=100');
    expect(again.body).toBe(text);
    expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(text));

    // Small answers go as they are.
    const me = await get('/api/auth/me', { 'accept-encoding': 'br' });
    expect(me.headers['content-encoding']).toBeUndefined();
  });

  it('answers a repeat with the ETag by 304 and no body, and a changed list with a new ETag', async () => {
    const first = await get('/api/courses/public?limit=5');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    const again = await get('/api/courses/public?limit=5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie: member },
      payload: {
        title: 'Fresh course',
        stops: [{ order: 1, name: 'Seoul Station', lat: 37.5547, lng: 126.9707 }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBeUndefined();
    const changed = await get('/api/courses/public?limit=5', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.items[0].title).toBe('Fresh course');
  });

  it('lets shared caches keep anonymous public lists briefly; signed-in answers and other reads stay private', async () => {
    const anonymous = await get('/api/courses/public');
    expect(anonymous.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    );
    expect(anonymous.headers.vary).toContain('Cookie');
    const signedIn = await get('/api/courses/public', { cookie: member });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    // A route's own policy stands.
    expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/config')).headers['cache-control']).toBe('private, no-cache');
    // Errors carry no ETag and are never kept by a cache.
    const missing = await get('/api/courses/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('keeps what it memoizes within its limit: texts count too, the least recently used go first', () => {
    const texts = new EncodedTexts(10_000);
    const answers = Array.from({ length: 200 }, (_, i) =>
      JSON.stringify({ data: { id: i, pad: 'x'.repeat(500) } }),
    );
    for (const answer of answers) texts.get(answer);
    expect(texts.size.bytes).toBeLessThanOrEqual(10_000);
    expect(texts.size.entries).toBeLessThan(20);
    const first = texts.get(answers[0]!);
    texts.encode(answers[0]!, first, 'gzip');
    // The entry just used stays, even alone over the limit; its ETag is the same text's.
    const big = 'y'.repeat(20_000);
    const entry = texts.get(big);
    expect(texts.size.entries).toBe(1);
    expect(texts.encode(big, entry, 'identity').toString()).toBe(big);
    expect(texts.get(big).etag).toBe(entry.etag);
  });

  it('reads Accept-Encoding as written: q=0 refuses, * means gzip', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
