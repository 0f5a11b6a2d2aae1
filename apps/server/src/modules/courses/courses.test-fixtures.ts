// Shared by the course route test files (not a test file itself).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { courses, places, users } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { buildTestApp, caller, signIn, type TestApp } from '../../test/helpers.ts';

export const INDEX_HTML =
  '<!doctype html>\n<html lang="ko">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="K-Travel app" />\n    <title>K-Travel</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
export const PUBLIC_URL = 'https://ktravel.example';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-courses-web-'));
export let t: TestApp;
export let owner: string;
export let other: string;
export let admin: string;
export let ownerId: number;
export const place: Record<string, { id: number; lat: number; lng: number }> = {};

export const call = caller(() => t.app);

export interface Stop {
  order: number;
  name: string;
  lat: number;
  lng: number;
  externalId?: string | null;
  placeId?: number | null;
}
export const stopAt = (key: string, order: number, extra: Partial<Stop> = {}): Stop => ({
  order,
  name: key,
  lat: place[key]!.lat,
  lng: place[key]!.lng,
  ...extra,
});
export const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Palaces and tea',
  stops: [stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id })],
  ...overrides,
});
export async function createCourse(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/courses', cookie, body(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; [key: string]: unknown };
}
/**
 * A 3-day course from 2026-12-01 (course files and imports): Gyeongbokgung on day 1 at 09:30 for 2 hours, N Seoul
 * Tower on day 2 at 19:00, and on day 3 a place of the member's own (`ownName`, in Busan, no time).
 */
export function createThreeDayCourse(title: string, ownName: string) {
  return createCourse(owner, {
    title,
    startDate: '2026-12-01',
    dayCount: 3,
    stops: [
      {
        ...stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id }),
        day: 1,
        time: '09:30',
        durationMinutes: 120,
      },
      { ...stopAt('N Seoul Tower', 2, { placeId: place['N Seoul Tower']!.id }), day: 2, time: '19:00' },
      { order: 3, name: ownName, lat: 35.158_123_4, lng: 129.160_456_7, day: 3, time: null },
    ],
  });
}

export const counts = async (id: number) =>
  (
    await t.database.db
      .select({ save: courses.saveCount, share: courses.shareCount, comment: courses.commentCount })
      .from(courses)
      .where(eq(courses.id, id))
  )[0]!;

/**
 * The course route tests' shared setup: an app on a fresh database with the demo data and a built web app folder
 * (for shared-link previews), an owner, another member and an admin. Call once at the top of a test file; the
 * exported bindings are live (set in beforeAll).
 */
export function setupCourseTests(): void {
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
}
