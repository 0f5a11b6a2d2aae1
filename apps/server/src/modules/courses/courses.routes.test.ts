import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  courseComments,
  courseSaves,
  courseShares,
  courseStops,
  courses,
  places,
  users,
} from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helpers.ts';

const INDEX_HTML =
  '<!doctype html>\n<html lang="ko">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="K-Travel app" />\n    <title>K-Travel</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const PUBLIC_URL = 'https://ktravel.example';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-courses-web-'));
let t: TestApp;
let owner: string;
let other: string;
let admin: string;
let ownerId: number;
const place: Record<string, { id: number; lat: number; lng: number }> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

interface Stop {
  order: number;
  name: string;
  lat: number;
  lng: number;
  externalId?: string | null;
  placeId?: number | null;
}
const stopAt = (key: string, order: number, extra: Partial<Stop> = {}): Stop => ({
  order,
  name: key,
  lat: place[key]!.lat,
  lng: place[key]!.lng,
  ...extra,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Palaces and tea',
  stops: [stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id })],
  ...overrides,
});
async function createCourse(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/courses', cookie, body(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; [key: string]: unknown };
}
const counts = async (id: number) =>
  (
    await t.database.db
      .select({ save: courses.saveCount, share: courses.shareCount, comment: courses.commentCount })
      .from(courses)
      .where(eq(courses.id, id))
  )[0]!;

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
  await seedAll(t.database.db);
  for (const name of [
    'Gyeongbokgung Palace',
    'N Seoul Tower',
    'Tosokchon Samgyetang',
    'Gamcheon Culture Village',
  ]) {
    const row = (
      await t.database.db
        .select({ id: places.id, lat: places.lat, lng: places.lng })
        .from(places)
        .where(eq(places.name, name))
    )[0];
    if (!row) throw new Error(`seed place ${name} missing`);
    place[name] = row;
  }
  owner = await signIn(t.app, 'owner@example.com', 'Owner');
  other = await signIn(t.app, 'other@example.com', 'Other');
  admin = await signIn(t.app, 'admin@example.com', 'Admin');
  ownerId = (
    await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'))
  )[0]!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

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
      '31 stops',
      {
        stops: Array.from({ length: 31 }, (_, i) => ({
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
      address: '161 Sajik-ro, Jongno-gu, Seoul',
      photoUrl: null,
      description: expect.any(String),
      category: 'travel',
      types: [],
    });
    expect(course.stops[2]).toMatchObject({
      externalId: 'ChIJunknown',
      placeName: null,
      placeNameKo: null,
      placeNameZh: null,
      address: null,
      category: null,
      types: [],
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

describe('saving courses', () => {
  let courseId: number;
  let privateId: number;
  beforeAll(async () => {
    courseId = (await createCourse(owner, { title: 'To save' })).id;
    privateId = (await createCourse(owner, { title: 'Private to save', visibility: 'private' })).id;
  });

  it('refuses an anonymous caller and the author', async () => {
    expect((await call('POST', `/api/courses/${courseId}/save`)).statusCode).toBe(401);
    const own = await call('POST', `/api/courses/${courseId}/save`, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('CANNOT_SAVE_OWN_COURSE');
    const hidden = await call('POST', `/api/courses/${privateId}/save`, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('COURSE_NOT_FOUND');
    expect((await call('POST', '/api/courses/999999/save', other)).statusCode).toBe(404);
  });

  it('saves once, refuses a duplicate with 409, and shows it as saved', async () => {
    const res = await call('POST', `/api/courses/${courseId}/save`, other);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ courseId, saved: true, saveCount: 1, savedAt: expect.any(String) });
    const dup = await call('POST', `/api/courses/${courseId}/save`, other);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('ALREADY_SAVED');
    expect((await counts(courseId)).save).toBe(1);
    expect((await call('GET', `/api/courses/${courseId}`, other)).json().data).toMatchObject({
      isSaved: true,
      saveCount: 1,
    });
    expect((await call('GET', `/api/courses/${courseId}`)).json().data.isSaved).toBe(false);
    expect((await call('GET', `/api/courses/${courseId}`, owner)).json().data.isSaved).toBe(false);
    const admins = await call('POST', `/api/courses/${courseId}/save`, admin);
    expect(admins.json().data.saveCount).toBe(2);
  });

  it('lists saved courses newest save first with savedAt', async () => {
    const second = (await createCourse(owner, { title: 'Saved second' })).id;
    await call('POST', `/api/courses/${second}/save`, other);
    const mine = (await call('GET', '/api/courses?me=true', other)).json().data;
    expect(mine.savedCourses.map((c: { id: number }) => c.id)).toEqual([second, courseId]);
    expect(mine.savedCourses[0]).toMatchObject({ isSaved: true, savedAt: expect.any(String) });
    expect(mine.savedCourses[0].savedAt >= mine.savedCourses[1].savedAt).toBe(true);
    // A saved course its author made private leaves the saver's list.
    await call('PUT', `/api/courses/${second}/visibility`, owner, { visibility: 'private' });
    const after = (await call('GET', '/api/courses?me=true', other)).json().data;
    expect(after.savedCourses.map((c: { id: number }) => c.id)).toEqual([courseId]);
  });

  it('unsaves, and answers 404 NOT_SAVED when it was not saved', async () => {
    expect((await call('DELETE', `/api/courses/${courseId}/save`)).statusCode).toBe(401);
    const res = await call('DELETE', `/api/courses/${courseId}/save`, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ courseId, saved: false, saveCount: 1, savedAt: null });
    const again = await call('DELETE', `/api/courses/${courseId}/save`, other);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_SAVED');
    expect((await counts(courseId)).save).toBe(1);
    const hidden = await call('DELETE', `/api/courses/${privateId}/save`, other);
    expect(hidden.json().error.code).toBe('COURSE_NOT_FOUND');
  });

  it('keeps the count exact under concurrent saves', async () => {
    const id = (await createCourse(owner, { title: 'Popular' })).id;
    const savers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(t.app, `saver${i}@example.com`, `Saver ${i}`)),
    );
    const results = await Promise.all(savers.map((c) => call('POST', `/api/courses/${id}/save`, c)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect((await counts(id)).save).toBe(6);
  });
});

describe('sharing courses', () => {
  let courseId: number;
  let privateId: number;
  beforeAll(async () => {
    courseId = (await createCourse(owner, { title: 'To share' })).id;
    privateId = (await createCourse(owner, { title: 'Private to share', visibility: 'private' })).id;
  });
  const share = (id: number, cookie?: string) => call('POST', `/api/courses/${id}/share`, cookie);

  it('counts a member once', async () => {
    const first = await share(courseId, other);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ courseId, shareCount: 1, counted: true });
    const second = await share(courseId, other);
    expect(second.json().data).toEqual({ courseId, shareCount: 1, counted: false });
    expect((await share(courseId, owner)).json().data).toEqual({ courseId, shareCount: 2, counted: true });
  });

  it('counts an anonymous browser session once, through a signed HttpOnly cookie', async () => {
    const first = await share(courseId);
    expect(first.json().data).toMatchObject({ shareCount: 3, counted: true });
    const cookie = first.cookies.find((c) => c.name === 'ktravel_anon');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    const jar = `ktravel_anon=${cookie!.value}`;
    const repeat = await share(courseId, jar);
    expect(repeat.json().data).toEqual({ courseId, shareCount: 3, counted: false });
    expect(repeat.cookies.find((c) => c.name === 'ktravel_anon')).toBeUndefined();
    // Another browser counts again; a forged cookie is not trusted and starts a new session.
    expect((await share(courseId)).json().data).toMatchObject({ shareCount: 4, counted: true });
    const forged = await share(courseId, 'ktravel_anon=abc.def');
    expect(forged.json().data).toMatchObject({ shareCount: 5, counted: true });
    const keys = await t.database.db
      .select({ key: courseShares.sharerKey })
      .from(courseShares)
      .where(eq(courseShares.courseId, courseId));
    expect(keys.filter((k) => k.key.startsWith('s:')).every((k) => /^s:[0-9a-f]{64}$/.test(k.key))).toBe(
      true,
    );
    expect((await counts(courseId)).share).toBe(5);
  });

  it('answers 404 for a private course the caller cannot see', async () => {
    expect((await share(privateId)).statusCode).toBe(404);
    expect((await share(privateId, other)).json().error.code).toBe('COURSE_NOT_FOUND');
    expect((await share(privateId, owner)).statusCode).toBe(200);
  });
});

describe('GET /api/courses/monthly-best', () => {
  let lastMonthId: number;
  let thisMonthId: number;
  let privateId: number;
  beforeAll(async () => {
    lastMonthId = (await createCourse(owner, { title: 'Popular last month' })).id;
    thisMonthId = (await createCourse(owner, { title: 'Popular this month' })).id;
    privateId = (await createCourse(owner, { title: 'Private and popular', visibility: 'private' })).id;
    const people = await t.database.db.select({ id: users.id }).from(users).limit(5);
    const seoulMonthStart = sql`(date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;
    const db = t.database.db;
    // Three saves and a share one second before the month began in Seoul: they must not count.
    await db.insert(courseSaves).values(
      people.slice(0, 3).map((p) => ({
        courseId: lastMonthId,
        userId: p.id,
        createdAt: sql`${seoulMonthStart} - interval '1 second'`,
      })),
    );
    await db.insert(courseShares).values({
      courseId: lastMonthId,
      sharerKey: 's:old',
      createdAt: sql`${seoulMonthStart} - interval '1 second'`,
    });
    // One save one second after the month began in Seoul (still the previous month in UTC): it counts.
    await db.insert(courseSaves).values({
      courseId: thisMonthId,
      userId: people[0]!.id,
      createdAt: sql`${seoulMonthStart} + interval '1 second'`,
    });
    await db.insert(courseShares).values({ courseId: thisMonthId, sharerKey: 's:new' });
    await db
      .insert(courseSaves)
      .values(people.slice(0, 4).map((p) => ({ courseId: privateId, userId: p.id })));
  });

  type Best = {
    id: number;
    isAdvertisement: boolean;
    monthlyScore: number;
    monthlySaves: number;
    monthlyShares: number;
    saveCount: number;
    visibility: string;
  };
  const best = async (query = '?limit=100') => {
    const res = await call('GET', `/api/courses/monthly-best${query}`);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as Best[];
  };

  it('counts only saves and shares made this month in Asia/Seoul', async () => {
    const list = await best();
    const last = list.find((c) => c.id === lastMonthId)!;
    const now = list.find((c) => c.id === thisMonthId)!;
    expect(last).toMatchObject({ monthlySaves: 0, monthlyShares: 0, monthlyScore: 0, saveCount: 3 });
    expect(now).toMatchObject({ monthlySaves: 1, monthlyShares: 1, monthlyScore: 2, saveCount: 1 });
    expect(list.findIndex((c) => c.id === thisMonthId)).toBeLessThan(
      list.findIndex((c) => c.id === lastMonthId),
    );
  });

  it('puts advertisements first, then ranks by the month, keeps unscored courses, and leaves private ones out', async () => {
    await call('PUT', `/api/courses/${lastMonthId}/advertisement`, admin, { isAdvertisement: true });
    const list = await best();
    expect(list.map((c) => c.id)).not.toContain(privateId);
    expect(list.every((c) => c.visibility === 'public')).toBe(true);
    const ads = list.filter((c) => c.isAdvertisement);
    expect(ads.map((c) => c.id)).toContain(lastMonthId);
    expect(list.slice(0, ads.length).every((c) => c.isAdvertisement)).toBe(true);
    const rest = list.slice(ads.length);
    for (let i = 1; i < rest.length; i++) {
      expect(rest[i - 1]!.monthlyScore).toBeGreaterThanOrEqual(rest[i]!.monthlyScore);
    }
    expect(rest.some((c) => c.monthlyScore === 0)).toBe(true);
    const publicTotal = (await call('GET', '/api/courses/public')).json().data.total;
    expect(list).toHaveLength(Math.min(100, publicTotal));
  });

  it('takes a limit of 1 to 100, 50 by default', async () => {
    expect(await best('?limit=2')).toHaveLength(2);
    expect((await call('GET', '/api/courses/monthly-best?limit=101')).statusCode).toBe(400);
    expect((await call('GET', '/api/courses/monthly-best?limit=0')).statusCode).toBe(400);
  });
});

describe('counters after deletes', () => {
  it('stay exact when a user who saved, shared and commented is deleted', async () => {
    const id = (await createCourse(owner, { title: 'Counted' })).id;
    const leaver = await signIn(t.app, 'leaver@example.com', 'Leaver');
    await call('POST', `/api/courses/${id}/save`, leaver);
    await call('POST', `/api/courses/${id}/save`, other);
    await call('POST', `/api/courses/${id}/share`, leaver);
    await call('POST', `/api/comments/course/${id}`, leaver, { content: 'First' });
    await call('POST', `/api/comments/course/${id}`, leaver, { content: 'Second' });
    await call('POST', `/api/comments/course/${id}`, other, { content: 'Third' });
    expect(await counts(id)).toEqual({ save: 2, share: 1, comment: 3 });

    await t.database.db.delete(users).where(eq(users.email, 'leaver@example.com'));
    const after = await counts(id);
    expect(after).toEqual({ save: 1, share: 1, comment: 1 });
    // The share stays (it happened), detached from the deleted account; every counter equals its rows.
    const rows = await queryRows<{ saves: number; shares: number; comments: number }>(
      t.database.db,
      sql`select (select count(*) from ${courseSaves} where course_id = ${id})::int as saves,
                 (select count(*) from ${courseShares} where course_id = ${id})::int as shares,
                 (select count(*) from ${courseComments} where course_id = ${id})::int as comments`,
    );
    expect(rows[0]).toEqual({ saves: after.save, shares: after.share, comments: after.comment });
    expect((await call('GET', `/api/courses/${id}`)).json().data).toMatchObject({
      saveCount: 1,
      shareCount: 1,
      commentCount: 1,
    });
  });

  it("remove the author's courses with the author, and the public total follows", async () => {
    const leaver = await signIn(t.app, 'author-leaver@example.com', 'Author leaver');
    const before = (await call('GET', '/api/courses/public')).json().data.total;
    await createCourse(leaver, { title: 'Goes away' });
    expect((await call('GET', '/api/courses/public')).json().data.total).toBe(before + 1);
    await t.database.db.delete(users).where(eq(users.email, 'author-leaver@example.com'));
    expect((await call('GET', '/api/courses/public')).json().data.total).toBe(before);
  });
});

describe('GET /api/courses/:id/export.gpx', () => {
  it('exports the stops as waypoints and a route in order, escaped', async () => {
    const course = await createCourse(owner, {
      title: 'Tea <&> "Talk" 서울',
      stops: [
        stopAt('N Seoul Tower', 2),
        stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id }),
        { order: 3, name: 'Café <Moon> & "Sun"', lat: 37.5, lng: 127.01 },
      ],
    });
    const res = await call('GET', `/api/courses/${course.id}/export.gpx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/gpx+xml');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.gpx"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/filename="[^"]*[<>&"][^"]*\.gpx"/);
    expect(disposition).toContain('filename="Tea-Talk.gpx"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Tea & Talk 서울.gpx');

    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<gpx version="1.1"');
    const xmlText = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    const metadataName = /<metadata>\s*<name>([^<]*)<\/name>/.exec(xml)![1]!;
    expect(metadataName).toBe('Tea &lt;&amp;&gt; &quot;Talk&quot; 서울');
    expect(xmlText(metadataName)).toBe('Tea <&> "Talk" 서울');
    const points = (tag: string) =>
      [
        ...xml.matchAll(
          new RegExp(
            `<${tag} lat="([^"]+)" lon="([^"]+)">\\s*<name>([^<]*)</name>(?:\\s*<desc>([^<]*)</desc>)?`,
            'g',
          ),
        ),
      ].map((m) => ({
        lat: Number(m[1]),
        lon: Number(m[2]),
        name: xmlText(m[3]!),
        desc: m[4] ? xmlText(m[4]) : null,
      }));
    const wpts = points('wpt');
    expect(wpts.map((p) => p.name)).toEqual(['Gyeongbokgung Palace', 'N Seoul Tower', 'Café <Moon> & "Sun"']);
    expect(wpts[0]).toMatchObject({
      lat: place['Gyeongbokgung Palace']!.lat,
      lon: place['Gyeongbokgung Palace']!.lng,
      desc: '161 Sajik-ro, Jongno-gu, Seoul',
    });
    expect(points('rtept').map((p) => p.name)).toEqual(wpts.map((p) => p.name));
    expect(xml.match(/<rte>/g)).toHaveLength(1);
    // Nothing unescaped slipped through: every & starts an entity.
    expect(xml.replace(/&(lt|gt|amp|quot|apos);/g, '')).not.toContain('&');
  });

  it('is as private as the course', async () => {
    const course = await createCourse(owner, { title: 'Secret route', visibility: 'private' });
    expect((await call('GET', `/api/courses/${course.id}/export.gpx`)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}/export.gpx`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}/export.gpx`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/courses/999999/export.gpx')).statusCode).toBe(404);
  });
});

describe('shared course links (Open Graph)', () => {
  const meta = (html: string, key: string) => {
    const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
    return m ? m[1] : undefined;
  };

  it('answers a public course page with preview meta, escaped, with absolute URLs', async () => {
    const gb = place['Gyeongbokgung Palace']!.id;
    await t.database.db
      .update(places)
      .set({ photoUrl: 'https://images.example/gb.jpg' })
      .where(eq(places.id, gb));
    const course = await createCourse(owner, {
      title: 'Night <walk> & "view"',
      stops: [
        { order: 1, name: 'Meeting point', lat: 37.55, lng: 126.98 },
        // Saved from a search in Chinese: the card names the linked place in English.
        { ...stopAt('Gyeongbokgung Palace', 2, { placeId: gb }), name: '景福宫' },
        stopAt('N Seoul Tower', 3),
        stopAt('Tosokchon Samgyetang', 4),
      ],
    });
    for (const prefix of ['/kcourse', '/courses']) {
      const res = await t.app.inject({ url: `${prefix}/${course.id}?returnTo=%2Fkcourse` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Night &lt;walk&gt; &amp; &quot;view&quot; · K-Travel</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'og:site_name')).toBe('K-Travel');
      expect(meta(html, 'og:title')).toBe('Night &lt;walk&gt; &amp; &quot;view&quot;');
      expect(meta(html, 'og:description')).toContain('4 stops');
      expect(meta(html, 'og:description')).toContain('Meeting point → Gyeongbokgung Palace → N Seoul Tower');
      expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/kcourse/${course.id}`);
      expect(meta(html, 'og:image')).toBe(
        `${PUBLIC_URL}/api/places/photo?name=${encodeURIComponent(`place/${gb}`)}`,
      );
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
      expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
      expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it("shows the site's card when no stop has a photo", async () => {
    const course = await createCourse(owner, {
      title: 'Plain',
      stops: [{ order: 1, name: 'Only stop', lat: 37.5, lng: 127 }],
    });
    const html = (await t.app.inject({ url: `/kcourse/${course.id}` })).body;
    expect(meta(html, 'og:description')).toContain('1 stop');
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/og-image\.jpg$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('serves the plain app for a private, missing or non-numeric course', async () => {
    const course = await createCourse(owner, { title: 'Hidden course', visibility: 'private' });
    for (const url of [`/kcourse/${course.id}`, `/courses/${course.id}`, '/kcourse/999999', '/kcourse/abc']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
    expect((await t.app.inject({ url: '/kcourse' })).body).toBe(INDEX_HTML);
  });
});

describe('cached reads stay current', () => {
  it("show a place's new details, the author's new name and new counts at once", async () => {
    const tosokchon = place['Tosokchon Samgyetang']!.id;
    const course = await createCourse(owner, {
      title: 'Cache check',
      stops: [stopAt('Tosokchon Samgyetang', 1, { placeId: tosokchon })],
    });
    const detail = async () => (await call('GET', `/api/courses/${course.id}`)).json().data;
    const listed = async () =>
      (await call('GET', '/api/courses/public?limit=100'))
        .json()
        .data.items.find((c: { id: number }) => c.id === course.id);
    expect((await detail()).stops[0].address).not.toBe('Changed address');
    expect((await listed()).author.name).toBe('Owner');

    await t.database.db.update(places).set({ address: 'Changed address' }).where(eq(places.id, tosokchon));
    expect((await detail()).stops[0].address).toBe('Changed address');
    expect((await listed()).stops[0].address).toBe('Changed address');

    await t.database.db.update(users).set({ name: 'Renamed owner' }).where(eq(users.id, ownerId));
    expect((await detail()).author.name).toBe('Renamed owner');
    expect((await listed()).author.name).toBe('Renamed owner');
    await t.database.db.update(users).set({ name: 'Owner' }).where(eq(users.id, ownerId));

    await call('POST', `/api/comments/course/${course.id}`, other, { content: 'Cached?' });
    expect((await detail()).commentCount).toBe(1);
    expect((await listed()).commentCount).toBe(1);
    // The same anonymous answer twice is the same bytes; a member sees their own isSaved on top of it.
    expect((await call('GET', `/api/courses/${course.id}`)).body).toBe(
      (await call('GET', `/api/courses/${course.id}`)).body,
    );
    await call('POST', `/api/courses/${course.id}/save`, other);
    expect((await call('GET', `/api/courses/${course.id}`, other)).json().data.isSaved).toBe(true);
    expect(
      (await call('GET', '/api/courses/public?limit=100', other))
        .json()
        .data.items.find((c: { id: number }) => c.id === course.id).isSaved,
    ).toBe(true);
    expect((await detail()).isSaved).toBe(false);
  });

  it('answer a rolled-back change with the data as it was', async () => {
    const course = await createCourse(owner, { title: 'Before rollback' });
    expect((await call('GET', `/api/courses/${course.id}`)).json().data.title).toBe('Before rollback');
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(courses).set({ title: 'Rolled back' }).where(eq(courses.id, course.id));
        throw new Error('abort');
      })
      .catch(() => {});
    expect((await call('GET', `/api/courses/${course.id}`)).json().data.title).toBe('Before rollback');
  });
});

describe('queries per request', () => {
  it('stay the same small number whatever the number of courses and stops (no query per course or stop)', async () => {
    // Counts what reaches the driver (PGlite or the pg pool), around the app as it is.
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const original = client.query;
    let queries = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      queries += 1;
      return original.apply(this, args);
    };
    const count = async (url: string, cookie?: string) => {
      queries = 0;
      const res = await call('GET', url, cookie);
      expect(res.statusCode).toBe(200);
      return queries;
    };
    // Any write to what courses show raises the version; this one changes nothing visible.
    const change = () =>
      t.database.db.update(users).set({ name: sql`name` }).where(eq(users.email, 'bulk@example.com'));
    const bulk = await signIn(t.app, 'bulk@example.com', 'Bulk');
    for (let i = 0; i < 12; i++) {
      await createCourse(bulk, {
        title: `Bulk ${i}`,
        stops: [
          stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id }),
          stopAt('N Seoul Tower', 2, { placeId: place['N Seoul Tower']!.id }),
          stopAt('Tosokchon Samgyetang', 3),
        ],
      });
    }
    try {
      const total = (await call('GET', '/api/courses/public')).json().data.total;
      expect(total).toBeGreaterThan(20);
      // After a change (nothing cached): the version, then one query for the page with authors and stops.
      await change();
      expect(await count('/api/courses/public?limit=2')).toBe(2);
      await change();
      expect(await count('/api/courses/public?limit=100')).toBe(2);
      expect(await count('/api/courses/public?limit=100')).toBe(1);
      // A member adds the session look-up and one query for what they saved on the page.
      expect(await count('/api/courses/public?limit=100', other)).toBe(3);
      await change();
      const id = (await call('GET', '/api/courses/public')).json().data.items[0].id;
      await change();
      expect(await count(`/api/courses/${id}`)).toBe(2);
      expect(await count('/api/courses/monthly-best?limit=100')).toBe(1);
      expect(await count('/api/courses/admin/all?limit=100', admin)).toBe(2);
      expect(await count('/api/courses?me=true', owner)).toBe(3);
    } finally {
      client.query = original;
    }
  });
});
