import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { buildTestApp, changedDirectly, signIn, type TestApp } from '../../test/helpers.ts';
import {
  GOOGLE_KEY,
  gyeongbokgung,
  KAKAO_KEY,
  PNG,
  startProviderStub,
  station,
  stopProviderStub,
  stub,
  TIMEOUT_MS,
} from './places.providers.stub.ts';

/**
 * Search, look-ups and photos against a local server that answers like Google Places API (New) and Kakao Local
 * (their documented request and response formats), including failures and timeouts.
 */
let t: TestApp;
let member: string;

beforeAll(async () => {
  await startProviderStub();
  const base = stub.base;
  t = await buildTestApp({
    GOOGLE_MAPS_API_KEY: GOOGLE_KEY,
    KAKAO_REST_API_KEY: KAKAO_KEY,
    GOOGLE_PLACES_BASE_URL: base,
    KAKAO_LOCAL_BASE_URL: base,
    PLACE_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
    // The stand-in image host is this machine's loopback, which the proxy refuses by default.
    IMAGE_PROXY_ALLOW_PRIVATE: 'true',
  });
  await seedAll(t.database.db);
  member = await signIn(t.app, 'member@example.com', 'Member');
});
afterAll(async () => {
  await t.close();
  await stopProviderStub();
});
beforeEach(() => {
  stub.seen = [];
  stub.mode = 'ok';
});

/** Every answer of these tests goes through here: none may carry a key, in its body or its headers. */
async function get(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const everything = res.body + JSON.stringify(res.headers);
  expect(everything).not.toContain(GOOGLE_KEY);
  expect(everything).not.toContain(KAKAO_KEY);
  expect(res.headers.location).toBeUndefined();
  return res;
}

describe('GET /api/places/search with Google and Kakao', () => {
  it('calls Google Text Search and Kakao keyword search as documented, with the keys in headers', async () => {
    const res = await get('/api/places/search?q=Gyeongbokgung&language=en&maxResults=10');
    expect(res.statusCode).toBe(200);
    const google = stub.seen.find((s) => s.path === '/v1/places:searchText')!;
    expect(google.method).toBe('POST');
    expect(google.headers['x-goog-fieldmask']).toContain('places.displayName');
    expect(google.headers['x-goog-fieldmask']).toContain('places.location');
    expect(JSON.parse(google.body)).toMatchObject({
      textQuery: 'Gyeongbokgung',
      languageCode: 'en',
      locationBias: { circle: { center: { latitude: 37.5665, longitude: 126.978 }, radius: 50000 } },
    });
    const kakao = stub.seen.find((s) => s.path.startsWith('/v2/local/search/keyword.json'))!;
    const params = new URL(kakao.path, stub.base).searchParams;
    expect(params.get('query')).toBe('Gyeongbokgung');
    expect(params.get('x')).toBe('126.978');
    expect(params.get('y')).toBe('37.5665');
    for (const s of stub.seen) expect(s.path).not.toContain(GOOGLE_KEY);
  });

  it('merges outside results with the catalogue without duplicates', async () => {
    const data = (await get('/api/places/search?q=%EA%B2%BD%EB%B3%B5%EA%B6%81')).json().data;
    const gbg = data.filter(
      (r: { name: string }) => r.name === 'Gyeongbokgung Palace' || r.name === '경복궁',
    );
    expect(gbg).toHaveLength(1);
    expect(gbg[0]).toMatchObject({ source: 'catalogue', id: expect.any(Number) });
    expect(data).toContainEqual(
      expect.objectContaining({
        source: 'google',
        placeId: station.id,
        externalId: station.id,
        id: null,
        name: 'Gyeongbokgung Station',
      }),
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        source: 'kakao',
        placeId: '21160620',
        name: '경복궁역 3호선',
        lat: 37.575781,
        lng: 126.973611,
        address: '서울 종로구 사직로 지하 130',
      }),
    );
    expect(data[0].source).toBe('catalogue');
  });

  it('answers an outside result for a place we have as our catalogue place, even when the text search missed it', async () => {
    const [row] = await t.database.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.name, 'Tosokchon Samgyetang'));
    const data = (await get('/api/places/search?q=ginseng%20soup%20near%20me')).json().data;
    expect(data).toEqual([
      expect.objectContaining({ source: 'catalogue', id: row!.id, name: 'Tosokchon Samgyetang' }),
    ]);
  });

  it('caches outside answers', async () => {
    await get('/api/places/search?q=Gyeongbokgung%20palace');
    const calls = stub.seen.length;
    expect(calls).toBe(2);
    await get('/api/places/search?q=Gyeongbokgung%20palace');
    expect(stub.seen.length).toBe(calls);
  });

  it('falls back to the catalogue and logs when the providers answer HTTP 500', async () => {
    stub.mode = 'fail';
    const warn = vi.spyOn(t.app.log, 'warn');
    const res = await get('/api/places/search?q=gyeongbokgung%20fail');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(stub.seen.length).toBe(2);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'google', err: expect.stringContaining('500') }),
      expect.stringContaining('catalogue'),
    );
    warn.mockRestore();
    // Not an empty list because of the failure: the catalogue still answers, with the typo-tolerant match.
    const catalogue = (await get('/api/places/search?q=Gyeongbokgung&maxResults=3')).json().data;
    expect(catalogue[0]).toMatchObject({ source: 'catalogue', name: 'Gyeongbokgung Palace' });
  });

  it('falls back to the catalogue when the providers time out', async () => {
    stub.mode = 'slow';
    const started = Date.now();
    // language=ko: not answered from the cache filled by the tests above.
    const res = await get('/api/places/search?q=%EA%B2%BD%EB%B3%B5%EA%B6%81&language=ko');
    expect(stub.seen.length).toBe(2);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((r: { source: string }) => r.source === 'catalogue')).toBe(true);
    expect(data[0].name).toBe('경복궁');
  });

  it('does not cache a failure', async () => {
    stub.mode = 'fail';
    await get('/api/places/search?q=gyeongbokgung%20retry');
    stub.mode = 'ok';
    const data = (await get('/api/places/search?q=gyeongbokgung%20retry')).json().data;
    expect(data.map((r: { source: string }) => r.source)).toContain('google');
  });
});

describe('GET /api/places/photo with Google', () => {
  const name = gyeongbokgung.photos[0]!.name;

  it('streams the photo fetched server-side, never redirecting, and caches it', async () => {
    const res = await get(
      `/api/places/photo?name=${encodeURIComponent(name)}&maxWidthPx=800&maxHeightPx=600`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // A course's preview image (og:image): other origins may load it (issue 33).
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const media = stub.seen.find((s) => s.path.includes('/media'))!;
    expect(media.path).toContain('maxWidthPx=800');
    expect(media.path).toContain('skipHttpRedirect=true');
    expect(media.headers['x-goog-api-key']).toBe(GOOGLE_KEY);
    // The photo bytes are fetched without the key.
    const bytes = stub.seen.find((s) => s.path.startsWith('/photo-bytes/'))!;
    expect(bytes.headers['x-goog-api-key']).toBeUndefined();
    const calls = stub.seen.length;
    expect(
      (await get(`/api/places/photo?name=${encodeURIComponent(name)}&maxWidthPx=800&maxHeightPx=600`))
        .statusCode,
    ).toBe(200);
    expect(stub.seen.length).toBe(calls);
  });

  it('answers 404 when Google has no such photo, 503 when Google fails', async () => {
    const missing = await get(`/api/places/photo?name=${encodeURIComponent('places/ChIJx/photos/Other')}`);
    expect(missing.statusCode).toBe(404);
    stub.mode = 'fail';
    const failed = await get(`/api/places/photo?name=${encodeURIComponent(name)}&maxWidthPx=100`);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it("streams a place's stored image through place/{id}", async () => {
    const [row] = await t.database.db
      .update(places)
      .set({ photoUrl: `${stub.base}/photo-bytes/stored` })
      .where(eq(places.name, 'N Seoul Tower'))
      .returning({ id: places.id });
    const detail = (await get(`/api/places/${row!.id}`)).json().data;
    expect(detail.photoUrl).toBe(`/api/places/photo?name=${encodeURIComponent(`place/${row!.id}`)}`);
    const res = await get(detail.photoUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses to serve a stored image that is not a raster image (SVG could carry script)', async () => {
    const [row] = await t.database.db
      .update(places)
      .set({ photoUrl: `${stub.base}/images/evil.svg` })
      .where(eq(places.name, 'Changdeokgung Palace'))
      .returning({ id: places.id });
    const res = await get(`/api/places/photo?name=place%2F${row!.id}`);
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain('<script>');
  });
});

describe('GET /api/places/external/google/:id with Google', () => {
  it('refuses an anonymous caller an outside look-up', async () => {
    expect((await get(`/api/places/external/google/${gyeongbokgung.id}`)).statusCode).toBe(401);
    expect(stub.seen).toHaveLength(0);
  });

  it('looks the place up for a member, stores it, and answers the stored row to anyone after', async () => {
    const res = await get(`/api/places/external/google/${gyeongbokgung.id}`, member);
    expect(res.statusCode).toBe(200);
    const place = res.json().data;
    expect(place).toMatchObject({
      googlePlaceId: gyeongbokgung.id,
      provider: 'google',
      name: 'Gyeongbokgung Palace',
      type: 'travel',
      rating: 4.6,
      userRatingsTotal: 70123,
      typeSource: 'provider',
      photoUrl: `/api/places/photo?name=${encodeURIComponent(gyeongbokgung.photos[0]!.name)}`,
    });
    expect(stub.seen[0]!.headers['x-goog-fieldmask']).toContain('displayName');
    stub.seen = [];
    const anonymous = await get(`/api/places/external/google/${gyeongbokgung.id}`);
    expect(anonymous.json().data.id).toBe(place.id);
    expect(stub.seen).toHaveLength(0);
  });

  it('answers 404 for an id Google does not know and 503 when Google fails', async () => {
    expect((await get('/api/places/external/google/ChIJnothing', member)).statusCode).toBe(404);
    stub.mode = 'fail';
    const failed = await get('/api/places/external/google/ChIJother', member);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).not.toMatch(/500|google/i);
  });

  it('rate limits outside look-ups per member', async () => {
    const cookie = await signIn(t.app, 'busy@example.com');
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await get(`/api/places/external/google/ChIJmiss${i}`, cookie)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('POST /api/places/add with Google', () => {
  it('takes coordinates and details from Google when the body has none', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    await t.database.db.delete(places).where(eq(places.externalId, gyeongbokgung.id));
    await changedDirectly();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/places/add',
      headers: { cookie: admin },
      payload: { placeId: gyeongbokgung.id, name: 'Gyeongbokgung (Google)', category: 'K-Travel' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Gyeongbokgung (Google)',
      lat: 37.579617,
      lng: 126.977041,
      address: gyeongbokgung.formattedAddress,
      typeSource: 'admin',
      googleMapsUrl: 'https://maps.google.com/?cid=1',
    });
  });
});
