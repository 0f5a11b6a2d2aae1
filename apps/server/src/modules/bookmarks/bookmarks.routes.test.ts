import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, places } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { buildTestApp, caller, signIn, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let member: string;
let other: string;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  await seedAll(t.database.db);
  for (const name of [
    'Gyeongbokgung Palace',
    'N Seoul Tower',
    'Tosokchon Samgyetang',
    'Changdeokgung Palace',
  ]) {
    ids[name] = (
      await t.database.db.select({ id: places.id }).from(places).where(eq(places.name, name))
    )[0]!.id;
  }
  member = await signIn(t.app, 'member@example.com', 'Member');
  other = await signIn(t.app, 'other@example.com', 'Other');
  admin = await signIn(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

const call = caller(() => t.app);
const add = (name: string, cookie?: string) => call('POST', `/api/places/${ids[name]}/bookmark`, cookie);
const mine = async (cookie: string, query = '') =>
  (await call('GET', `/api/places/bookmarks/me${query}`, cookie)).json().data;

describe('POST /api/places/:id/bookmark', () => {
  it('refuses an anonymous caller', async () => {
    const res = await add('Gyeongbokgung Palace');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
  });

  it('bookmarks a place for a member, with the place fields', async () => {
    const res = await add('Gyeongbokgung Palace', member);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      placeId: ids['Gyeongbokgung Palace'],
      type: 'travel',
      name: 'Gyeongbokgung Palace',
      nameKo: '경복궁',
      nameZh: '景福宫',
      nameJa: '景福宮',
      nameZhHant: '景福宮',
      address: '161 Sajik-ro, Jongno-gu, Seoul',
      // Every language's address, for the reader's (issue 33).
      addressKo: '서울특별시 종로구 사직로 161',
      addressZh: expect.stringMatching(/首尔/),
      addressJa: expect.stringMatching(/ソウル/),
      addressZhHant: expect.stringMatching(/首爾/),
      lat: 37.5796,
      lng: 126.977,
      googleMapsUrl: expect.stringContaining('google.com/maps'),
      photoUrl: null,
      // The palace's members' rating (DESIGN §8.6): the four demo reviews.
      reviewAverage: 4.5,
      reviewCount: 4,
      createdAt: expect.any(String),
    });
  });

  it('refuses a duplicate with 409 ALREADY_BOOKMARKED', async () => {
    const res = await add('Gyeongbokgung Palace', member);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_BOOKMARKED');
    expect(await t.database.db.select().from(bookmarks)).toHaveLength(1);
  });

  it('answers 404 PLACE_NOT_FOUND for a missing or inactive place, 400 for a bad id', async () => {
    const missing = await call('POST', '/api/places/999999/bookmark', member);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('PLACE_NOT_FOUND');
    await t.database.db
      .update(places)
      .set({ status: 'inactive' })
      .where(eq(places.id, ids['Changdeokgung Palace']!));
    const inactive = await add('Changdeokgung Palace', member);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.code).toBe('PLACE_NOT_FOUND');
    expect((await call('POST', '/api/places/abc/bookmark', member)).statusCode).toBe(400);
  });
});

describe('GET /api/places/bookmarks/me', () => {
  beforeAll(async () => {
    await add('N Seoul Tower', member);
    await add('Tosokchon Samgyetang', member);
    await add('N Seoul Tower', other);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', '/api/places/bookmarks/me')).statusCode).toBe(401);
  });

  it('shows another member only their own bookmarks', async () => {
    const data = await mine(other);
    expect(data).toMatchObject({ total: 1, page: 1, limit: 12, totalPages: 1 });
    expect(data.items.map((b: { name: string }) => b.name)).toEqual(['N Seoul Tower']);
    expect((await mine(admin)).total).toBe(0);
  });

  it("lists the member's bookmarks newest first, paged", async () => {
    const all = await mine(member);
    expect(all.total).toBe(3);
    expect(all.items.map((b: { name: string }) => b.name)).toEqual([
      'Tosokchon Samgyetang',
      'N Seoul Tower',
      'Gyeongbokgung Palace',
    ]);
    const page2 = await mine(member, '?page=2&limit=2');
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2, totalPages: 2 });
    expect(page2.items.map((b: { name: string }) => b.name)).toEqual(['Gyeongbokgung Palace']);
    expect((await call('GET', '/api/places/bookmarks/me?limit=101', member)).statusCode).toBe(400);
  });

  it('leaves out places that became inactive', async () => {
    await t.database.db
      .update(places)
      .set({ status: 'inactive' })
      .where(eq(places.id, ids['N Seoul Tower']!));
    const data = await mine(member);
    expect(data.total).toBe(2);
    expect(data.items.map((b: { name: string }) => b.name)).not.toContain('N Seoul Tower');
    await t.database.db.update(places).set({ status: 'active' }).where(eq(places.id, ids['N Seoul Tower']!));
  });
});

describe('DELETE /api/places/:id/bookmark', () => {
  it('refuses an anonymous caller', async () => {
    expect((await call('DELETE', `/api/places/${ids['N Seoul Tower']}/bookmark`)).statusCode).toBe(401);
  });

  it("does not remove another member's bookmark", async () => {
    const res = await call('DELETE', `/api/places/${ids['Tosokchon Samgyetang']}/bookmark`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('BOOKMARK_NOT_FOUND');
    expect((await mine(member)).total).toBe(3);
  });

  it('removes the bookmark, and 404 the second time', async () => {
    const res = await call('DELETE', `/api/places/${ids['Tosokchon Samgyetang']}/bookmark`, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await mine(member)).items.map((b: { name: string }) => b.name)).not.toContain(
      'Tosokchon Samgyetang',
    );
    const again = await call('DELETE', `/api/places/${ids['Tosokchon Samgyetang']}/bookmark`, member);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('BOOKMARK_NOT_FOUND');
    // It can be bookmarked again afterwards.
    expect((await add('Tosokchon Samgyetang', member)).statusCode).toBe(201);
  });

  it('goes with the place when an admin deletes the place', async () => {
    const res = await call('DELETE', `/api/places/admin/${ids['Tosokchon Samgyetang']}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await mine(member)).items.map((b: { name: string }) => b.name)).not.toContain(
      'Tosokchon Samgyetang',
    );
  });
});
