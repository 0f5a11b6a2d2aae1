import { communityUploadKey, trendUploadKey } from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema.ts';
import { hasGpsBlock, phonePhoto, uploadImage } from '../uploads/uploads.test-support.ts';
import { setupPostTests } from './posts.test-fixtures.ts';

// Images go through the real uploads module (its local driver: a temporary folder for an in-memory database).
const { t, call, s, createPost } = setupPostTests();

const upload = (cookie: string, key: string, bytes?: Buffer, contentType?: string) =>
  uploadImage(t.app, cookie, key, bytes, contentType);
let serial = 0;
const ownUpload = (cookie: string, userId: number, bytes?: Buffer) =>
  upload(cookie, communityUploadKey(userId, 'photo.png', ++serial), bytes);

const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });

describe('post images (through the uploads module)', () => {
  it('stores a re-encoded image and thumbnail: WebP, at most 1600 px, no location', async () => {
    const key = communityUploadKey(s.ownerId, 'phone.jpg', ++serial);
    const image = await upload(s.owner, key, await phonePhoto(), 'image/jpeg');
    const post = await createPost(s.owner, { title: 'With a photo', imageUrl: image });
    expect(post.imageUrl).not.toBe(image);
    const read = async (url: string) => {
      const res = await fetchImage(url);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(hasGpsBlock(meta.exif)).toBe(false);
      return { width: meta.width ?? 0, height: meta.height ?? 0 };
    };
    const full = await read(post.imageUrl as string);
    expect(Math.max(full.width, full.height)).toBeLessThanOrEqual(1600);
    // The thumbnail is 480 px wide, for cards.
    expect((await read(post.thumbnailUrl as string)).width).toBeLessThanOrEqual(480);
  });

  it("refuses another member's upload, and writes nothing", async () => {
    const theirs = await ownUpload(s.other, s.otherId);
    const before = await t.database.db.select({ id: posts.id }).from(posts);
    const res = await call('POST', '/api/posts', s.owner, { title: 'Not mine', imageUrl: theirs });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UPLOAD_REFUSED');
    expect(await t.database.db.select({ id: posts.id }).from(posts)).toEqual(before);
    const missing = await call('POST', '/api/posts', s.owner, { title: 'Nothing', imageUrl: '/nope.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('UPLOAD_NOT_FOUND');
  });

  it('keeps the image when the edit sends it back, replaces it with a new upload, and removes it', async () => {
    const post = await createPost(s.owner, { imageUrl: await ownUpload(s.owner, s.ownerId) });
    const url = `/api/posts/${post.id}`;
    const kept = await call('PUT', url, s.owner, { title: 'Kept', content: 'Body', imageUrl: post.imageUrl });
    expect(kept.json().data).toMatchObject({ imageUrl: post.imageUrl, thumbnailUrl: post.thumbnailUrl });
    const untouched = await call('PUT', url, s.owner, { title: 'Untouched', content: 'Body' });
    expect(untouched.json().data.imageUrl).toBe(post.imageUrl);

    const replaced = (
      await call('PUT', url, s.owner, {
        title: 'New',
        content: 'Body',
        imageUrl: await ownUpload(s.owner, s.ownerId),
      })
    ).json().data;
    expect(replaced.imageUrl).not.toBe(post.imageUrl);
    expect((await fetchImage(post.imageUrl as string)).statusCode).toBe(404);
    expect((await fetchImage(post.thumbnailUrl as string)).statusCode).toBe(404);
    expect((await fetchImage(replaced.imageUrl)).statusCode).toBe(200);

    // Another post's stored image is not this post's to take.
    const other = await createPost(s.owner, { imageUrl: await ownUpload(s.owner, s.ownerId) });
    const taken = await call('PUT', url, s.owner, { title: 'x', content: 'y', imageUrl: other.imageUrl });
    expect(taken.statusCode).toBe(400);

    const removed = (
      await call('PUT', url, s.owner, { title: 'None', content: 'Body', imageUrl: null })
    ).json().data;
    expect(removed).toMatchObject({ imageUrl: null, thumbnailUrl: null });
    expect((await fetchImage(replaced.imageUrl)).statusCode).toBe(404);
  });

  it('deletes the files with the post', async () => {
    const post = await createPost(s.owner, { imageUrl: await ownUpload(s.owner, s.ownerId) });
    expect((await call('DELETE', `/api/posts/${post.id}`, s.admin)).statusCode).toBe(200);
    expect((await fetchImage(post.imageUrl as string)).statusCode).toBe(404);
    expect((await fetchImage(post.thumbnailUrl as string)).statusCode).toBe(404);
  });

  it("takes a trend article's image from its folder, uploaded by any of its editors", async () => {
    const trend = await createPost(s.admin, { title: 'Trend', postType: 'trend' });
    await t.database.db.update(posts).set({ authorId: s.ownerId }).where(eq(posts.id, trend.id));
    const byAdmin = await upload(s.admin, trendUploadKey(trend.id, 'cover.png', ++serial));
    const res = await call('PUT', `/api/posts/${trend.id}`, s.owner, {
      title: 'Trend',
      content: 'Body',
      imageUrl: byAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.thumbnailUrl).toEqual(expect.stringContaining('-480.webp'));
  });
});
