import type { AddressInfo } from 'node:net';
import { communityUploadKey, IMAGE_MAX_BYTES, trendUploadKey } from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { useTestApp } from '../../test/helpers.ts';
import {
  expectServedFile,
  insertPost,
  pngImage,
  putBytes,
  requestUploadUrl,
  signedUpload,
  signInMember,
  useMembers,
} from './uploads.test-support.ts';

const t = useTestApp();
/** Signed-in members (prober, putter and busy for the tests that send many requests: 20 upload URLs a minute each). */
const m = useMembers(t, ['member', 'other', 'prober', 'putter', 'admin']);
let png: Buffer;
let serial = 0;

beforeAll(async () => {
  png = await pngImage();
});

/** A fresh key in a member's own folder. */
const ownKey = (name = 'photo.png', userId = m.member.id) =>
  communityUploadKey(userId, name, Date.now() + ++serial);
const ask = (cookie: string | undefined, key: string, contentType = 'image/png', size = 1000) =>
  requestUploadUrl(t.app, cookie, { key, contentType, size });
const uploadRows = (key: string) => t.database.db.select().from(uploads).where(eq(uploads.key, key));

function expectRefused(
  res: { statusCode: number; json(): { error: { code: string } } },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().error.code).toBe(code);
}

describe('POST /api/s3/put-url', () => {
  it('refuses an anonymous caller', async () => {
    expectRefused(await ask(undefined, ownKey()), 401, 'NOT_SIGNED_IN');
  });

  it('refuses a GIF', async () => {
    const res = await ask(m.member.cookie, ownKey('anim.gif'), 'image/gif');
    expectRefused(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.fields).toHaveProperty('contentType');
  });

  it('refuses a declared size of 5 MB + 1 byte', async () => {
    const res = await ask(m.member.cookie, ownKey(), 'image/jpeg', IMAGE_MAX_BYTES + 1);
    expectRefused(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.fields).toHaveProperty('size');
  });

  it("refuses another member's folder", async () => {
    expectRefused(await ask(m.other.cookie, ownKey()), 403, 'FORBIDDEN');
    // Admins too: a member's folder is theirs alone.
    expectRefused(await ask(m.admin.cookie, ownKey()), 403, 'FORBIDDEN');
  });

  it('refuses a key with ../', async () => {
    for (const key of [
      `community/${m.prober.id}/../${m.other.id}/photo.png`,
      `community/${m.prober.id}/../../etc/passwd`,
      `community/${m.prober.id}/..`,
      `community/${m.prober.id}/x..png`,
    ]) {
      expectRefused(await ask(m.prober.cookie, key), 400, 'UPLOAD_REFUSED');
    }
  });

  it('refuses an unknown prefix, extra segments and names that are not sanitised', async () => {
    for (const key of [
      `avatars/${m.prober.id}/photo.png`,
      `posts/${m.prober.id}/photo.png`,
      `/community/${m.prober.id}/photo.png`,
      `Community/${m.prober.id}/photo.png`,
      `community/${m.prober.id}/sub/photo.png`,
      `community/0${m.prober.id}/photo.png`,
      `community/${m.prober.id}/my photo.png`,
      `community/${m.prober.id}/<script>.png`,
      `community/${m.prober.id}/.hidden`,
      `community/${m.prober.id}/`,
      `community/${m.prober.id}/photo.png?x=1`,
      `community/${m.prober.id}\\photo.png`,
    ]) {
      expectRefused(await ask(m.prober.cookie, key), 400, 'UPLOAD_REFUSED');
    }
  });

  it("refuses someone else's trend, a community post and a missing post", async () => {
    const trend = await insertPost(t.app, m.other.id, 'trend');
    const community = await insertPost(t.app, m.member.id, 'community');
    expectRefused(await ask(m.member.cookie, trendUploadKey(trend, 'cover.png')), 403, 'FORBIDDEN');
    expectRefused(await ask(m.member.cookie, trendUploadKey(community, 'cover.png')), 403, 'FORBIDDEN');
    expectRefused(await ask(m.member.cookie, trendUploadKey(2_000_000_000, 'cover.png')), 403, 'FORBIDDEN');
    expectRefused(await ask(m.member.cookie, 'trends/99999999999/cover.png'), 400, 'UPLOAD_REFUSED');
  });

  it("signs a PUT to the app for the member's own folder and records the upload", async () => {
    const key = ownKey('IMG-0042.png');
    const before = Date.now();
    const res = await ask(m.member.cookie, key, 'image/png', 1234);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      url: expect.stringMatching(/^\/api\/uploads\/put\/community\/\d+\/\d+_IMG-0042\.png\?/),
      key,
      publicUrl: `/api/uploads/files/${key}`,
      expiresAt: expect.any(String),
    });
    const query = new URL(data.url, 'http://x').searchParams;
    expect(query.get('contentType')).toBe('image/png');
    expect(query.get('size')).toBe('1234');
    const lifetime = Date.parse(data.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThanOrEqual(301_000);
    expect(await uploadRows(key)).toEqual([
      expect.objectContaining({
        key,
        userId: m.member.id,
        contentType: 'image/png',
        size: 1234,
        attachedAt: null,
      }),
    ]);
  });

  it("lets a trend's author and an admin upload into its folder; a key is one member's", async () => {
    const trend = await insertPost(t.app, m.member.id, 'trend');
    const key = trendUploadKey(trend, 'cover.jpg');
    expect((await ask(m.member.cookie, key, 'image/jpeg')).statusCode).toBe(200);
    // Asking again (a retry) refreshes the member's own row.
    expect((await ask(m.member.cookie, key, 'image/jpeg', 2000)).statusCode).toBe(200);
    expect(await uploadRows(key)).toEqual([expect.objectContaining({ size: 2000, userId: m.member.id })]);
    expectRefused(await ask(m.admin.cookie, key, 'image/jpeg'), 409, 'CONFLICT');
    expect((await ask(m.admin.cookie, trendUploadKey(trend, 'other.webp'), 'image/webp')).statusCode).toBe(
      200,
    );
  });

  it('allows a member 20 upload URLs a minute', async () => {
    const busy = await signInMember(t.app, 'busy@example.com');
    for (let i = 0; i < 20; i++)
      expect((await ask(busy.cookie, ownKey('p.png', busy.id))).statusCode).toBe(200);
    expectRefused(await ask(busy.cookie, ownKey('p.png', busy.id)), 429, 'RATE_LIMITED');
    // Per member, not per address: another member is not held back.
    expect((await ask(m.member.cookie, ownKey())).statusCode).toBe(200);
  });
});

describe('PUT /api/uploads/put/* (local storage)', () => {
  /** Sends the chunks over real HTTP, chunked (no Content-Length), so the route counts what arrives. */
  async function streamOverHttp(url: string, chunks: Buffer[]) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
        controller.close();
      },
    });
    return fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
    } as RequestInit);
  }
  const upload = (size = png.length, contentType = 'image/png') =>
    signedUpload(t.app, m.putter.cookie, { key: ownKey('photo.png', m.putter.id), contentType, size });
  const stored = (key: string) => t.app.uploads.storage.get(key);

  it('stores exactly the signed image; its uploader reads it back with its type', async () => {
    const { url, key, publicUrl } = await upload();
    const res = await putBytes(t.app, url, png, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await stored(key)).toEqual(png);
    const read = await t.app.inject({ method: 'GET', url: publicUrl, headers: { cookie: m.putter.cookie } });
    expectServedFile(read, png, 'image/png', 'private, no-cache');
  });

  it('refuses HTML bytes declared as PNG, and stores nothing', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const { url, key } = await upload(html.length);
    expectRefused(await putBytes(t.app, url, html, 'image/png'), 400, 'UPLOAD_REFUSED');
    expect(await stored(key)).toBeUndefined();
  });

  it('refuses a JPEG sent under a PNG signature (the bytes must be the signed type)', async () => {
    const { url, key } = await upload(4, 'image/png');
    expectRefused(
      await putBytes(t.app, url, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/png'),
      400,
      'UPLOAD_REFUSED',
    );
    expect(await stored(key)).toBeUndefined();
  });

  it('refuses more bytes than declared', async () => {
    const { url, key } = await upload(png.length - 10);
    expectRefused(await putBytes(t.app, url, png, 'image/png'), 413, 'PAYLOAD_TOO_LARGE');
    expect(await stored(key)).toBeUndefined();
  });

  it('refuses more bytes than declared when they come without a length (counted while streaming)', async () => {
    const { url, key } = await upload(png.length);
    const res = await streamOverHttp(url, [png.subarray(0, 5), png.subarray(5), Buffer.alloc(64)]);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored(key)).toBeUndefined();
  });

  it('checks the magic number across small chunks, and stores a streamed image whole', async () => {
    const html = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const refused = await upload(html.length);
    const bad = await streamOverHttp(refused.url, [
      html.subarray(0, 3),
      html.subarray(3, 7),
      html.subarray(7),
    ]);
    expect(bad.status).toBe(400);
    expect(await stored(refused.key)).toBeUndefined();
    const { url, key } = await upload(png.length);
    const good = await streamOverHttp(url, [png.subarray(0, 3), png.subarray(3, 7), png.subarray(7)]);
    expect(good.status).toBe(200);
    expect(await stored(key)).toEqual(png);
  });

  it('refuses fewer bytes than declared', async () => {
    const { url, key } = await upload(png.length + 10);
    expectRefused(await putBytes(t.app, url, png, 'image/png'), 400, 'UPLOAD_REFUSED');
    expect(await stored(key)).toBeUndefined();
  });

  it('refuses a different Content-Type', async () => {
    const { url, key } = await upload();
    expectRefused(await putBytes(t.app, url, png, 'image/jpeg'), 400, 'UPLOAD_REFUSED');
    expectRefused(await putBytes(t.app, url, png, 'text/html'), 415, 'VALIDATION_FAILED');
    const json = await t.app.inject({ method: 'PUT', url, payload: { a: 1 } });
    expectRefused(json, 400, 'UPLOAD_REFUSED');
    expect(await stored(key)).toBeUndefined();
  });

  it('refuses a tampered signature, and a URL whose signed fields were changed', async () => {
    const { url, key } = await upload();
    const tampered = new URL(url, 'http://x');
    const sig = tampered.searchParams.get('sig')!;
    tampered.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    expectRefused(
      await putBytes(t.app, tampered.pathname + tampered.search, png, 'image/png'),
      403,
      'UPLOAD_REFUSED',
    );
    const bigger = new URL(url, 'http://x');
    bigger.searchParams.set('size', String(png.length + 1000));
    expectRefused(
      await putBytes(t.app, bigger.pathname + bigger.search, png, 'image/png'),
      403,
      'UPLOAD_REFUSED',
    );
    const elsewhere = url.replace(key, ownKey('photo.png', m.putter.id));
    expectRefused(await putBytes(t.app, elsewhere, png, 'image/png'), 403, 'UPLOAD_REFUSED');
    expect(await stored(key)).toBeUndefined();
  });

  it('refuses an expired URL', async () => {
    const { key } = await upload();
    // The same signer, with an expiry already past.
    const expired = await t.app.uploads.storage.presignPut(
      key,
      'image/png',
      png.length,
      new Date(Date.now() - 1000),
    );
    expectRefused(await putBytes(t.app, expired.url, png, 'image/png'), 403, 'UPLOAD_REFUSED');
    expect(await stored(key)).toBeUndefined();
  });
});

describe('GET /api/uploads/files/*', () => {
  it("shows an upload to its uploader only (it may still carry a phone photo's GPS position)", async () => {
    const { url, publicUrl } = await signedUpload(t.app, m.putter.cookie, {
      key: ownKey('photo.png', m.putter.id),
      contentType: 'image/png',
      size: png.length,
    });
    await putBytes(t.app, url, png, 'image/png');
    // Not meant to be shared: only this site's pages may load it (issue 33).
    const own = await t.app.inject({ method: 'GET', url: publicUrl, headers: { cookie: m.putter.cookie } });
    expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');
    const status = async (cookie?: string) =>
      (await t.app.inject({ method: 'GET', url: publicUrl, headers: cookie ? { cookie } : {} })).statusCode;
    expect(await status()).toBe(404);
    expect(await status(m.other.cookie)).toBe(404);
    expect(await status(m.admin.cookie)).toBe(404);
    expect(await status(m.member.cookie)).toBe(404);
    expect(await status(m.putter.cookie)).toBe(200);
  });

  it('serves re-encoded images to everybody, typed and cached for a year', async () => {
    const key = `posts/1/${crypto.randomUUID()}.webp`;
    const webp = await sharp(png).webp().toBuffer();
    await t.app.uploads.storage.put(key, webp, 'image/webp');
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/files/${key}` });
    expectServedFile(res, webp, 'image/webp', 'public, max-age=31536000, immutable');
    // What shared links show (og:image): loadable by a chat app's or another site's page (issue 33).
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('never serves bytes that are not an image (as HTML or anything else)', async () => {
    const key = `posts/1/${crypto.randomUUID()}.webp`;
    await t.app.uploads.storage.put(key, Buffer.from('<html><script>alert(1)</script></html>'), 'image/webp');
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/files/${key}` });
    expectRefused(res, 404, 'UPLOAD_NOT_FOUND');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 404 for paths that try to leave the uploads folder', async () => {
    for (const path of [
      '../../../../etc/passwd',
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      'posts/1/..%2f..%2f..%2fpackage.json',
      '/etc/passwd',
      'posts/1/%00.webp',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/uploads/files/${path}`,
        headers: { cookie: m.member.cookie },
      });
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
    }
  });
});
