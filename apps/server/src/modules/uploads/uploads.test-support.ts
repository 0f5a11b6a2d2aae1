// Shared by the uploads tests: images made with sharp, a trend article, the signed-URL round trip.
import type { UploadUrlDto } from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import { posts, users } from '../../db/schema.ts';
import { signIn, type TestApp } from '../../test/helpers.ts';

/**
 * A phone-like photo: JPEG, 2400 × 1200 stored sideways (EXIF orientation 6, so it shows 1200 × 2400), with a
 * camera make and a GPS position (Seoul City Hall) in its EXIF.
 */
export function phonePhoto(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'K1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 5886/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 4080/100',
      },
    })
    .toBuffer();
}

export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#3a7' } })
    .png()
    .toBuffer();

/** Whether EXIF data (as sharp's metadata gives it) has a GPS block: IFD0 points to one with tag 0x8825. */
export function hasGpsBlock(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** Signs in through development sign-in: the session cookie and the member's id. */
export async function signInMember(
  app: FastifyInstance,
  email: string,
): Promise<{ cookie: string; id: number }> {
  const cookie = await signIn(app, email, email.split('@')[0]);
  return { cookie, id: await userIdOf(app, email) };
}

export interface TestMember {
  cookie: string;
  id: number;
}

/** Members signed in by name (`{name}@example.com`; `admin` is an admin) in beforeAll, after the app is built. */
export function useMembers<Name extends string>(
  t: TestApp,
  names: readonly Name[],
): Record<Name, TestMember> {
  const members = {} as Record<Name, TestMember>;
  beforeAll(async () => {
    for (const name of names) members[name] = await signInMember(t.app, `${name}@example.com`);
  });
  return members;
}

/** A file answer of GET /api/uploads/files/*: these bytes, typed, `nosniff`, with this cache policy. */
export function expectServedFile(
  res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer },
  bytes: Buffer,
  contentType: string,
  cacheControl: string,
): void {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(contentType);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe(cacheControl);
  expect(res.rawPayload).toEqual(bytes);
}

export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  const rows = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows[0]!.id;
}

/** A post written straight to the database (the posts module is not under test here). */
export async function insertPost(
  app: FastifyInstance,
  authorId: number,
  postType: 'trend' | 'community' = 'trend',
): Promise<number> {
  const [row] = await app.database.db
    .insert(posts)
    .values({ postType, title: `Upload test ${postType}`, authorId })
    .returning({ id: posts.id });
  return row!.id;
}

const jsonHeaders = (cookie?: string) => (cookie ? { cookie } : {});

/** POST /api/s3/put-url as the cookie's member. */
export function requestUploadUrl(
  app: FastifyInstance,
  cookie: string | undefined,
  body: { key: string; contentType: string; size: number },
) {
  return app.inject({ method: 'POST', url: '/api/s3/put-url', headers: jsonHeaders(cookie), payload: body });
}

/** Asks for an upload URL (must succeed) and answers it. */
export async function signedUpload(
  app: FastifyInstance,
  cookie: string,
  body: { key: string; contentType: string; size: number },
): Promise<UploadUrlDto> {
  const res = await requestUploadUrl(app, cookie, body);
  if (res.statusCode !== 200) throw new Error(`put-url: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** PUT bytes to a local signed URL (through the app). */
export function putBytes(app: FastifyInstance, url: string, bytes: Buffer, contentType: string) {
  return app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes });
}

/** Uploads an image as the cookie's member (signed URL, then the PUT) and answers its public URL, ready to attach. */
export async function uploadImage(
  app: FastifyInstance,
  cookie: string,
  key: string,
  bytes?: Buffer,
  contentType = 'image/png',
): Promise<string> {
  const image = bytes ?? (await pngImage());
  const signed = await signedUpload(app, cookie, { key, contentType, size: image.length });
  const put = await putBytes(app, signed.url, image, contentType);
  if (put.statusCode >= 300) throw new Error(`upload PUT: ${put.statusCode} ${put.body}`);
  return signed.publicUrl;
}
