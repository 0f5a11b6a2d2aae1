import { communityUploadKey } from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminActions, courseStops, courses, places, users } from '../../db/schema.ts';
import { uploadImage } from '../uploads/uploads.test-support.ts';
import { admin, get, idOf, member, send, setupPlacesTests, t } from './places.test-fixtures.ts';

// Admin place photos go through the real uploads module (its local driver: a temporary folder).
setupPlacesTests();

let serial = 0;
const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const uploadAs = async (cookie: string, email: string) =>
  uploadImage(t.app, cookie, communityUploadKey(await userId(email), 'place.png', ++serial));
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const photoColumns = async (id: number) =>
  (
    await t.database.db
      .select({ url: places.photoUrl, thumb: places.photoThumbnailUrl, keys: places.photoKeys })
      .from(places)
      .where(eq(places.id, id))
  )[0]!;

describe('admin place photos', () => {
  it('refuses a member, who cannot put a photo on a place even with their own upload', async () => {
    const id = await idOf('Deoksugung Palace');
    const mine = await uploadAs(member, 'member@example.com');
    const res = await send('PUT', `/api/places/${id}`, { name: 'Deoksugung Palace', imageUrl: mine }, member);
    expect(res.statusCode).toBe(403);
    expect((await photoColumns(id)).keys).toEqual([]);
  });

  it('stores an uploaded photo re-encoded with a thumbnail, shown by the list, the detail and course stops', async () => {
    const id = await idOf('Deoksugung Palace');
    const upload = await uploadAs(admin, 'admin@example.com');
    const res = await send(
      'PUT',
      `/api/places/${id}`,
      { name: 'Deoksugung Palace', imageUrl: upload },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const place = res.json().data;
    expect(place.photoUrl).toEqual(
      expect.stringMatching(/^\/api\/uploads\/files\/places\/\d+\/[0-9a-f-]{36}\.webp$/),
    );
    expect(place.photoThumbnailUrl).toBe(place.photoUrl.replace('.webp', '-480.webp'));
    const image = await fetchFile(place.photoThumbnailUrl);
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    expect((await fetchFile(upload)).statusCode).toBe(404);
    expect((await get(`/api/places/${id}`)).json().data.photoThumbnailUrl).toBe(place.photoThumbnailUrl);
    const listed = (await get(`/api/places?q=${encodeURIComponent('Deoksugung')}&pageSize=5`)).json().data
      .items;
    expect(listed.find((p: { id: number }) => p.id === id).photoUrl).toBe(place.photoUrl);
    // A course stop linked to the place shows the thumbnail.
    const [course] = await t.database.db
      .insert(courses)
      .values({ title: 'Palace walk', authorId: await userId('member@example.com') })
      .returning({ id: courses.id });
    await t.database.db.insert(courseStops).values({
      courseId: course!.id,
      order: 1,
      name: 'Deoksugung',
      lat: 37.5658,
      lng: 126.9751,
      placeId: id,
    });
    const stop = (await get(`/api/courses/${course!.id}`)).json().data.stops[0];
    expect(stop.photoUrl).toBe(place.photoThumbnailUrl);
    // The audit trail names the photo change, not its derived columns.
    const [audit] = await t.database.db
      .select({ after: adminActions.after })
      .from(adminActions)
      .where(eq(adminActions.targetId, id))
      .orderBy(adminActions.id);
    expect(Object.keys(audit!.after as object)).toEqual(['photoUrl']);
  });

  it('replaces an uploaded photo by an outside URL (files deleted), keeps it when sent back, and removes it', async () => {
    const id = await idOf('Deoksugung Palace');
    const edit = (imageUrl: string | null) =>
      send('PUT', `/api/places/${id}`, { name: 'Deoksugung Palace', imageUrl }, admin);
    const stored = (await edit(await uploadAs(admin, 'admin@example.com'))).json().data;
    expect((await edit(stored.photoUrl)).json().data.photoUrl).toBe(stored.photoUrl);

    const outside = (await edit('https://example.com/deoksugung.jpg')).json().data;
    expect(outside).toMatchObject({
      photoUrl: `/api/places/photo?name=${encodeURIComponent(`place/${id}`)}`,
      photoThumbnailUrl: null,
    });
    expect((await fetchFile(stored.photoUrl)).statusCode).toBe(404);
    expect((await fetchFile(stored.photoThumbnailUrl)).statusCode).toBe(404);
    expect((await photoColumns(id)).url).toBe('https://example.com/deoksugung.jpg');

    expect((await edit(null)).json().data).toMatchObject({ photoUrl: null, photoThumbnailUrl: null });
    expect(await photoColumns(id)).toEqual({ url: null, thumb: null, keys: [] });
    // A path that is not an uploaded file is refused by the contract.
    expect((await edit('/etc/passwd')).statusCode).toBe(400);
  });

  it('adds a marker with an uploaded photo, and deletes the files with the place', async () => {
    const res = await send(
      'POST',
      '/api/places/add',
      {
        placeId: 'ChIJphotocafe',
        source: 'google',
        name: 'Photo Cafe',
        category: 'K-Cafe',
        imageUrl: await uploadAs(admin, 'admin@example.com'),
        lat: 37.5446,
        lng: 127.0557,
      },
      admin,
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.photoThumbnailUrl).toEqual(expect.stringContaining(`/places/${created.id}/`));
    expect((await fetchFile(created.photoUrl)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/places/admin/${created.id}`, undefined, admin)).statusCode).toBe(200);
    expect((await fetchFile(created.photoUrl)).statusCode).toBe(404);
    expect((await fetchFile(created.photoThumbnailUrl)).statusCode).toBe(404);
  });
});
