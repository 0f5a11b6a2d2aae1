import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { places } from '../../db/schema.ts';
import { admin, get, idOf, member, send, setupPlacesTests, t } from './places.test-fixtures.ts';

setupPlacesTests();

/** An admin adds a place found in search (POST /api/places/add). */
const addPlace = (body: object) => send('POST', '/api/places/add', body, admin);

describe('admin place endpoints', () => {
  const cases: [string, 'POST' | 'PUT' | 'DELETE', () => Promise<string>, object | undefined][] = [
    ['POST /add', 'POST', async () => '/api/places/add', { placeId: 'x', name: 'X', category: 'travel' }],
    [
      'PUT multilingual-menu',
      'PUT',
      async () => `/api/places/${await idOf('Tosokchon Samgyetang')}/multilingual-menu`,
      { hasMultilingualMenu: true },
    ],
    [
      'PUT advertisement',
      'PUT',
      async () => `/api/places/${await idOf('Tosokchon Samgyetang')}/advertisement`,
      { isAdvertisement: true },
    ],
    [
      'PUT type',
      'PUT',
      async () => `/api/places/${await idOf('Tosokchon Samgyetang')}/type`,
      { type: 'cafe' },
    ],
    ['PUT', 'PUT', async () => `/api/places/${await idOf('Tosokchon Samgyetang')}`, { name: 'Changed' }],
    ['DELETE', 'DELETE', async () => `/api/places/admin/${await idOf('Tosokchon Samgyetang')}`, undefined],
  ];

  describe.each(cases)('%s', (_label, method, url, payload) => {
    it('refuses an anonymous caller', async () => {
      const res = await send(method, await url(), payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('NOT_SIGNED_IN');
    });

    it('refuses a member', async () => {
      const res = await send(method, await url(), payload, member);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    });
  });

  it('sets the multilingual-menu and advertisement flags', async () => {
    const id = await idOf('Tosokchon Samgyetang');
    const menu = await send(
      'PUT',
      `/api/places/${id}/multilingual-menu`,
      { hasMultilingualMenu: true },
      admin,
    );
    expect(menu.statusCode).toBe(200);
    expect(menu.json().data).toMatchObject({ id, hasMultilingualMenu: true, isAdvertisement: false });
    const ad = await send('PUT', `/api/places/${id}/advertisement`, { isAdvertisement: true }, admin);
    expect(ad.json().data).toMatchObject({ hasMultilingualMenu: true, isAdvertisement: true });
    expect((await get(`/api/places/${id}`)).json().data.isAdvertisement).toBe(true);
    expect(
      (await send('PUT', `/api/places/${id}/advertisement`, { isAdvertisement: 'yes' }, admin)).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', '/api/places/999999/advertisement', { isAdvertisement: true }, admin)).statusCode,
    ).toBe(404);
  });

  it('sets the type by our id or by Google place id', async () => {
    const id = await idOf('N Seoul Tower');
    const byId = await send('PUT', `/api/places/${id}/type`, { type: 'cafe' }, admin);
    expect(byId.json().data).toMatchObject({ type: 'cafe', typeSource: 'admin' });
    await t.database.db
      .update(places)
      .set({ provider: 'google', externalId: 'ChIJtower' })
      .where(eq(places.id, id));
    const byGoogle = await send('PUT', '/api/places/ChIJtower/type', { type: 'travel' }, admin);
    expect(byGoogle.statusCode).toBe(200);
    expect(byGoogle.json().data).toMatchObject({ id, type: 'travel', googlePlaceId: 'ChIJtower' });
    expect((await send('PUT', `/api/places/${id}/type`, { type: 'museum' }, admin)).statusCode).toBe(400);
    expect((await send('PUT', '/api/places/ChIJnothing/type', { type: 'food' }, admin)).statusCode).toBe(404);
  });

  it('adds a searched place: a new outside place with its coordinates', async () => {
    const res = await addPlace({
      placeId: 'ChIJnewcafe',
      source: 'google',
      name: 'Cafe Onion Anguk',
      category: 'K-Cafe',
      description: 'Bakery cafe in a hanok.',
      imageUrl: 'https://example.com/onion.jpg',
      lat: 37.5776,
      lng: 126.9866,
      address: '5 Gyedong-gil, Jongno-gu, Seoul',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Cafe Onion Anguk',
      type: 'cafe',
      googlePlaceId: 'ChIJnewcafe',
      status: 'active',
      photoUrl: `/api/places/photo?name=${encodeURIComponent(`place/${created.id}`)}`,
    });
    expect((await get(`/api/places/${created.id}`)).statusCode).toBe(200);

    const missingCoordinates = await addPlace({
      placeId: 'ChIJnowhere',
      source: 'google',
      name: 'Nowhere',
      category: 'travel',
    });
    expect(missingCoordinates.statusCode).toBe(400);
    expect(missingCoordinates.json().error.fields).toHaveProperty('lat');

    expect((await addPlace({ placeId: 'x', name: ' ', category: 'travel' })).statusCode).toBe(400);
  });

  it('refuses a place already in the catalogue: a catalogue result, the same outside id, the same name within 50 m', async () => {
    const first = await addPlace({
      placeId: 'ChIJdup',
      source: 'google',
      name: 'Duplicate Bakery',
      category: 'K-Cafe',
      lat: 37.55,
      lng: 127.0,
    });
    expect(first.statusCode).toBe(201);
    const id = first.json().data.id;
    const expectRefused = async (body: object) => {
      const res = await addPlace(body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'PLACE_ALREADY_EXISTS',
        fields: { placeId: String(id) },
      });
    };
    const before = (await t.database.db.select({ id: places.id }).from(places)).length;
    // The same outside id, even under another name and category: nothing changes.
    await expectRefused({ placeId: 'ChIJdup', source: 'google', name: 'Renamed', category: 'food' });
    // Our own id (a catalogue search result).
    await expectRefused({
      placeId: String(id),
      source: 'catalogue',
      name: 'Duplicate Bakery',
      category: 'K-Cafe',
    });
    // Another provider's id for the same place: the same name (any case, spaces) about 30 m away.
    await expectRefused({
      placeId: 'kakao-dup',
      source: 'kakao',
      name: '  duplicate bakery ',
      category: 'K-Cafe',
      lat: 37.55027,
      lng: 127.0,
    });
    // Inactive places are still in the catalogue.
    await send('PUT', `/api/places/${id}`, { name: 'Duplicate Bakery', status: 'inactive' }, admin);
    await expectRefused({
      placeId: String(id),
      source: 'catalogue',
      name: 'Duplicate Bakery',
      category: 'cafe',
    });
    expect((await t.database.db.select({ id: places.id }).from(places)).length).toBe(before);
    const stored = await t.database.db.select().from(places).where(eq(places.id, id));
    expect(stored[0]).toMatchObject({ name: 'Duplicate Bakery', type: 'cafe' });

    // The same name 100 m away is another place; a missing catalogue id is a 404.
    const farther = await addPlace({
      placeId: 'kakao-far',
      source: 'kakao',
      name: 'Duplicate Bakery',
      category: 'K-Cafe',
      lat: 37.5509,
      lng: 127.0,
    });
    expect(farther.statusCode).toBe(201);
    const missing = await addPlace({
      placeId: '999999',
      source: 'catalogue',
      name: 'Nowhere',
      category: 'travel',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('edits the Korean and Chinese descriptions; an empty one leaves the readers the English text', async () => {
    const id = await idOf('Deoksugung Palace');
    const edit = (body: Record<string, unknown>) =>
      send('PUT', `/api/places/${id}`, { name: 'Deoksugung Palace', ...body }, admin);
    const res = await edit({ descriptionKo: '  덕수궁 설명입니다. ', descriptionZh: '德寿宫介绍。' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      descriptionKo: '덕수궁 설명입니다.',
      descriptionZh: '德寿宫介绍。',
    });
    // Fields left out stay as they are; an empty one is cleared.
    expect((await edit({ descriptionZh: '' })).json().data).toMatchObject({
      descriptionKo: '덕수궁 설명입니다.',
      descriptionZh: null,
    });
    expect((await get(`/api/places/${id}`)).json().data.descriptionKo).toBe('덕수궁 설명입니다.');
    expect(
      (await send('PUT', `/api/places/${id}`, { name: 'X', descriptionKo: 'x' }, member)).statusCode,
    ).toBe(403);
  });

  it('keeps the aliases an admin adds (each once) and finds the place by them; bad ones are a 400', async () => {
    const id = await idOf('Deoksugung Palace');
    const edit = (aliases: unknown) =>
      send('PUT', `/api/places/${id}`, { name: 'Deoksugung Palace', aliases }, admin);
    const found = async (q: string) =>
      (await get(`/api/places/search?q=${encodeURIComponent(q)}`)).json().data[0]?.name;
    expect(await found('Stonewall Palace Walk')).not.toBe('Deoksugung Palace');
    const res = await edit(['  Stonewall Palace Walk ', 'Stonewall Palace Walk', 'Gyeongungung']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.aliases).toEqual(['Stonewall Palace Walk', 'Gyeongungung']);
    expect(await found('Stonewall Palace Walk')).toBe('Deoksugung Palace');
    expect(await found('Kyongungung')).toBe('Deoksugung Palace');
    for (const bad of [[''], ['x'.repeat(101)], Array.from({ length: 21 }, (_, i) => `n${i}`), 'Namsan']) {
      const refused = await edit(bad);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().error.fields).join()).toMatch(/^aliases/);
    }
    expect((await get(`/api/places/${id}`)).json().data.aliases).toEqual([
      'Stonewall Palace Walk',
      'Gyeongungung',
    ]);
    // Removed again: the search no longer knows them.
    expect((await edit([])).json().data.aliases).toEqual([]);
    expect(await found('Stonewall Palace Walk')).not.toBe('Deoksugung Palace');
  });

  it('edits a place and hides an inactive one from everyone but admins', async () => {
    const id = await idOf('Deoksugung Palace');
    const activeBefore = (await get('/api/places?pageSize=1')).json().data.total;
    const res = await send(
      'PUT',
      `/api/places/${id}`,
      { name: 'Deoksugung Palace', description: 'Edited.', status: 'inactive' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'inactive', description: 'Edited.' });

    expect((await get(`/api/places/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/places/${id}`, member)).statusCode).toBe(404);
    expect((await get(`/api/places/${id}`, admin)).json().data.status).toBe('inactive');
    const list = (await get('/api/places?pageSize=100&q=deoksugung')).json().data;
    expect(list.total).toBe(0);
    const near = (await get('/api/places?lat=37.5658&lng=126.9751&radius=500&pageSize=100')).json().data;
    expect(near.items.map((p: { id: number }) => p.id)).not.toContain(id);
    const found = (await get('/api/places/search?q=Deoksugung')).json().data;
    expect(found.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await get('/api/places?pageSize=1')).json().data.total).toBe(activeBefore - 1);

    const back = await send(
      'PUT',
      `/api/places/${id}`,
      { name: 'Deoksugung Palace', status: 'active' },
      admin,
    );
    expect(back.json().data.status).toBe('active');
    expect((await get(`/api/places/${id}`)).statusCode).toBe(200);
    expect((await send('PUT', `/api/places/${id}`, { name: '' }, admin)).statusCode).toBe(400);
    expect(
      (await send('PUT', `/api/places/${id}`, { name: 'X', imageUrl: 'javascript:alert(1)' }, admin))
        .statusCode,
    ).toBe(400);
  });

  it('deletes a place for good', async () => {
    const id = await idOf('Jinokhwa Halmae Wonjo Dakhanmari');
    const res = await send('DELETE', `/api/places/admin/${id}`, undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await get(`/api/places/${id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/places/admin/${id}`, undefined, admin)).statusCode).toBe(404);
  });
});
