import { COURSE_MAX_DAYS, COURSE_MAX_STOPS } from '@ktravel/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseStops, courses, places } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { caller, countQueries, signIn, useTestApp } from '../../test/helpers.ts';

/**
 * Trip days and times (DESIGN §8.1): the course fields, and the checks of a plan against its places' hours.
 * `npm test` runs this file again under TZ=America/New_York and TZ=Pacific/Auckland: nothing may move.
 */

const t = useTestApp({}, {}, async (app) => {
  await seedAll(app.database.db);
});
const call = caller(() => t.app);
const ids: Record<string, number> = {};
let owner: string;
let other: string;
let admin: string;

beforeAll(async () => {
  for (const row of await t.database.db.select({ id: places.id, name: places.name }).from(places)) {
    ids[row.name] = row.id;
  }
  owner = await signIn(t.app, 'trip-owner@example.com', 'Owner');
  other = await signIn(t.app, 'trip-other@example.com', 'Other');
  admin = await signIn(t.app, 'admin@example.com', 'Admin');
});

interface StopPlan {
  place: string;
  day: number;
  time?: string | null;
  durationMinutes?: number | null;
}

const stopsOf = (plan: StopPlan[]) =>
  plan.map((s, i) => ({
    order: i + 1,
    name: s.place,
    lat: 37.57,
    lng: 126.98,
    placeId: ids[s.place],
    day: s.day,
    time: s.time ?? null,
    durationMinutes: s.durationMinutes ?? null,
  }));

/** A 3-day trip starting on Tuesday 1 December 2026, with one problem of each kind. */
const TRIP: StopPlan[] = [
  { place: 'Gyeongbokgung Palace', day: 1, time: '10:00', durationMinutes: 120 },
  { place: 'Balwoo Gongyang', day: 1, time: '15:30', durationMinutes: 60 },
  { place: 'Changdeokgung Palace', day: 2, time: '08:00', durationMinutes: 90 },
  { place: 'National Museum of Korea', day: 2, time: '20:30', durationMinutes: 60 },
  { place: 'Balwoo Gongyang', day: 3, time: '14:30', durationMinutes: 60 },
  { place: 'Changgyeonggung Palace', day: 3, time: '20:30', durationMinutes: 20 },
  { place: 'Deoksugung Palace', day: 3, time: '22:00' },
  { place: 'N Seoul Tower', day: 3, time: '23:00' },
];

const body = (plan: StopPlan[], extra: Record<string, unknown> = {}) => ({
  title: 'Three days in Seoul',
  startDate: '2026-12-01',
  dayCount: 3,
  stops: stopsOf(plan),
  ...extra,
});

async function createCourse(plan: StopPlan[], extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/api/courses', owner, body(plan, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe('courses carry days, times and a start date', () => {
  it('stores and returns them; an old-style course is one day without times', async () => {
    const id = await createCourse(TRIP);
    const course = (await call('GET', `/api/courses/${id}`)).json().data;
    expect(course).toMatchObject({ startDate: '2026-12-01', dayCount: 3 });
    expect(
      course.stops.map((s: { day: number; time: string | null; durationMinutes: number | null }) => [
        s.day,
        s.time,
        s.durationMinutes,
      ]),
    ).toEqual(TRIP.map((s) => [s.day, s.time ?? null, s.durationMinutes ?? null]));
    const plain = await call('POST', '/api/courses', owner, {
      title: 'Old style',
      stops: [{ order: 1, name: 'Somewhere', lat: 37.5, lng: 127 }],
    });
    expect(plain.json().data).toMatchObject({
      startDate: null,
      dayCount: 1,
      stops: [{ day: 1, time: null, durationMinutes: null }],
    });
    const edited = await call(
      'PUT',
      `/api/courses/${id}`,
      owner,
      body(TRIP.slice(0, 2), { startDate: null, dayCount: 5 }),
    );
    expect(edited.json().data).toMatchObject({ startDate: null, dayCount: 5 });
  });

  it('refuses impossible input with a 400 naming the field, and stores nothing', async () => {
    const id = await createCourse(TRIP);
    const stored = async () => ({
      courses: (await t.database.db.select({ n: count() }).from(courses))[0]!.n,
      course: (await t.database.db.select().from(courses).where(eq(courses.id, id)))[0],
      stops: await t.database.db.select().from(courseStops).where(eq(courseStops.courseId, id)),
    });
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2027-02-30' }, 'startDate'],
      [{ startDate: '2026-12-1' }, 'startDate'],
      [{ stops: [{ ...stopsOf(TRIP)[0], day: 15 }] }, 'stops.0.day'],
      [{ stops: [{ ...stopsOf(TRIP)[0], day: 0 }] }, 'stops.0.day'],
      [
        {
          stops: stopsOf([
            { place: 'Jungsik', day: 2 },
            { place: 'Jungsik', day: 1 },
          ]),
        },
        'stops.1.day',
      ],
      [{ stops: [{ ...stopsOf(TRIP)[0], time: '25:00' }] }, 'stops.0.time'],
      [{ stops: [{ ...stopsOf(TRIP)[0], time: '9:00' }] }, 'stops.0.time'],
      [{ stops: [{ ...stopsOf(TRIP)[0], durationMinutes: 0 }] }, 'stops.0.durationMinutes'],
      [{ stops: [{ ...stopsOf(TRIP)[0], durationMinutes: 10_000 }] }, 'stops.0.durationMinutes'],
      [{ dayCount: 2 }, 'dayCount'],
      [{ dayCount: 15 }, 'dayCount'],
    ];
    for (const [change, field] of cases) {
      for (const [method, url] of [
        ['POST', '/api/courses'],
        ['PUT', `/api/courses/${id}`],
        ['POST', '/api/courses/check'],
      ] as const) {
        const res = await call(method, url, owner, body(TRIP, change));
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(change)}`).toBe(400);
        expect(Object.keys(res.json().error.fields ?? {}), `${method} ${JSON.stringify(change)}`).toContain(
          field,
        );
      }
    }
    expect(await stored()).toEqual(before);
  });
});

type Warning = { order: number; day: number; date: string; code: string; message: string; fix: unknown };

describe('GET /api/courses/:id/check', () => {
  it('finds each kind of problem beside its stop, with the fix', async () => {
    const id = await createCourse(TRIP);
    const res = await call('GET', `/api/courses/${id}/check?language=en`);
    expect(res.statusCode).toBe(200);
    const { warnings, needsStartDate } = res.json().data;
    expect(needsStartDate).toBe(false);
    const byOrder = Object.fromEntries(warnings.map((w: Warning) => [w.order, w]));
    expect(byOrder[1]).toEqual({
      order: 1,
      day: 1,
      date: '2026-12-01',
      placeId: ids['Gyeongbokgung Palace'],
      code: 'CLOSED_THAT_DAY',
      message: 'Gyeongbokgung Palace is closed on Tuesdays.',
      fix: { kind: 'moveToDay', day: 2, label: 'Move to Wednesday (day 2)' },
    });
    expect(byOrder[2]).toMatchObject({
      code: 'BREAK_TIME',
      message: 'Balwoo Gongyang has a break from 15:00 to 18:00; you arrive at 15:30.',
      fix: { kind: 'setTime', time: '18:00', label: 'Arrive after 18:00' },
    });
    expect(byOrder[3]).toMatchObject({
      date: '2026-12-02',
      code: 'OUTSIDE_HOURS',
      message: 'Changdeokgung Palace opens at 09:00; you arrive at 08:00.',
      fix: { kind: 'setTime', time: '09:00' },
    });
    expect(byOrder[4]).toMatchObject({
      code: 'CLOSES_DURING_VISIT',
      message: 'National Museum of Korea closes at 21:00, before your visit ends at 21:30.',
      fix: { kind: 'setTime', time: '20:00', label: 'Arrive by 20:00' },
    });
    expect(byOrder[5]).toMatchObject({
      code: 'CLOSES_DURING_VISIT',
      message: 'Balwoo Gongyang closes for a break at 15:00, before your visit ends at 15:30.',
      fix: { kind: 'setTime', time: '14:00' },
    });
    expect(byOrder[6]).toMatchObject({
      code: 'OUTSIDE_HOURS',
      message: 'The last entry at Changgyeonggung Palace is 20:00; you arrive at 20:30.',
      fix: { kind: 'setTime', time: '20:00' },
    });
    expect(byOrder[7]).toMatchObject({
      code: 'OUTSIDE_HOURS',
      message: 'Deoksugung Palace closes at 21:00; you arrive at 22:00.',
      fix: { kind: 'setTime', time: '20:00', label: 'Arrive by 20:00' },
    });
    // Unknown hours: no warning.
    expect(byOrder[8]).toBeUndefined();
    expect(warnings).toHaveLength(7);
  });

  it('speaks the request’s language: ?language=, else the ktravel-lang cookie', async () => {
    const id = await createCourse(TRIP.slice(0, 2));
    const ko = (await call('GET', `/api/courses/${id}/check?language=ko`)).json().data.warnings as Warning[];
    expect(ko[0]).toMatchObject({
      message: '경복궁은 매주 화요일 휴무입니다.',
      fix: { label: '수요일(2일차)로 옮기기' },
    });
    expect(ko[1]!.message).toBe('발우공양은 15:00–18:00 브레이크 타임입니다. 도착 예정은 15:30입니다.');
    const zh = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${id}/check`,
      headers: { cookie: 'ktravel-lang=zh' },
    });
    expect((zh.json().data.warnings as Warning[])[0]).toMatchObject({
      message: '景福宫每周二闭馆。',
      fix: { label: '移到周三（第2天）' },
    });
  });

  it('names holiday closures and closing days moved by a holiday', async () => {
    // Thursday 24 September 2026 is Chuseok's eve; the restaurant closes for the Chuseok holidays.
    const chuseok = await createCourse([{ place: 'Balwoo Gongyang', day: 2, time: '12:00' }], {
      startDate: '2026-09-24',
      dayCount: 4,
    });
    const [holiday] = (await call('GET', `/api/courses/${chuseok}/check?language=en`)).json().data.warnings;
    expect(holiday).toMatchObject({
      code: 'CLOSED_THAT_DAY',
      date: '2026-09-25',
      message: 'Balwoo Gongyang is closed on 2026-09-25, a public holiday (Chuseok).',
      // Saturday 26 is a Chuseok day too, Sunday its weekly closing: Monday 28 is day 5, past the trip; day 1 is closed too.
      fix: null,
    });
    // Seollal 2026 fell on Gyeongbokgung's Tuesday: it opened, and closes on Thursday 19 February instead.
    const seollal = await createCourse([{ place: 'Gyeongbokgung Palace', day: 2 }], {
      startDate: '2026-02-18',
      dayCount: 3,
    });
    const [moved] = (await call('GET', `/api/courses/${seollal}/check?language=en`)).json().data.warnings;
    expect(moved).toMatchObject({
      code: 'CLOSED_THAT_DAY',
      date: '2026-02-19',
      message: expect.stringMatching(
        /closed on Thursday 2026-02-19: its weekly closing day fell on a public holiday/,
      ),
      fix: { kind: 'moveToDay', day: 3 },
    });
  });

  it('says a start date is needed, with no dated warnings, when the course has none', async () => {
    const id = await createCourse(TRIP, { startDate: null });
    expect((await call('GET', `/api/courses/${id}/check`)).json().data).toEqual({
      warnings: [],
      needsStartDate: true,
      holidays: [],
    });
  });

  it('answers whoever may read the course: a private one is a 404 for others', async () => {
    const id = await createCourse(TRIP, { visibility: 'private' });
    expect((await call('GET', `/api/courses/${id}/check`)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${id}/check`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${id}/check`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/courses/${id}/check`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/courses/999999/check')).statusCode).toBe(404);
  });
});

describe('POST /api/courses/check', () => {
  it('refuses an anonymous caller', async () => {
    expect((await call('POST', '/api/courses/check', undefined, body(TRIP))).statusCode).toBe(401);
  });

  it('checks a plan before it is saved, and saves nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(courses))[0]!.n;
    const res = await call('POST', '/api/courses/check?language=en', other, body(TRIP.slice(0, 2)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.warnings.map((w: Warning) => w.code)).toEqual(['CLOSED_THAT_DAY', 'BREAK_TIME']);
    // The suggested fix clears the warning.
    const fixed = await call(
      'POST',
      '/api/courses/check?language=en',
      other,
      body([
        { place: 'Balwoo Gongyang', day: 1, time: '18:00', durationMinutes: 60 },
        { place: 'Gyeongbokgung Palace', day: 2, time: '10:00', durationMinutes: 120 },
      ]),
    );
    expect(fixed.json().data).toEqual({ warnings: [], needsStartDate: false, holidays: [] });
    expect((await t.database.db.select({ n: count() }).from(courses))[0]!.n).toBe(before);
  });

  it('reads the places’ hours in one query whatever the number of stops (never a query per stop)', async () => {
    const withHours = [
      'Gyeongbokgung Palace',
      'Balwoo Gongyang',
      'Changdeokgung Palace',
      'National Museum of Korea',
    ];
    const trip = (count: number): StopPlan[] =>
      Array.from({ length: count }, (_, i) => ({
        place: withHours[i % withHours.length]!,
        day: Math.floor((i * COURSE_MAX_DAYS) / count) + 1,
        time: `${String(9 + (i % 10)).padStart(2, '0')}:00`,
        durationMinutes: 60,
      }));
    const ask = (plan: StopPlan[]) =>
      countQueries(t.database, async () => {
        const res = await call(
          'POST',
          '/api/courses/check?language=en',
          other,
          body(plan, { dayCount: COURSE_MAX_DAYS }),
        );
        expect(res.statusCode, res.body).toBe(200);
      });
    await ask(trip(2));
    const few = await ask(trip(2));
    const many = await ask(trip(COURSE_MAX_STOPS));
    expect(many).toBe(few);
    // The session, and one query that links the stops and reads their places' hours.
    expect(few).toBeLessThanOrEqual(2);
  });

  it('links stops by outside id like a saved course', async () => {
    const [stop] = stopsOf([{ place: 'Gyeongbokgung Palace', day: 1 }]);
    const res = await call('POST', '/api/courses/check?language=en', other, {
      ...body([]),
      stops: [
        {
          ...stop,
          placeId: undefined,
          externalId: String(ids['Gyeongbokgung Palace']),
          lat: 37.5796,
          lng: 126.977,
        },
      ],
    });
    expect(res.json().data.warnings).toMatchObject([{ code: 'CLOSED_THAT_DAY', date: '2026-12-01' }]);
  });
});

describe('the plan against itself, and holidays (issue 44)', () => {
  /** Checks a plan of catalogue stops (`place`) and stops of the member's own (written out), as the planner sends it. */
  const check = async (
    plan: (StopPlan | Record<string, unknown>)[],
    extra: Record<string, unknown> = {},
    language = 'en',
  ) => {
    const stops = plan.map((stop, i) => ({
      ...('place' in stop ? stopsOf([stop as StopPlan])[0] : stop),
      order: i + 1,
    }));
    const res = await call('POST', `/api/courses/check?language=${language}`, other, {
      ...body([]),
      stops,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      warnings: (Warning & { placeId: number | null })[];
      holidays: { day: number; date: string; name: string; isMajor: boolean }[];
    };
  };

  it('warns of a stop arriving before the one listed before it that day, with a fix that sorts the day', async () => {
    // What the old fix made: a 10:00 stop moved to the end of a day after a 15:30 one.
    const { warnings } = await check([
      { place: 'Changdeokgung Palace', day: 1, time: '15:30', durationMinutes: 60 },
      { place: 'Deoksugung Palace', day: 1, time: '10:00', durationMinutes: 60 },
    ]);
    expect(warnings).toMatchObject([
      {
        order: 2,
        day: 1,
        code: 'TIME_ORDER',
        message: expect.stringContaining('at 10:00, before Changdeokgung Palace (15:30)'),
        fix: { kind: 'sortDay', day: 1, label: 'Put day 1 in time order' },
      },
    ]);
  });

  it('warns of a visit that starts before the previous one ends, or at the same time, with a fix after it', async () => {
    const { warnings } = await check(
      [
        { place: 'Deoksugung Palace', day: 1, time: '10:00', durationMinutes: 90 },
        { place: 'Changdeokgung Palace', day: 1, time: '11:00', durationMinutes: 60 },
        { place: 'N Seoul Tower', day: 2, time: '19:00' },
        { place: 'Gyeongbokgung Palace', day: 2, time: '19:00' },
      ],
      { dayCount: 2 },
    );
    expect(warnings.filter((w) => w.code === 'OVERLAPS_PREVIOUS')).toMatchObject([
      {
        order: 2,
        message:
          'You arrive at Changdeokgung Palace at 11:00, while your visit to Deoksugung Palace (10:00–11:30) still runs.',
        fix: { kind: 'setTime', time: '11:30' },
      },
      {
        order: 4,
        message: 'N Seoul Tower and Gyeongbokgung Palace are both planned for 19:00.',
        fix: { kind: 'setTime', time: '20:00' },
      },
    ]);
    // Stops of the member's own count too, and in every language.
    const own = await check(
      [
        { order: 1, name: '숙소', lat: 37.5, lng: 127, day: 1, time: '09:00', durationMinutes: 30 },
        { order: 2, name: '친구 집', lat: 37.51, lng: 127, day: 1, time: '09:00', durationMinutes: 30 },
      ],
      {},
      'ko',
    );
    expect(own.warnings).toMatchObject([
      {
        order: 2,
        placeId: null,
        code: 'OVERLAPS_PREVIOUS',
        message: expect.stringContaining('친구 집에 09:00에 도착'),
      },
    ]);
    for (const language of ['zh', 'ja', 'zh-Hant']) {
      const [warning] = (
        await check(
          [
            { place: 'Deoksugung Palace', day: 1, time: '10:00', durationMinutes: 90 },
            { place: 'Changdeokgung Palace', day: 1, time: '10:30' },
          ],
          {},
          language,
        )
      ).warnings;
      expect(warning?.message, language).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(warning?.message).not.toMatch(/[A-Za-z]{4,}(?<!Deoksugung|Palace)/);
    }
  });

  it('names the trip’s public holidays, and notes a stop whose hours are not known on one', async () => {
    // Seollal 2027: 6–8 February (Saturday to Monday), and a substitute holiday on 9 February.
    const seollal = await check(
      [
        { place: 'N Seoul Tower', day: 2, time: '19:00' },
        { order: 2, name: 'Our guesthouse', lat: 37.5, lng: 127, day: 3, time: null },
      ],
      { startDate: '2027-02-06', dayCount: 5 },
    );
    expect(seollal.holidays.map((h) => [h.day, h.date, h.isMajor])).toEqual([
      [1, '2027-02-06', true],
      [2, '2027-02-07', true],
      [3, '2027-02-08', true],
      [4, '2027-02-09', true],
    ]);
    expect(seollal.holidays[1]!.name).toBe('Seollal (Lunar New Year)');
    const notes = seollal.warnings.filter((w) => w.code === 'HOLIDAY_HOURS_UNKNOWN');
    expect(notes.map((n) => [n.order, n.date, n.fix])).toContainEqual([2, '2027-02-08', null]);
    expect(notes.find((n) => n.order === 2)!.message).toBe(
      "Our guesthouse's hours on Seollal (day after), 2027-02-08, are not known, and many places close that day: check before going.",
    );
    // A place whose hours are known that day gets its hours' warning or nothing, not the note.
    const palace = await check([{ place: 'Gyeongbokgung Palace', day: 1, time: '10:00' }], {
      startDate: '2027-02-07',
    });
    expect(palace.warnings.map((w) => w.code)).not.toContain('HOLIDAY_HOURS_UNKNOWN');
    // Hangeul Day is a holiday, not Seollal or Chuseok.
    const hangeul = await check(
      [{ order: 1, name: 'Somewhere', lat: 37.5, lng: 127, day: 1 }],
      { startDate: '2027-10-09', dayCount: 1 },
      'ko',
    );
    expect(hangeul.holidays).toEqual([{ day: 1, date: '2027-10-09', name: '한글날', isMajor: false }]);
    expect(hangeul.warnings[0]).toMatchObject({
      code: 'HOLIDAY_HOURS_UNKNOWN',
      message: expect.stringContaining('공휴일(한글날)'),
    });
  });
});
