import { COURSE_MAX_STOPS, UNKNOWN_FACTS } from '@ktravel/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { courseStops, places } from '../../db/schema.ts';
import {
  admin,
  body,
  call,
  createCourse,
  other,
  owner,
  ownerId,
  place,
  type Stop,
  setupCourseTests,
  stopAt,
  t,
} from './courses.test-fixtures.ts';

setupCourseTests();

describe('POST /api/courses', () => {
  it('refuses an anonymous caller', async () => {
    const res = await call('POST', '/api/courses', undefined, body());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title'],
    ['no stops', { stops: [] }, 'stops'],
    [
      'more stops than COURSE_MAX_STOPS',
      {
        stops: Array.from({ length: COURSE_MAX_STOPS + 1 }, (_, i) => ({
          order: i + 1,
          name: `Stop ${i + 1}`,
          lat: 37.5,
          lng: 127,
        })),
      },
      'stops',
    ],
    ['a latitude out of range', { stops: [{ order: 1, name: 'X', lat: 91, lng: 127 }] }, 'stops.0.lat'],
    ['a longitude out of range', { stops: [{ order: 1, name: 'X', lat: 37, lng: -181 }] }, 'stops.0.lng'],
    ['a visibility outside the list', { visibility: 'friends' }, 'visibility'],
    ['a category outside the list', { category: 'nightlife' }, 'category'],
    [
      'a gap in the stop order',
      {
        stops: [
          { order: 1, name: 'A', lat: 37.5, lng: 127 },
          { order: 3, name: 'B', lat: 37.5, lng: 127 },
        ],
      },
      'stops',
    ],
    [
      'a repeated stop order',
      {
        stops: [
          { order: 1, name: 'A', lat: 37.5, lng: 127 },
          { order: 1, name: 'B', lat: 37.5, lng: 127 },
        ],
      },
      'stops',
    ],
  ])('answers 400 for %s, naming the field', async (_label, overrides, field) => {
    const res = await call('POST', '/api/courses', owner, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('creates a course with defaults, stops in order and linked to our places where known', async () => {
    const tower = place['N Seoul Tower']!;
    const res = await call('POST', '/api/courses', owner, {
      title: '  Seoul highlights  ',
      stops: [
        // Our id as text (catalogue search result) near the stop: linked.
        stopAt('N Seoul Tower', 2, { externalId: String(tower.id) }),
        stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id }),
        // An unknown place id is simply not linked.
        {
          order: 3,
          name: 'Somewhere new',
          lat: 37.55,
          lng: 126.99,
          placeId: 999_999,
          externalId: 'ChIJunknown',
        },
        // A numeric outside id that happens to be one of our ids, but far away (a Kakao id): not linked.
        { order: 4, name: 'Kakao place', lat: 35.1, lng: 129.0, externalId: String(tower.id) },
      ],
    });
    expect(res.statusCode).toBe(201);
    const course = res.json().data;
    expect(course).toMatchObject({
      title: 'Seoul highlights',
      visibility: 'public',
      category: 'all',
      authorId: ownerId,
      author: { id: ownerId, name: 'Owner', email: 'owner@example.com' },
      isAdvertisement: false,
      shareCount: 0,
      saveCount: 0,
      commentCount: 0,
      isSaved: false,
    });
    expect(course.created_at).toBe(course.createdAt);
    expect(new Date(course.createdAt).toISOString()).toBe(course.createdAt);
    expect(course.stops.map((s: Stop) => [s.order, s.name, s.placeId])).toEqual([
      [1, 'Gyeongbokgung Palace', place['Gyeongbokgung Palace']!.id],
      [2, 'N Seoul Tower', tower.id],
      [3, 'Somewhere new', null],
      [4, 'Kakao place', null],
    ]);
    expect(course.stops[0]).toEqual({
      id: expect.any(Number),
      order: 1,
      name: 'Gyeongbokgung Palace',
      lat: place['Gyeongbokgung Palace']!.lat,
      lng: place['Gyeongbokgung Palace']!.lng,
      externalId: null,
      placeId: place['Gyeongbokgung Palace']!.id,
      placeName: 'Gyeongbokgung Palace',
      placeNameKo: '경복궁',
      placeNameZh: '景福宫',
      placeNameJa: '景福宮',
      placeNameZhHant: '景福宮',
      address: '161 Sajik-ro, Jongno-gu, Seoul',
      addressKo: '서울특별시 종로구 사직로 161',
      addressZh: '首尔特别市钟路区社稷路161',
      addressJa: expect.stringMatching(/社稷路161/),
      addressZhHant: expect.stringMatching(/社稷路161/),
      phone: null,
      photoUrl: null,
      description: expect.any(String),
      descriptionKo: expect.stringMatching(/궁궐/),
      descriptionZh: expect.stringMatching(/景福宫/),
      descriptionJa: expect.stringMatching(/宮殿/),
      descriptionZhHant: expect.stringMatching(/景福宮/),
      category: 'travel',
      types: [],
      // What works there: nothing known about the palace in the seed (DESIGN §8.6).
      facts: UNKNOWN_FACTS,
      // The four demo reviews of the palace.
      reviewAverage: 4.5,
      reviewCount: 4,
      // An old-style stop (no day, time or duration): day 1, no time (DESIGN §8.1).
      day: 1,
      time: null,
      durationMinutes: null,
      // No cost given, and the palace's usual cost is not known (DESIGN §8.7).
      costKrw: null,
      usualCostKrw: null,
    });
    expect(course).toMatchObject({ startDate: null, dayCount: 1 });
    expect(course.stops[2]).toMatchObject({
      externalId: 'ChIJunknown',
      placeName: null,
      placeNameKo: null,
      placeNameZh: null,
      address: null,
      category: null,
      types: [],
      facts: null,
    });
  });

  it('fills the photo and types from the linked place', async () => {
    const gb = place['Gyeongbokgung Palace']!.id;
    await t.database.db
      .update(places)
      .set({ photoUrl: 'https://images.example/gb.jpg', sourceTypesJson: ['tourist_attraction', 'museum'] })
      .where(eq(places.id, gb));
    const course = await createCourse(owner);
    const stop = (course.stops as { photoUrl: string; types: string[] }[])[0]!;
    expect(stop.photoUrl).toBe(`/api/places/photo?name=${encodeURIComponent(`place/${gb}`)}`);
    expect(stop.types).toEqual(['tourist_attraction', 'museum']);
  });
});

describe('reading courses', () => {
  let publicId: number;
  let privateId: number;
  beforeAll(async () => {
    publicId = (await createCourse(owner, { title: 'Owner public' })).id;
    privateId = (await createCourse(owner, { title: 'Owner private', visibility: 'private' })).id;
  });

  it('shows a public course to anyone, the email only to its author and admins', async () => {
    const anon = await call('GET', `/api/courses/${publicId}`);
    expect(anon.statusCode).toBe(200);
    expect(anon.json().data.author.email).toBeNull();
    expect(anon.json().data.isSaved).toBe(false);
    expect((await call('GET', `/api/courses/${publicId}`, other)).json().data.author.email).toBeNull();
    expect((await call('GET', `/api/courses/${publicId}`, owner)).json().data.author.email).toBe(
      'owner@example.com',
    );
    expect((await call('GET', `/api/courses/${publicId}`, admin)).json().data.author.email).toBe(
      'owner@example.com',
    );
  });

  it('hides a private course from everyone but its author and admins, as if missing', async () => {
    for (const cookie of [undefined, other]) {
      const res = await call('GET', `/api/courses/${privateId}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('COURSE_NOT_FOUND');
    }
    expect((await call('GET', `/api/courses/${privateId}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/courses/${privateId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/courses/999999')).json().error.code).toBe('COURSE_NOT_FOUND');
    expect((await call('GET', '/api/courses/abc')).statusCode).toBe(400);
  });

  it('lists public courses newest first, paged, without private ones', async () => {
    const res = await call('GET', '/api/courses/public?limit=100');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const ids = data.items.map((c: { id: number }) => c.id);
    expect(ids).toContain(publicId);
    expect(ids).not.toContain(privateId);
    expect(data.items.every((c: { visibility: string }) => c.visibility === 'public')).toBe(true);
    const times = data.items.map((c: { createdAt: string }) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const publicRows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from courses where visibility = 'public'`,
    );
    expect(data.total).toBe(publicRows[0]!.n);
    expect(data.items[0].stops.length).toBeGreaterThan(0);

    const page = (await call('GET', '/api/courses/public')).json().data;
    expect(page).toMatchObject({
      page: 1,
      limit: 10,
      total: data.total,
      totalPages: Math.ceil(data.total / 10),
    });
    const page2 = (await call('GET', '/api/courses/public?page=2&limit=2')).json().data;
    expect(page2.items.map((c: { id: number }) => c.id)).toEqual(ids.slice(2, 4));
    const beyond = (await call('GET', '/api/courses/public?page=999')).json().data;
    expect(beyond).toMatchObject({ items: [], total: data.total });
    expect((await call('GET', '/api/courses/public?limit=101')).statusCode).toBe(400);
  });

  it('lists every course for admins only, private ones included', async () => {
    expect((await call('GET', '/api/courses/admin/all')).statusCode).toBe(401);
    const member = await call('GET', '/api/courses/admin/all', other);
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('FORBIDDEN');
    const res = await call('GET', '/api/courses/admin/all?limit=100', admin);
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json();
    const all = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from courses`);
    expect(pagination).toEqual({ page: 1, limit: 100, total: all[0]!.n, totalPages: 1 });
    expect(data.map((c: { id: number }) => c.id)).toContain(privateId);
    expect(data.find((c: { id: number }) => c.id === privateId).author.email).toBe('owner@example.com');
    expect((await call('GET', '/api/courses/admin/all', admin)).json().pagination.limit).toBe(20);
  });

  it("answers ?me=true with the member's own and saved courses", async () => {
    expect((await call('GET', '/api/courses?me=true')).statusCode).toBe(401);
    const mine = (await call('GET', '/api/courses?me=true', owner)).json().data;
    const titles = mine.myCourses.map((c: { title: string }) => c.title);
    expect(titles.slice(0, 2)).toEqual(['Owner private', 'Owner public']);
    expect(mine.myCourses.every((c: { authorId: number }) => c.authorId === ownerId)).toBe(true);
    expect(mine.savedCourses).toEqual([]);
    const theirs = (await call('GET', '/api/courses?me=true', other)).json().data;
    expect(theirs.myCourses).toEqual([]);
  });
});

describe('changing and deleting courses', () => {
  let courseId: number;
  let privateId: number;
  beforeAll(async () => {
    courseId = (await createCourse(owner, { title: 'To edit' })).id;
    privateId = (await createCourse(owner, { title: 'Private to edit', visibility: 'private' })).id;
  });

  it('refuses an anonymous caller, another member, and an admin (who may not rewrite content)', async () => {
    expect((await call('PUT', `/api/courses/${courseId}`, undefined, body())).statusCode).toBe(401);
    const member = await call('PUT', `/api/courses/${courseId}`, other, body());
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('FORBIDDEN');
    expect((await call('PUT', `/api/courses/${courseId}`, admin, body())).statusCode).toBe(403);
    const hidden = await call('PUT', `/api/courses/${privateId}`, other, body());
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('COURSE_NOT_FOUND');
    expect((await call('PUT', '/api/courses/999999', owner, body())).statusCode).toBe(404);
    expect((await call('PUT', `/api/courses/${courseId}`, owner, body({ title: '' }))).statusCode).toBe(400);
  });

  it('replaces the fields and the stops for the owner', async () => {
    const before = (await call('GET', `/api/courses/${courseId}`, owner)).json().data;
    const res = await call(
      'PUT',
      `/api/courses/${courseId}`,
      owner,
      body({
        title: 'Edited',
        visibility: 'private',
        category: 'food',
        stops: [stopAt('Tosokchon Samgyetang', 1), stopAt('N Seoul Tower', 2)],
      }),
    );
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ id: courseId, title: 'Edited', visibility: 'private', category: 'food' });
    expect(after.stops.map((s: Stop) => s.name)).toEqual(['Tosokchon Samgyetang', 'N Seoul Tower']);
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    const rows = await t.database.db.select().from(courseStops).where(eq(courseStops.courseId, courseId));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.id)).not.toContain(before.stops[0].id);
  });

  it('lets admins flag advertisements, and nobody else', async () => {
    const url = `/api/courses/${courseId}/advertisement`;
    expect((await call('PUT', url, undefined, { isAdvertisement: true })).statusCode).toBe(401);
    expect((await call('PUT', url, owner, { isAdvertisement: true })).statusCode).toBe(403);
    expect((await call('PUT', url, other, { isAdvertisement: true })).statusCode).toBe(403);
    const res = await call('PUT', url, admin, { isAdvertisement: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isAdvertisement).toBe(true);
    expect((await call('PUT', url, admin, { isAdvertisement: 'yes' })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/courses/999999/advertisement', admin, { isAdvertisement: true })).statusCode,
    ).toBe(404);
    await call('PUT', url, admin, { isAdvertisement: false });
  });

  it('lets the owner and admins change visibility; others get 403, or 404 when they cannot see it', async () => {
    const url = `/api/courses/${courseId}/visibility`;
    expect((await call('PUT', url, undefined, { visibility: 'public' })).statusCode).toBe(401);
    // Private now (edited above): another member cannot even see it.
    expect((await call('PUT', url, other, { visibility: 'public' })).statusCode).toBe(404);
    const mine = await call('PUT', url, owner, { visibility: 'public' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.visibility).toBe('public');
    const forbidden = await call('PUT', url, other, { visibility: 'private' });
    expect(forbidden.statusCode).toBe(403);
    expect((await call('PUT', url, admin, { visibility: 'private' })).json().data.visibility).toBe('private');
    expect((await call('PUT', url, owner, { visibility: 'hidden' })).statusCode).toBe(400);
    await call('PUT', url, owner, { visibility: 'public' });
  });

  it('deletes for the owner or an admin only, with the stops', async () => {
    expect((await call('DELETE', `/api/courses/${courseId}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/courses/${courseId}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/courses/${privateId}`, other)).statusCode).toBe(404);
    const res = await call('DELETE', `/api/courses/${courseId}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await call('GET', `/api/courses/${courseId}`, owner)).statusCode).toBe(404);
    expect(await t.database.db.select().from(courseStops).where(eq(courseStops.courseId, courseId))).toEqual(
      [],
    );
    const again = await call('DELETE', `/api/courses/${courseId}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('COURSE_NOT_FOUND');
    expect((await call('DELETE', `/api/courses/${privateId}`, admin)).statusCode).toBe(200);
  });
});
