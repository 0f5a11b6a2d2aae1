import { communityUploadKey, IMAGE_MAX_SIDE_PX, IMAGE_THUMBNAIL_PX, trendUploadKey } from '@ktravel/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { useTestApp } from '../../test/helpers.ts';
import {
  hasGpsBlock,
  insertPost,
  phonePhoto,
  pngImage,
  putBytes,
  signedUpload,
  useMembers,
} from './uploads.test-support.ts';

const t = useTestApp();
const m = useMembers(t, ['member', 'other']);
let photo: Buffer;
let serial = 0;

beforeAll(async () => {
  photo = await phonePhoto();
});

const service = () => t.app.uploads;
const db = () => t.database.db;
/** attachImage in no transaction of its own (each statement commits). */
const attach = (url: string, userId: number, postId: number, allowTrendPrefix = false) =>
  service().attachImage(db(), { url, userId, owner: { kind: 'posts', id: postId }, allowTrendPrefix });
const uploadRow = async (key: string) => (await db().select().from(uploads).where(eq(uploads.key, key)))[0];

/** Uploads bytes the way a browser does: signed URL, then PUT through the app. */
async function uploaded(cookie: string, key: string, bytes: Buffer, contentType = 'image/jpeg') {
  const signed = await signedUpload(t.app, cookie, { key, contentType, size: bytes.length });
  const res = await putBytes(t.app, signed.url, bytes, contentType);
  if (res.statusCode !== 200) throw new Error(res.body);
  return signed;
}
const memberKey = (name = 'IMG-1001.jpg') => communityUploadKey(m.member.id, name, Date.now() + ++serial);

async function expectAppError(promise: Promise<unknown>, status: number, code: string) {
  await expect(promise).rejects.toMatchObject({ status, code });
}

describe('attachImage', () => {
  it("refuses someone else's upload, and a trend folder upload unless allowed", async () => {
    const { publicUrl } = await uploaded(m.member.cookie, memberKey(), photo);
    const postId = await insertPost(t.app, m.other.id, 'community');
    await expectAppError(attach(publicUrl, m.other.id, postId, true), 400, 'UPLOAD_REFUSED');
    expect((await uploadRow(publicUrl.split('/files/')[1]!))?.attachedAt).toBeNull();

    const trend = await insertPost(t.app, m.member.id, 'trend');
    const inTrend = await uploaded(m.member.cookie, trendUploadKey(trend, 'cover.jpg'), photo);
    await expectAppError(attach(inTrend.publicUrl, m.other.id, trend), 400, 'UPLOAD_REFUSED');
    const attached = await attach(inTrend.publicUrl, m.other.id, trend, true);
    expect(service().isStoredImageUrl(attached.imageUrl)).toBe(true);
  });

  it('answers 404 UPLOAD_NOT_FOUND for an unknown URL, a file never sent and an upload already attached', async () => {
    const postId = await insertPost(t.app, m.member.id, 'community');
    for (const url of ['https://example.com/a.jpg', '/api/uploads/files/community/1/nothing.jpg', '']) {
      await expectAppError(attach(url, m.member.id, postId), 404, 'UPLOAD_NOT_FOUND');
    }
    const neverSent = await signedUpload(t.app, m.member.cookie, {
      key: memberKey(),
      contentType: 'image/jpeg',
      size: 10,
    });
    await expectAppError(attach(neverSent.publicUrl, m.member.id, postId), 404, 'UPLOAD_NOT_FOUND');

    const { publicUrl } = await uploaded(m.member.cookie, memberKey(), photo);
    await attach(publicUrl, m.member.id, postId);
    await expectAppError(attach(publicUrl, m.member.id, postId), 404, 'UPLOAD_NOT_FOUND');
  });

  it('refuses bytes that are not a readable image (stored behind the PUT checks)', async () => {
    const postId = await insertPost(t.app, m.member.id, 'community');
    for (const bytes of [
      Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(200, 7)]),
      Buffer.from('GIF89a........................'),
    ]) {
      const { key, publicUrl } = await signedUpload(t.app, m.member.cookie, {
        key: memberKey('broken.png'),
        contentType: 'image/png',
        size: bytes.length,
      });
      await service().storage.put(key, bytes, 'image/png');
      await expectAppError(attach(publicUrl, m.member.id, postId), 400, 'UPLOAD_REFUSED');
      expect((await uploadRow(key))?.attachedAt).toBeNull();
    }
  });

  it('re-encodes a phone photo: upright, no EXIF or GPS, at most 1600 px, WebP, with a 480 px thumbnail', async () => {
    const before = await sharp(photo).metadata();
    // The fixture really is what phones send: sideways by EXIF, with a GPS block and a camera make.
    expect(before).toMatchObject({ format: 'jpeg', width: 2400, height: 1200, orientation: 6 });
    expect(hasGpsBlock(before.exif)).toBe(true);
    expect(photo.includes('TestPhone')).toBe(true);

    const { key, publicUrl } = await uploaded(m.member.cookie, memberKey(), photo);
    const postId = await insertPost(t.app, m.member.id, 'community');
    const result = await attach(publicUrl, m.member.id, postId);
    expect(result.keys).toEqual([
      expect.stringMatching(new RegExp(`^posts/${postId}/[0-9a-f-]{36}\\.webp$`)),
      expect.stringMatching(new RegExp(`^posts/${postId}/[0-9a-f-]{36}-480\\.webp$`)),
    ]);
    expect(result.imageUrl).toBe(`/api/uploads/files/${result.keys[0]}`);
    expect(result.thumbnailUrl).toBe(`/api/uploads/files/${result.keys[1]}`);

    const image = (await service().storage.get(result.keys[0]!))!;
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    // Upright (the EXIF rotation applied) and within 1600 px.
    expect([meta.width, meta.height]).toEqual([800, IMAGE_MAX_SIDE_PX]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(image.includes('TestPhone')).toBe(false);
    expect(image.includes('Exif')).toBe(false);

    const thumbnail = await sharp((await service().storage.get(result.keys[1]!))!).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: IMAGE_THUMBNAIL_PX, height: 960 });
    expect(thumbnail.exif).toBeUndefined();

    // The original (with its GPS position) is gone; the upload is the post's now.
    expect(await service().storage.get(key)).toBeUndefined();
    expect(await uploadRow(key)).toMatchObject({ postId, attachedAt: expect.any(Date) });
    // Everybody sees the published image, as WebP.
    const served = await t.app.inject({ method: 'GET', url: result.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('keeps a small image at its own size', async () => {
    const small = await pngImage(300, 200);
    const { publicUrl } = await uploaded(m.member.cookie, memberKey('small.png'), small, 'image/png');
    const postId = await insertPost(t.app, m.member.id, 'community');
    const result = await attach(publicUrl, m.member.id, postId);
    for (const key of result.keys) {
      expect(await sharp((await service().storage.get(key))!).metadata()).toMatchObject({
        width: 300,
        height: 200,
      });
    }
  });
});

describe('stored image URLs and deleting them', () => {
  it('tells stored image URLs from others, and finds both keys of one', async () => {
    const { publicUrl } = await uploaded(m.member.cookie, memberKey(), photo);
    const postId = await insertPost(t.app, m.member.id, 'community');
    const result = await attach(publicUrl, m.member.id, postId);
    expect(service().isStoredImageUrl(result.imageUrl)).toBe(true);
    expect(service().isStoredImageUrl(result.thumbnailUrl)).toBe(true);
    for (const url of [
      publicUrl,
      'https://images.example.com/a.webp',
      '/api/uploads/files/posts/1/../x.webp',
      '',
    ]) {
      expect(service().isStoredImageUrl(url)).toBe(false);
    }
    expect(service().storedImageKeysOf(result.imageUrl)).toEqual(result.keys);
    expect(service().storedImageKeysOf(result.thumbnailUrl)).toEqual(result.keys);
    expect(service().thumbnailUrlOf(result.imageUrl)).toBe(result.thumbnailUrl);
    expect(service().thumbnailUrlOf('https://images.example.com/a.webp')).toBeNull();

    await service().deleteImages(result.keys);
    for (const key of result.keys) expect(await service().storage.get(key)).toBeUndefined();
    // Deleting again (or what never existed) is not an error.
    await service().deleteImages(result.keys);
  });

  it('deleteImages logs a store failure instead of throwing', async () => {
    const spy = vi.spyOn(service().storage, 'delete').mockRejectedValueOnce(new Error('store down'));
    await expect(service().deleteImages(['posts/1/x.webp'])).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('deleting uploads never attached', () => {
  const age = (key: string, hours: number) =>
    db().execute(
      sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where key = ${key}`,
    );

  it('deletes uploads never attached after 24 hours (row and file), and keeps the rest', async () => {
    const stale = await uploaded(m.member.cookie, memberKey('stale.jpg'), photo);
    const fresh = await uploaded(m.member.cookie, memberKey('fresh.jpg'), photo);
    const used = await uploaded(m.other.cookie, communityUploadKey(m.other.id, 'used.jpg', ++serial), photo);
    const postId = await insertPost(t.app, m.other.id, 'community');
    await attach(used.publicUrl, m.other.id, postId);
    await age(stale.key, 25);
    await age(fresh.key, 23);
    await age(used.key, 48);

    expect(await service().deleteUnattached()).toBe(1);
    expect(await uploadRow(stale.key)).toBeUndefined();
    expect(await service().storage.get(stale.key)).toBeUndefined();
    expect(await uploadRow(fresh.key)).toBeDefined();
    expect(await service().storage.get(fresh.key)).toBeDefined();
    expect(await uploadRow(used.key)).toMatchObject({ postId });
    expect(await service().deleteUnattached()).toBe(0);
  });

  it('keeps the row when its file cannot be deleted, so the next run tries again; never throws', async () => {
    const stale = await uploaded(m.member.cookie, memberKey('retry.jpg'), photo);
    await age(stale.key, 30);
    const spy = vi.spyOn(service().storage, 'delete').mockRejectedValueOnce(new Error('store down'));
    expect(await service().deleteUnattached()).toBe(0);
    expect(await uploadRow(stale.key)).toBeDefined();
    spy.mockRestore();
    expect(await service().deleteUnattached()).toBe(1);
    expect(await uploadRow(stale.key)).toBeUndefined();
  });
});
