import { seoulNow } from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { caller, signIn, useTestApp } from '../../test/helpers.ts';
import { dayHours } from './place-hours.ts';

/** DESIGN §8.1: a place's hours day by day, admins writing them, and the lists' `openAt` / `openNow`. */

const t = useTestApp({}, {}, async (app) => {
  await seedAll(app.database.db);
});
const call = caller(() => t.app);
const ids: Record<string, number> = {};
let member: string;
let admin: string;

beforeAll(async () => {
  for (const row of await t.database.db.select({ id: places.id, name: places.name }).from(places)) {
    ids[row.name] = row.id;
  }
  member = await signIn(t.app, 'hours-member@example.com', 'Member');
  admin = await signIn(t.app, 'admin@example.com', 'Admin');
});

/** An admin's edit of the place (PUT /api/places/:id): its `name`, and the hour fields to change. */
const editPlace = (id: number, name: string, hours: Record<string, unknown>) =>
  call('PUT', `/api/places/${id}`, admin, { name, ...hours });

const placeRow = async (id: number) =>
  (await t.database.db.select().from(places).where(eq(places.id, id)))[0]!;

describe('GET /api/places/:id/hours', () => {
  it('answers the days in the contract’s shape, for anyone', async () => {
    const res = await call('GET', `/api/places/${ids['Gyeongbokgung Palace']}/hours?from=2026-11-30&days=3`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        timezone: 'Asia/Seoul',
        days: [
          {
            date: '2026-11-30',
            state: 'open',
            intervals: [{ from: '09:00', to: '17:00' }],
            holiday: null,
            closure: null,
            lastEntry: '16:00',
          },
          {
            date: '2026-12-01',
            state: 'closed',
            intervals: [],
            holiday: null,
            closure: 'weekly',
            lastEntry: null,
          },
          {
            date: '2026-12-02',
            state: 'open',
            intervals: [{ from: '09:00', to: '17:00' }],
            holiday: null,
            closure: null,
            lastEntry: '16:00',
          },
        ],
      },
    });
  });

  it('starts today in Seoul and gives 7 days by default', async () => {
    const res = await call('GET', `/api/places/${ids['Balwoo Gongyang']}/hours`);
    const days = res.json().data.days;
    expect(days).toHaveLength(7);
    expect(days[0].date).toBe(seoulNow().date);
  });

  it('names a holiday in the request’s language: ?language=, else the ktravel-lang cookie, else Accept-Language', async () => {
    const url = `/api/places/${ids['Gyeongbokgung Palace']}/hours?from=2026-02-17&days=3`;
    const holiday = async (query: string, headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url: url + query, headers })).json().data.days[0].holiday;
    expect(await holiday('&language=en')).toBe('Seollal (Lunar New Year)');
    expect(await holiday('&language=zh')).toBe('春节');
    expect(await holiday('', { cookie: 'ktravel-lang=en' })).toBe('Seollal (Lunar New Year)');
    expect(await holiday('', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toBe('春节');
    expect(await holiday('')).toBe('설날');
    const res = await call('GET', `${url}&language=en`);
    // The palace opens on Seollal (its Tuesday) and closes on Thursday the 19th instead.
    expect(
      res.json().data.days.map((d: { state: string; closure: string | null }) => [d.state, d.closure]),
    ).toEqual([
      ['open', null],
      ['open', null],
      ['closed', 'moved'],
    ]);
  });

  it('says unknown for a place without hours', async () => {
    const res = await call('GET', `/api/places/${ids['N Seoul Tower']}/hours?from=2026-12-01&days=2`);
    expect(res.json().data.days.map((d: { state: string }) => d.state)).toEqual(['unknown', 'unknown']);
  });

  it('refuses impossible dates and day counts, naming the field', async () => {
    const id = ids['Gyeongbokgung Palace'];
    for (const query of [
      'from=2027-02-30',
      'from=2026-13-01',
      'from=tomorrow',
      'days=0',
      'days=32',
      'days=1.5',
    ]) {
      const res = await call('GET', `/api/places/${id}/hours?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join(), query).toMatch(/from|days/);
    }
  });

  it('is a 404 for a missing place, and for an inactive one except to admins', async () => {
    expect((await call('GET', '/api/places/999999/hours')).statusCode).toBe(404);
    const id = ids['Jongmyo Shrine']!;
    await t.database.db.update(places).set({ status: 'inactive' }).where(eq(places.id, id));
    expect((await call('GET', `/api/places/${id}/hours`, member)).statusCode).toBe(404);
    expect((await call('GET', `/api/places/${id}/hours`, admin)).statusCode).toBe(200);
    await t.database.db.update(places).set({ status: 'active' }).where(eq(places.id, id));
  });
});

describe('admins write hours in the marker forms', () => {
  it('stores the canonical value and writes the display texts from it in each language', async () => {
    const id = ids.Jungsik!;
    const res = await editPlace(id, 'Jungsik', { openingHours: 'daily 12:00-15:00,17:30-22:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      openingHours: 'Mo-Su 12:00-15:00,17:30-22:00',
      closingDayMovesOnHoliday: false,
      openingHoursJson: {
        weekdayDescriptions: ['Daily 12:00–15:00, 17:30–22:00'],
        weekdayDescriptionsKo: ['매일 12:00–15:00, 17:30–22:00'],
        weekdayDescriptionsZh: ['每天 12:00–15:00, 17:30–22:00'],
        weekdayDescriptionsJa: ['毎日 12:00–15:00, 17:30–22:00'],
        weekdayDescriptionsZhHant: ['每天 12:00–15:00, 17:30–22:00'],
      },
    });
    const hours = await call('GET', `/api/places/${id}/hours?from=2026-12-01&days=1`);
    expect(hours.json().data.days[0].intervals).toEqual([
      { from: '12:00', to: '15:00' },
      { from: '17:30', to: '22:00' },
    ]);
  });

  it('refuses a syntax error with a 400 naming the field and the problem, and keeps what was stored', async () => {
    const id = ids['Gyeongbokgung Palace']!;
    const before = await placeRow(id);
    const res = await editPlace(id, 'Changed name', { openingHours: 'Mo-Fx 09:00-18:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { openingHours: expect.stringMatching(/Unexpected token.*character 5/) },
    });
    expect(await placeRow(id)).toEqual(before);
  });

  it('refuses 10 KB of hours and control characters, naming the field', async () => {
    const id = ids['Gyeongbokgung Palace']!;
    const before = await placeRow(id);
    for (const openingHours of [
      'Mo-Fr 09:00-18:00; '.repeat(550),
      'Mo-Fr 09:00-18:00\n; Sa off',
      'Mo-Fr\u000009:00-18:00',
    ]) {
      const res = await editPlace(id, 'X', { openingHours });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('openingHours');
    }
    expect(await placeRow(id)).toEqual(before);
  });

  it('sets the holiday rule, and clears hours with an empty value', async () => {
    const id = ids['Deoksugung Palace']!;
    const moved = await editPlace(id, 'Deoksugung Palace', { closingDayMovesOnHoliday: false });
    expect(moved.json().data.closingDayMovesOnHoliday).toBe(false);
    const cleared = await editPlace(id, 'Deoksugung Palace', { openingHours: '' });
    expect(cleared.json().data).toMatchObject({ openingHours: null, openingHoursJson: null });
    // A form that leaves the hours out leaves them as they are.
    const renamed = await editPlace(ids['Changgyeonggung Palace']!, 'Changgyeonggung Palace', {});
    expect(renamed.json().data.openingHours).toBe('Tu-Su,PH 09:00-21:00 open "last entry 20:00"');
  });

  it('takes hours when a marker is added, and refuses bad ones before adding anything', async () => {
    const body = { source: 'kakao', category: 'K-Cafe', lat: 37.57, lng: 126.98 };
    const add = (placeId: string, name: string, openingHours: string) =>
      call('POST', '/api/places/add', admin, { ...body, placeId, name, openingHours });
    const bad = await add('hours-bad', 'Hours bad', 'Mo-Fr 09:00-18:00; Xy off');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('openingHours');
    expect(await t.database.db.select().from(places).where(eq(places.name, 'Hours bad'))).toEqual([]);
    const good = await add('hours-good', 'Hours good', 'Tu-Su 10:00-19:00; PH off');
    expect(good.statusCode).toBe(201);
    expect(good.json().data).toMatchObject({
      openingHours: 'Tu-Su 10:00-19:00; PH off',
      openingHoursJson: {
        weekdayDescriptions: ['Tue–Sun 10:00–19:00', 'Closed Mondays', 'Closed on public holidays'],
      },
    });
  });
});

describe('POST /api/places/hours/preview', () => {
  const preview = (cookie: string | undefined, payload: unknown) =>
    call('POST', '/api/places/hours/preview', cookie, payload);

  it('refuses an anonymous caller and a member', async () => {
    expect((await preview(undefined, { openingHours: 'Mo 10:00-12:00' })).statusCode).toBe(401);
    expect((await preview(member, { openingHours: 'Mo 10:00-12:00' })).statusCode).toBe(403);
  });

  it('shows the next 14 days of a value before it is saved', async () => {
    const res = await preview(admin, {
      openingHours: 'Mo,We-Su,PH 09:00-18:00',
      closingDayMovesOnHoliday: true,
      from: '2026-02-14',
      language: 'en',
    });
    const data = res.json().data;
    expect(data).toMatchObject({
      valid: true,
      openingHours: 'Mo,We-Su,PH 09:00-18:00',
      timezone: 'Asia/Seoul',
    });
    expect(data.days).toHaveLength(14);
    expect(data.days[3]).toMatchObject({
      date: '2026-02-17',
      state: 'open',
      holiday: 'Seollal (Lunar New Year)',
    });
    expect(data.days[5]).toMatchObject({ date: '2026-02-19', state: 'closed', closure: 'moved' });
  });

  it('answers a value that is not valid with the problem and where it is', async () => {
    expect((await preview(admin, { openingHours: 'Mo-Fx 09:00' })).json().data).toEqual({
      valid: false,
      problem: expect.stringMatching(/Unexpected token/),
      position: 4,
    });
    expect((await preview(admin, { openingHours: 'x'.repeat(300) })).json().data).toMatchObject({
      valid: false,
    });
    expect((await preview(admin, { openingHours: 'Mo\n10:00-12:00' })).json().data).toMatchObject({
      valid: false,
      position: 2,
    });
    // Nothing written: the hours are not known.
    const empty = (await preview(admin, { openingHours: '', days: 2 })).json().data;
    expect(empty.days.map((d: { state: string }) => d.state)).toEqual(['unknown', 'unknown']);
  });
});

describe('openAt and openNow on the place lists', () => {
  const names = async (url: string) => {
    const res = await call('GET', url);
    expect(res.statusCode, url).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(data.items.length);
    return data.items.map((p: { name: string }) => p.name).sort();
  };

  it('keeps the places known to be open then, leaving unknown hours out', async () => {
    // Tuesday 1 December 2026, 12:00: Gyeongbokgung and Jongmyo are closed (Tuesdays), the restaurant is open.
    const noon = await names('/api/places?openAt=2026-12-01T12:00&pageSize=100');
    expect(noon).toContain('Balwoo Gongyang');
    expect(noon).toContain('National Museum of Korea');
    expect(noon).toContain('Changdeokgung Palace');
    expect(noon).not.toContain('Gyeongbokgung Palace');
    expect(noon).not.toContain('Jongmyo Shrine');
    expect(noon).not.toContain('N Seoul Tower');
    // 15:30: the restaurant's break.
    expect(await names('/api/places?openAt=2026-12-01T15:30&pageSize=100')).not.toContain('Balwoo Gongyang');
    // Wednesday 20:30: only what is open in the evening.
    expect(await names('/api/places?openAt=2026-12-02T20:30&pageSize=100')).toEqual(
      expect.arrayContaining(['Balwoo Gongyang', 'National Museum of Korea', 'Changgyeonggung Palace']),
    );
    expect(await names('/api/places?openAt=2026-12-02T20:30&pageSize=100')).not.toContain(
      'Changdeokgung Palace',
    );
  });

  it('filters the markers and the typed lists the same way', async () => {
    const markers = await names('/api/places/markers?openAt=2026-12-01T12:00&type=food&language=en');
    expect(markers).toContain('Balwoo Gongyang');
    expect(markers.every((n: string) => n !== 'Gyeongbokgung Palace')).toBe(true);
    const radius = await names('/api/places?openAt=2026-12-01T12:00&lat=37.5738&lng=126.9819&radius=1000');
    // Within 1 km of the restaurant: Gyeongbokgung is too (775 m), but closed on Tuesdays.
    expect(radius).toContain('Balwoo Gongyang');
    expect(radius).not.toContain('Gyeongbokgung Palace');
  });

  it('openNow keeps the places open at this moment in Seoul', async () => {
    const now = seoulNow();
    const rows = await t.database.db.select().from(places);
    const expected = rows
      .filter(
        (p) =>
          p.status === 'active' &&
          dayHours(p, now.date).intervals.some((i) => i.from <= now.minutes && now.minutes < i.to),
      )
      .map((p) => p.name)
      .sort();
    expect(await names('/api/places?openNow=true&pageSize=100')).toEqual(expected);
  });

  it('sees a change of hours at once', async () => {
    const id = ids['N Seoul Tower']!;
    expect(await names('/api/places?openAt=2026-12-01T11:00&pageSize=100')).not.toContain('N Seoul Tower');
    await editPlace(id, 'N Seoul Tower', { openingHours: 'Mo-Su 10:00-23:00' });
    expect(await names('/api/places?openAt=2026-12-01T11:00&pageSize=100')).toContain('N Seoul Tower');
  });

  it('refuses impossible times and openAt with openNow', async () => {
    for (const query of [
      'openAt=2027-02-30T10:00',
      'openAt=2026-12-01T25:00',
      'openAt=2026-12-01',
      'openNow=yes',
    ]) {
      expect((await call('GET', `/api/places?${query}`)).statusCode, query).toBe(400);
    }
    expect((await call('GET', '/api/places?openAt=2026-12-01T10:00&openNow=true')).statusCode).toBe(400);
  });
});
