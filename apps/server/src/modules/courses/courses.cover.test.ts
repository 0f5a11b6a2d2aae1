import { communityUploadKey } from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { courses, users } from '../../db/schema.ts';
import { hasGpsBlock, phonePhoto, uploadImage } from '../uploads/uploads.test-support.ts';
import {
  admin,
  body,
  call,
  createCourse,
  other,
  owner,
  ownerId,
  setupCourseTests,
  t,
} from './courses.test-fixtures.ts';

// Course covers go through the real uploads module (its local driver: a temporary folder).
setupCourseTests();

let serial = 0;
const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const ownUpload = (cookie: string, id: number, bytes?: Buffer, type?: string) =>
  uploadImage(t.app, cookie, communityUploadKey(id, 'cover.jpg', ++serial), bytes, type);
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const coverColumns = async (id: number) =>
  (
    await t.database.db
      .select({ url: courses.coverUrl, thumb: courses.coverThumbnailUrl, keys: courses.coverKeys })
      .from(courses)
      .where(eq(courses.id, id))
  )[0];

describe('course cover photos', () => {
  it('refuses an anonymous caller, and another member the owner’s upload, writing nothing', async () => {
    const mine = await ownUpload(owner, ownerId);
    expect((await call('POST', '/api/courses', undefined, body({ coverUrl: mine }))).statusCode).toBe(401);
    const before = await t.database.db.select({ id: courses.id }).from(courses);
    const res = await call('POST', '/api/courses', other, body({ coverUrl: mine }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UPLOAD_REFUSED');
    expect(await t.database.db.select({ id: courses.id }).from(courses)).toEqual(before);
    const missing = await call('POST', '/api/courses', owner, body({ coverUrl: '/api/uploads/files/x.png' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('UPLOAD_NOT_FOUND');
  });

  it('stores the cover re-encoded (WebP, ≤ 1600 px, no location) with a 480 px thumbnail, shown in lists', async () => {
    const photo = await ownUpload(owner, ownerId, await phonePhoto(), 'image/jpeg');
    const course = await createCourse(owner, { title: 'With a cover', coverUrl: photo });
    expect(course.coverUrl).toEqual(expect.stringMatching(/\/courses\/\d+\/[0-9a-f-]{36}\.webp$/));
    expect(course.coverThumbnailUrl).toBe((course.coverUrl as string).replace('.webp', '-480.webp'));
    const read = async (url: string) => {
      const res = await fetchFile(url);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(hasGpsBlock(meta.exif)).toBe(false);
      return Math.max(meta.width ?? 0, meta.height ?? 0);
    };
    expect(await read(course.coverUrl as string)).toBeLessThanOrEqual(1600);
    expect(await read(course.coverThumbnailUrl as string)).toBeLessThanOrEqual(960);
    // The original upload is gone once attached; the list and the detail carry the cover.
    expect((await fetchFile(photo)).statusCode).toBe(404);
    const detail = (await call('GET', `/api/courses/${course.id}`)).json().data;
    expect(detail.coverThumbnailUrl).toBe(course.coverThumbnailUrl);
    const page = (await call('GET', '/api/courses/public?limit=50')).json().data.items;
    expect(page.find((c: { id: number }) => c.id === course.id).coverUrl).toBe(course.coverUrl);
  });

  it('keeps the cover on an edit that sends it back or leaves it out, replaces it, and removes it', async () => {
    const course = await createCourse(owner, { coverUrl: await ownUpload(owner, ownerId) });
    const url = `/api/courses/${course.id}`;
    const sentBack = await call('PUT', url, owner, body({ title: 'Kept', coverUrl: course.coverUrl }));
    expect(sentBack.json().data.coverUrl).toBe(course.coverUrl);
    const untouched = await call('PUT', url, owner, body({ title: 'Untouched' }));
    expect(untouched.json().data.coverUrl).toBe(course.coverUrl);

    // Another member cannot put their upload on it (and the owner's cover stays).
    const theirs = await ownUpload(other, await userId('other@example.com'));
    expect((await call('PUT', url, other, body({ coverUrl: theirs }))).statusCode).toBe(403);

    const replaced = (
      await call('PUT', url, owner, body({ coverUrl: await ownUpload(owner, ownerId) }))
    ).json().data;
    expect(replaced.coverUrl).not.toBe(course.coverUrl);
    expect((await fetchFile(course.coverUrl as string)).statusCode).toBe(404);
    expect((await fetchFile(course.coverThumbnailUrl as string)).statusCode).toBe(404);
    expect((await fetchFile(replaced.coverUrl)).statusCode).toBe(200);

    // Another course's stored cover is not this course's to take.
    const second = await createCourse(owner, { coverUrl: await ownUpload(owner, ownerId) });
    const taken = await call('PUT', url, owner, body({ coverUrl: second.coverUrl }));
    expect(taken.statusCode).toBe(400);
    expect((await coverColumns(course.id))?.url).toBe(replaced.coverUrl);

    const removed = (await call('PUT', url, owner, body({ coverUrl: null }))).json().data;
    expect(removed).toMatchObject({ coverUrl: null, coverThumbnailUrl: null });
    expect(await coverColumns(course.id)).toEqual({ url: null, thumb: null, keys: [] });
    expect((await fetchFile(replaced.coverUrl)).statusCode).toBe(404);
  });

  it('deletes the cover files with the course, also when an admin deletes it', async () => {
    const course = await createCourse(owner, { coverUrl: await ownUpload(owner, ownerId) });
    expect((await fetchFile(course.coverUrl as string)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/courses/${course.id}`, admin)).statusCode).toBe(200);
    expect((await fetchFile(course.coverUrl as string)).statusCode).toBe(404);
    expect((await fetchFile(course.coverThumbnailUrl as string)).statusCode).toBe(404);
  });
});
