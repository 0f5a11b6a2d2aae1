import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineM } from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { places } from '../../db/schema.ts';
import { SEED_PLACES } from '../../db/seed/data/places.ts';
import { changedDirectly, signIn, testConfig } from '../../test/helpers.ts';
import { get, idOf, member, setupPlacesTests, t } from './places.test-fixtures.ts';

setupPlacesTests();

describe('GET /api/places', () => {
  it('lists active places in pages of up to 100 with the paging fields', async () => {
    const res = await get('/api/places?pageSize=100');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      total: SEED_PLACES.length,
      page: 1,
      limit: 100,
      pageSize: 100,
      totalPages: 2,
    });
    expect(data.items).toHaveLength(100);
    expect(data.items[0]).toMatchObject({ name: 'Gyeongbokgung Palace', nameKo: '경복궁', status: 'active' });
    expect(data.items[0]).not.toHaveProperty('searchText');
    const page2 = (await get('/api/places?pageSize=100&page=2')).json().data;
    expect(page2.items).toHaveLength(SEED_PLACES.length - 100);
    const ids = [...data.items, ...page2.items].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(SEED_PLACES.length);
  });

  it('filters by type and by text in any language', async () => {
    const cafes = (await get('/api/places?type=cafe&pageSize=100')).json().data;
    expect(cafes.total).toBe(SEED_PLACES.filter((p) => p.type === 'cafe').length);
    expect(cafes.items.every((p: { type: string }) => p.type === 'cafe')).toBe(true);
    for (const q of ['경복궁', 'gyeongbokgung', '景福宫']) {
      const names = (await get(`/api/places?q=${encodeURIComponent(q)}`))
        .json()
        .data.items.map((p: { name: string }) => p.name);
      // Places whose descriptions mention the palace match too; the one named so comes first.
      expect(names[0]).toBe('Gyeongbokgung Palace');
    }
    // A Chinese address and a Korean description are searched as well (migration 0019).
    const byAddress = (await get(`/api/places?q=${encodeURIComponent('社稷路161')}`)).json().data.items;
    expect(byAddress.map((p: { name: string }) => p.name)).toEqual(['Gyeongbokgung Palace']);
  });

  it('lists places within the radius, nearest first, with their distance', async () => {
    const centre = { lat: 37.5665, lng: 126.978 };
    const res = await get(`/api/places?lat=${centre.lat}&lng=${centre.lng}&radius=2000&pageSize=100`);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    const expected = SEED_PLACES.filter((p) => haversineM(centre, p) <= 2000);
    expect(expected.length).toBeGreaterThan(3);
    expect(total).toBe(expected.length);
    expect(items.map((p: { name: string }) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
    let last = 0;
    for (const p of items) {
      const d = haversineM(centre, p);
      expect(d).toBeLessThanOrEqual(2000);
      expect(Math.abs(p.distanceM - d)).toBeLessThan(2);
      expect(p.distanceM).toBeGreaterThanOrEqual(last);
      last = p.distanceM;
    }
  });

  it('pages a radius list and combines it with a type', async () => {
    const base = '/api/places?lat=37.5665&lng=126.978&radius=10000&type=food';
    const all = (await get(`${base}&pageSize=100`)).json().data;
    const page2 = (await get(`${base}&pageSize=3&page=2`)).json().data;
    expect(page2.total).toBe(all.total);
    expect(page2.items.map((p: { id: number }) => p.id)).toEqual(
      all.items.slice(3, 6).map((p: { id: number }) => p.id),
    );
    expect(all.items.every((p: { type: string }) => p.type === 'food')).toBe(true);
    const beyond = (await get(`${base}&pageSize=100&page=50`)).json().data;
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });

  it.each([
    ['type', 'type=museum'],
    ['pageSize', 'pageSize=0'],
    ['pageSize', 'pageSize=101'],
    ['page', 'page=0'],
    ['radius', 'lat=37.5&lng=127&radius=499'],
    ['radius', 'lat=37.5&lng=127&radius=10001'],
    ['radius', 'lat=37.5&radius=1000'],
    ['radius', 'lat=37.5&lng=127'],
    ['lat', 'lat=91&lng=127&radius=1000'],
  ])('rejects an invalid %s (%s) with 400', async (field, query) => {
    const res = await get(`/api/places?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});

describe('GET /api/places cache', () => {
  it('shows every change at once, also one made by another instance or straight in the database', async () => {
    const first = await get('/api/places?pageSize=100');
    expect((await get('/api/places?pageSize=100')).body).toBe(first.body);
    const id = first.json().data.items[3].id as number;

    // Another instance on the same database: its writes raise the version this instance reads.
    const other = await buildApp(testConfig(), { database: t.database });
    try {
      const otherAdmin = await signIn(other, 'admin@example.com', 'Admin');
      const renamed = await other.inject({
        method: 'PUT',
        url: `/api/places/${id}`,
        payload: { name: 'Renamed Elsewhere' },
        headers: { cookie: otherAdmin },
      });
      expect(renamed.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    const afterRename = (await get('/api/places?pageSize=100')).json().data.items;
    expect(afterRename.find((p: { id: number }) => p.id === id).name).toBe('Renamed Elsewhere');

    // Straight in the database: the version's notification reaches the app (at once on PGlite, a moment after the
    // commit on PostgreSQL; decision 011).
    await t.database.db.update(places).set({ status: 'inactive' }).where(eq(places.id, id));
    await vi.waitFor(
      async () => {
        const afterHide = (await get('/api/places?pageSize=100')).json().data;
        expect(afterHide.items.map((p: { id: number }) => p.id)).not.toContain(id);
        expect(afterHide.total).toBe(first.json().data.total - 1);
      },
      { timeout: 3_000 },
    );

    await t.database.db
      .update(places)
      .set({ status: 'active', name: first.json().data.items[3].name })
      .where(eq(places.id, id));
    await vi.waitFor(
      async () => {
        const restored = (await get('/api/places?pageSize=100')).json().data;
        expect(restored.total).toBe(first.json().data.total);
        expect(restored.items[3]).toMatchObject({
          id,
          name: first.json().data.items[3].name,
          status: 'active',
        });
      },
      { timeout: 3_000 },
    );
  });
});

describe('GET /api/places/:id', () => {
  it('answers one place', async () => {
    const id = await idOf('Gyeongbokgung Palace');
    const res = await get(`/api/places/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, nameZh: '景福宫', type: 'travel', photoUrl: null });
  });

  it('answers 404 PLACE_NOT_FOUND for an unknown id and 400 for a non-numeric one', async () => {
    expect((await get('/api/places/999999')).json().error.code).toBe('PLACE_NOT_FOUND');
    expect((await get('/api/places/999999')).statusCode).toBe(404);
    expect((await get('/api/places/abc')).statusCode).toBe(400);
  });

  it('does not take the fixed paths for ids', async () => {
    expect((await get('/api/places/search?q=palace')).statusCode).toBe(200);
    expect((await get('/api/places/bookmarks/me')).statusCode).toBe(401);
    expect((await get('/api/places/photo?name=nothing')).statusCode).toBe(404);
    expect((await get('/api/places/external/google/abc')).statusCode).toBe(401);
  });
});

describe('GET /api/places/search (catalogue only)', () => {
  const search = async (q: string, extra = '') =>
    (await get(`/api/places/search?q=${encodeURIComponent(q)}${extra}`)).json();

  it('finds the same place by its Korean, English and Chinese name', async () => {
    const id = await idOf('Gyeongbokgung Palace');
    for (const q of ['경복궁', 'Gyeongbokgung', 'gyeongbokgung palace', '景福宫']) {
      const body = await search(q);
      expect(body.success).toBe(true);
      expect(body.data[0]).toMatchObject({ id, placeId: String(id), source: 'catalogue', externalId: null });
    }
  });

  it('tolerates a typo and answers in the asked language', async () => {
    const id = await idOf('Gyeongbokgung Palace');
    expect((await search('Gyeongbukgung')).data[0].id).toBe(id);
    const ko = await search('Gyeongbokgung', '&language=ko');
    expect(ko.data[0]).toMatchObject({ name: '경복궁', address: '서울특별시 종로구 사직로 161' });
    // A Chinese reader gets the Chinese address too, not the English one.
    const zh = await search('Gyeongbokgung', '&language=zh');
    expect(zh.data[0]).toMatchObject({
      name: '景福宫',
      address: expect.stringMatching(/^首尔特别市钟路区社稷路/),
    });
  });

  it('ranks places near Seoul first and caps the results', async () => {
    const body = await search('palace', '&maxResults=4');
    expect(body.data).toHaveLength(4);
    for (const r of body.data) expect(haversineM({ lat: 37.5665, lng: 126.978 }, r)).toBeLessThan(50_000);
    expect(body.data.map((r: { name: string }) => r.name)).toContain('Gyeongbokgung Palace');
  });

  it('finds by address and description words', async () => {
    const byAddress = await search('Sajik-ro');
    expect(byAddress.data.map((r: { name: string }) => r.name)).toContain('Gyeongbokgung Palace');
    expect((await search('samgyetang')).data[0].name).toBe('Tosokchon Samgyetang');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('zzqqxxnothing')).toEqual({ success: true, data: [] });
  });

  it.each([
    ['q', 'q='],
    ['q', 'q=%20%20'],
    ['q', ''],
    ['maxResults', 'q=palace&maxResults=11'],
    ['maxResults', 'q=palace&maxResults=0'],
    ['language', 'q=palace&language=fr'],
  ])('rejects an invalid %s (%s) with 400', async (field, query) => {
    const res = await get(`/api/places/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});

describe('GET /api/places/external/:provider/:externalId', () => {
  beforeAll(async () => {
    await t.database.db
      .update(places)
      .set({ provider: 'kakao', externalId: '8179437' })
      .where(eq(places.name, 'Gyeongbokgung Palace'));
  });

  it('answers a stored place to anyone', async () => {
    const res = await get('/api/places/external/kakao/8179437');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Gyeongbokgung Palace',
      provider: 'kakao',
      googlePlaceId: null,
    });
  });

  it('refuses an anonymous caller an outside look-up', async () => {
    const res = await get('/api/places/external/google/ChIJunknown');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
  });

  it('answers 404 to a member when no provider can look it up', async () => {
    const res = await get('/api/places/external/google/ChIJunknown', member);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PLACE_NOT_FOUND');
  });

  it('rejects an unknown provider', async () => {
    expect((await get('/api/places/external/naver/1', member)).statusCode).toBe(400);
  });
});

describe('GET /api/places/photo', () => {
  it('answers 404 for a place without a photo, an unknown place and a malformed name', async () => {
    const id = await idOf('N Seoul Tower');
    for (const name of [`place/${id}`, 'place/999999', '../../etc/passwd', 'places/x/photos/../../y']) {
      const res = await get(`/api/places/photo?name=${encodeURIComponent(name)}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('rejects a missing name and out-of-range sizes', async () => {
    expect((await get('/api/places/photo')).statusCode).toBe(400);
    expect((await get('/api/places/photo?name=place/1&maxWidthPx=5000')).statusCode).toBe(400);
  });
});

describe('list totals', () => {
  it('stay equal to a real count through inserts, multi-row updates and deletes', async () => {
    const { sql } = await import('drizzle-orm');
    const totals = async () => {
      const out: Record<string, number> = {};
      for (const type of ['', 'travel', 'food', 'cafe']) {
        out[type || 'all'] = (
          await get(`/api/places?pageSize=1${type ? `&type=${type}` : ''}`)
        ).json().data.total;
      }
      return out;
    };
    const counted = async () => {
      const rows = (await t.database.db.execute(
        sql`select coalesce(type::text, '') as type, count(*)::int as n from places where status = 'active' group by 1`,
      )) as unknown as { rows: { type: string; n: number }[] };
      const out: Record<string, number> = { all: 0, travel: 0, food: 0, cafe: 0 };
      for (const r of rows.rows) {
        out.all! += r.n;
        if (r.type) out[r.type] = r.n;
      }
      return out;
    };
    expect(await totals()).toEqual(await counted());
    await t.database.db.update(places).set({ type: 'cafe' }).where(eq(places.region, 'Busan'));
    await t.database.db.update(places).set({ status: 'inactive' }).where(eq(places.region, 'Jeju'));
    await t.database.db
      .update(places)
      .set({ description: 'only the text changed' })
      .where(eq(places.region, 'Seoul'));
    await t.database.db.insert(places).values([
      { name: 'Untyped place', lat: 37.5, lng: 127 },
      { name: 'New cafe', type: 'cafe', lat: 37.5, lng: 127 },
    ]);
    await changedDirectly();
    await t.database.db.delete(places).where(eq(places.region, 'Gyeongju'));
    const after = await counted();
    expect(await totals()).toEqual(after);
    expect(after.all).toBeGreaterThan(100);
  });
});

describe('photo proxy and admin-set image URLs (SSRF)', () => {
  it('never fetches an image URL that points at this machine or the private network', async () => {
    let requests = 0;
    const server = http.createServer((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const [row] = await t.database.db
        .update(places)
        .set({ photoUrl: `http://127.0.0.1:${port}/internal.png` })
        .where(eq(places.name, 'Bukchon Hanok Village'))
        .returning({ id: places.id });
      const res = await t.app.inject({ url: `/api/places/photo?name=place%2F${row!.id}` });
      // Refused as what it is (a 4xx naming it), not as an outage of the outside service (issue 33).
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringMatching(/not a public address/),
      });
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe('GET /api/places/markers', () => {
  it("answers K-Map's places slim, named in the reader's language, the same ones as the full list", async () => {
    const full = (await get('/api/places?type=travel&pageSize=100')).json().data;
    const res = await get('/api/places/markers?type=travel&language=ko');
    expect(res.statusCode).toBe(200);
    const slim = res.json().data;
    expect(slim.total).toBe(full.total);
    expect(slim.items.map((p: { id: number }) => p.id)).toEqual(full.items.map((p: { id: number }) => p.id));
    const palace = slim.items.find((p: { id: number }) => p.id === full.items[0].id);
    expect(Object.keys(palace).sort()).toEqual(
      [
        'address',
        'hasMultilingualMenu',
        'id',
        'isAdvertisement',
        'lat',
        'lng',
        'name',
        'reviewAverage',
        'reviewCount',
        'type',
      ].sort(),
    );
    expect(palace.name).toBe(full.items[0].nameKo);
    expect(palace.address).toBe(full.items[0].addressKo);
    // A fifth of the full list's bytes, or less.
    expect(res.body.length * 5).toBeLessThan((await get('/api/places?type=travel&pageSize=100')).body.length);
    const zh = (await get('/api/places/markers?type=travel&language=zh')).json().data.items[0];
    expect(zh.name).toBe(full.items[0].nameZh);
    const en = (await get('/api/places/markers?type=travel&language=en')).json().data.items[0];
    expect(en.name).toBe(full.items[0].name);
  });

  it('lists those within a radius nearest first with their distance, and searches like the full list', async () => {
    const near = (await get('/api/places/markers?lat=37.5796&lng=126.977&radius=1000&language=en')).json()
      .data;
    expect(near.items[0]).toMatchObject({ name: 'Gyeongbokgung Palace' });
    expect(near.items[0].distanceM).toBeLessThan(50);
    const distances = near.items.map((p: { distanceM: number }) => p.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(1000);
    const found = (await get(`/api/places/markers?q=${encodeURIComponent('경복궁')}&language=zh`)).json()
      .data;
    expect(found.items[0].name).toBe('景福宫');
  });

  it('refuses a radius without its centre and a language outside the three', async () => {
    expect((await get('/api/places/markers?radius=1000')).statusCode).toBe(400);
    expect((await get('/api/places/markers?language=fr')).statusCode).toBe(400);
  });
});
