import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { caller, signIn, useTestApp } from '../../test/helpers.ts';

/** GET /api/courses/:id/export.ics (DESIGN §8.1), read back with ical.js, a real RFC 5545 parser. */

const t = useTestApp({ PUBLIC_URL: 'https://ktravel.example' }, {}, async (app) => {
  await seedAll(app.database.db);
});
const call = caller(() => t.app);
const ids: Record<string, number> = {};
let owner: string;
let other: string;

beforeAll(async () => {
  for (const row of await t.database.db.select({ id: places.id, name: places.name }).from(places)) {
    ids[row.name] = row.id;
  }
  owner = await signIn(t.app, 'ics-owner@example.com', 'Owner');
  other = await signIn(t.app, 'ics-other@example.com', 'Other');
});

async function course(extra: Record<string, unknown> = {}): Promise<number> {
  const stop = (
    order: number,
    place: string,
    day: number,
    time: string | null,
    durationMinutes: number | null,
  ) => ({
    order,
    name: place,
    lat: 37.57,
    lng: 126.98,
    placeId: ids[place],
    day,
    time,
    durationMinutes,
  });
  const res = await call('POST', '/api/courses', owner, {
    title: '서울 3일: palaces & temple food',
    startDate: '2026-12-01',
    dayCount: 3,
    stops: [
      stop(1, 'Balwoo Gongyang', 1, '12:00', null),
      stop(2, 'Gyeongbokgung Palace', 2, '10:00', 150),
      stop(3, 'N Seoul Tower', 3, null, null),
    ],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe('GET /api/courses/:id/export.ics', () => {
  it('is an RFC 5545 calendar: one event per stop, in Asia/Seoul, with Hangul locations', async () => {
    const id = await course();
    const res = await call('GET', `/api/courses/${id}/export.ics?language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=.*\.ics/);
    // RFC 5545 §3.1: lines end with CRLF.
    expect(res.body.split('\r\n').length).toBeGreaterThan(30);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Seoul');
    expect(zone.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto')!.toString()).toBe(
      '+09:00',
    );

    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(3);
    const [lunch, palace, tower] = events as [ICAL.Component, ICAL.Component, ICAL.Component];

    expect(lunch.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Seoul');
    expect(lunch.getFirstPropertyValue('dtstart')!.toString()).toBe('2026-12-01T12:00:00');
    // No duration given: an hour.
    expect(lunch.getFirstPropertyValue('duration')!.toString()).toBe('PT1H');
    expect(lunch.getFirstPropertyValue('summary')).toBe('Balwoo Gongyang (발우공양)');
    expect(lunch.getFirstPropertyValue('location')).toBe('서울특별시 종로구 우정국로 56');
    expect(lunch.getFirstPropertyValue('geo')).toEqual([37.57, 126.98]);
    expect(lunch.getFirstPropertyValue('url')).toBe(`https://ktravel.example/kcourse/${id}`);

    expect(palace.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Seoul');
    expect(palace.getFirstPropertyValue('dtstart')!.toString()).toBe('2026-12-02T10:00:00');
    expect(palace.getFirstPropertyValue('duration')!.toString()).toBe('PT2H30M');
    expect(palace.getFirstPropertyValue('location')).toBe('서울특별시 종로구 사직로 161');
    expect(palace.getFirstPropertyValue('description')).toContain('경복궁');

    // No time: an all-day event on its day.
    const allDay = tower.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(allDay.isDate).toBe(true);
    expect(allDay.toString()).toBe('2026-12-03');
    expect(tower.getFirstPropertyValue('dtend')!.toString()).toBe('2026-12-04');

    // The event, read through the parser's time zone support, is at 03:00 UTC (12:00 in Seoul).
    ICAL.TimezoneService.register(zone);
    const start = lunch.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2026-12-01T03:00:00.000Z');
    ICAL.TimezoneService.remove('Asia/Seoul');
  });

  it('names the stops in the request’s language, keeping the Hangul location', async () => {
    const id = await course();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${id}/export.ics`,
      headers: { cookie: 'ktravel-lang=zh' },
    });
    const [lunch] = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
    expect(lunch!.getFirstPropertyValue('summary')).toBe('钵盂供养 (발우공양)');
    expect(lunch!.getFirstPropertyValue('location')).toBe('서울특별시 종로구 우정국로 56');
  });

  it('is a 409 COURSE_HAS_NO_DATE without a start date', async () => {
    const id = await course({ startDate: null });
    const res = await call('GET', `/api/courses/${id}/export.ics`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('COURSE_HAS_NO_DATE');
  });

  it('has the course’s visibility: a private one is a 404 for others', async () => {
    const id = await course({ visibility: 'private' });
    expect((await call('GET', `/api/courses/${id}/export.ics`)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${id}/export.ics`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${id}/export.ics`, owner)).statusCode).toBe(200);
  });
});
