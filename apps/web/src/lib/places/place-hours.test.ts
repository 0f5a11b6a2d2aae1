import type { HoursDayDto } from '@ktravel/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render.tsx';
import {
  formatIntervals,
  getPlaceHours,
  hoursTone,
  placeHoursQueryOptions,
  type SeoulMoment,
  todayHours,
  weekRows,
} from './place-hours.ts';

// 2026-12-01 is a Tuesday.
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';

type Span = `${string}-${string}`;

/** A day as the server sends it: open with these `HH:mm-HH:mm` spans, or `fields` for the rest. */
function day(date: string, spans: Span[], fields: Partial<HoursDayDto> = {}): HoursDayDto {
  const intervals = spans.map((span) => {
    const [from = '', to = ''] = span.split('-');
    return { from, to };
  });
  return {
    date,
    state: intervals.length > 0 ? 'open' : 'closed',
    intervals,
    holiday: null,
    closure: null,
    lastEntry: null,
    ...fields,
  };
}

const closed = (date: string, fields: Partial<HoursDayDto> = {}) =>
  day(date, [], { closure: 'other', ...fields });
const unknown = (date: string) => day(date, [], { state: 'unknown' });

/** Seoul's now at `HH:mm` on `date`. */
const at = (date: string, time: string): SeoulMoment => ({
  date,
  minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
});

describe('todayHours', () => {
  const palace = [
    day(TUESDAY, ['09:00-18:00'], { lastEntry: '17:00' }),
    day(WEDNESDAY, ['09:00-18:00'], { lastEntry: '17:00' }),
  ];

  it('says open until the interval ends, with its last entry', () => {
    const today = todayHours(palace, at(TUESDAY, '10:15'));
    expect(today).toEqual({
      kind: 'open',
      until: '18:00',
      isClosingSoon: false,
      lastEntry: '17:00',
      isLastEntryPast: false,
      holiday: null,
    });
    expect(hoursTone(today)).toBe('open');
  });

  it('turns amber once the last entry has passed, and again when closing is an hour away or less', () => {
    const afterEntry = todayHours(palace, at(TUESDAY, '17:00'));
    expect(afterEntry).toMatchObject({ kind: 'open', isLastEntryPast: true, isClosingSoon: true });
    expect(hoursTone(afterEntry)).toBe('soon');
    const noEntry = [day(TUESDAY, ['09:00-18:00'])];
    expect(todayHours(noEntry, at(TUESDAY, '16:59'))).toMatchObject({ isClosingSoon: false });
    expect(todayHours(noEntry, at(TUESDAY, '17:00'))).toMatchObject({ isClosingSoon: true });
    expect(hoursTone(todayHours(noEntry, at(TUESDAY, '17:30')))).toBe('soon');
  });

  it('counts an interval up to its end, not including it', () => {
    expect(todayHours(palace, at(TUESDAY, '09:00'))).toMatchObject({ kind: 'open' });
    expect(todayHours(palace, at(TUESDAY, '17:59'))).toMatchObject({ kind: 'open', until: '18:00' });
    expect(todayHours(palace, at(TUESDAY, '18:00'))).toMatchObject({ kind: 'closed-for-day' });
  });

  it('says when it opens later today, amber within the hour', () => {
    const early = todayHours(palace, at(TUESDAY, '07:30'));
    expect(early).toEqual({ kind: 'opens-later', at: '09:00', isSoon: false });
    expect(hoursTone(early)).toBe('closed');
    const soon = todayHours(palace, at(TUESDAY, '08:00'));
    expect(soon).toEqual({ kind: 'opens-later', at: '09:00', isSoon: true });
    expect(hoursTone(soon)).toBe('soon');
  });

  it('says a break between two intervals lasts until the next, and keeps the last entry to its interval', () => {
    const restaurant = [day(TUESDAY, ['11:30-15:00', '17:00-21:30'], { lastEntry: '20:45' })];
    const lunch = todayHours(restaurant, at(TUESDAY, '12:00'));
    // The evening's last entry is not the lunch's.
    expect(lunch).toMatchObject({ kind: 'open', until: '15:00', lastEntry: null });
    const gap = todayHours(restaurant, at(TUESDAY, '15:00'));
    expect(gap).toEqual({ kind: 'break', until: '17:00' });
    expect(hoursTone(gap)).toBe('soon');
    expect(todayHours(restaurant, at(TUESDAY, '18:00'))).toMatchObject({
      kind: 'open',
      until: '21:30',
      lastEntry: '20:45',
    });
  });

  it('after closing, says when it opens next: tomorrow, a later day, or nothing when unknown comes first', () => {
    expect(todayHours(palace, at(TUESDAY, '20:00'))).toEqual({
      kind: 'closed-for-day',
      next: { date: WEDNESDAY, at: '09:00', isTomorrow: true },
    });
    const weekend = [day(TUESDAY, ['09:00-18:00']), closed(WEDNESDAY), day(THURSDAY, ['10:00-17:00'])];
    expect(todayHours(weekend, at(TUESDAY, '19:00'))).toEqual({
      kind: 'closed-for-day',
      next: { date: THURSDAY, at: '10:00', isTomorrow: false },
    });
    const unsure = [day(TUESDAY, ['09:00-18:00']), unknown(WEDNESDAY), day(THURSDAY, ['10:00-17:00'])];
    expect(todayHours(unsure, at(TUESDAY, '19:00'))).toEqual({ kind: 'closed-for-day', next: null });
    expect(todayHours([day(TUESDAY, ['09:00-18:00'])], at(TUESDAY, '19:00'))).toEqual({
      kind: 'closed-for-day',
      next: null,
    });
  });

  it('says why it is closed all day: its weekly closing day, a holiday, a moved closing day, other', () => {
    const weekly = todayHours(
      [closed(TUESDAY, { closure: 'weekly' }), day(WEDNESDAY, ['09:00-18:00'])],
      at(TUESDAY, '10:00'),
    );
    expect(weekly).toEqual({
      kind: 'closed-today',
      closure: 'weekly',
      holiday: null,
      weekday: 2,
      next: { date: WEDNESDAY, at: '09:00', isTomorrow: true },
    });
    expect(hoursTone(weekly)).toBe('closed');
    expect(
      todayHours([closed(TUESDAY, { closure: 'holiday', holiday: 'Chuseok' })], at(TUESDAY, '10:00')),
    ).toMatchObject({ kind: 'closed-today', closure: 'holiday', holiday: 'Chuseok', next: null });
    expect(todayHours([closed(TUESDAY, { closure: 'moved' })], at(TUESDAY, '10:00'))).toMatchObject({
      closure: 'moved',
    });
    expect(todayHours([closed(TUESDAY)], at(TUESDAY, '10:00'))).toMatchObject({ closure: 'other' });
  });

  it('passes on the holiday of a day it is open', () => {
    const days = [day(TUESDAY, ['09:00-18:00'], { holiday: 'Christmas Day' })];
    expect(todayHours(days, at(TUESDAY, '10:00'))).toMatchObject({ kind: 'open', holiday: 'Christmas Day' });
  });

  it('knows nothing when today is unknown or not among the days', () => {
    const none = todayHours([unknown(TUESDAY), day(WEDNESDAY, ['09:00-18:00'])], at(TUESDAY, '10:00'));
    expect(none).toEqual({ kind: 'unknown' });
    expect(hoursTone(none)).toBe('unknown');
    expect(todayHours(palace, at('2026-11-30', '10:00'))).toEqual({ kind: 'unknown' });
    expect(todayHours([], at(TUESDAY, '10:00'))).toEqual({ kind: 'unknown' });
  });

  describe('around midnight', () => {
    // A bar open 18:00–02:00 every night: the server sends 18:00–24:00 and, the next day, 00:00–02:00.
    const bar = [
      day(TUESDAY, ['00:00-02:00', '18:00-24:00']),
      day(WEDNESDAY, ['00:00-02:00', '18:00-24:00'], { lastEntry: '01:30' }),
      day(THURSDAY, ['00:00-02:00']),
    ];

    it('says open until the next day’s end of an interval that runs past midnight', () => {
      const evening = todayHours(bar, at(TUESDAY, '23:59'));
      expect(evening).toMatchObject({ kind: 'open', until: '02:00', isClosingSoon: false });
      // The last entry after midnight belongs to that night.
      expect(evening).toMatchObject({ lastEntry: '01:30', isLastEntryPast: false });
      expect(todayHours(bar, at(TUESDAY, '18:00'))).toMatchObject({ until: '02:00' });
    });

    it('after midnight, is still open until the night’s end, then waits for the evening (not a break)', () => {
      expect(todayHours(bar, at(WEDNESDAY, '00:00'))).toMatchObject({ kind: 'open', until: '02:00' });
      expect(todayHours(bar, at(WEDNESDAY, '01:30'))).toMatchObject({
        kind: 'open',
        isClosingSoon: true,
        lastEntry: '01:30',
        isLastEntryPast: true,
      });
      expect(todayHours(bar, at(WEDNESDAY, '02:00'))).toEqual({
        kind: 'opens-later',
        at: '18:00',
        isSoon: false,
      });
    });

    it('says until 24:00 when the next day does not go on from midnight', () => {
      const late = [day(TUESDAY, ['10:00-24:00']), day(WEDNESDAY, ['10:00-24:00'])];
      expect(todayHours(late, at(TUESDAY, '23:30'))).toMatchObject({
        kind: 'open',
        until: '24:00',
        isClosingSoon: true,
      });
      expect(todayHours([day(TUESDAY, ['10:00-24:00'])], at(TUESDAY, '12:00'))).toMatchObject({
        until: '24:00',
      });
    });

    it('says open 24 hours when open a whole day or more from now, else until its end', () => {
      const always = [day(TUESDAY, ['00:00-24:00']), day(WEDNESDAY, ['00:00-24:00'])];
      const allDay = todayHours(always, at(TUESDAY, '03:00'));
      expect(allDay).toEqual({ kind: 'open-all-day', holiday: null });
      expect(hoursTone(allDay)).toBe('open');
      const thenClosed = [day(TUESDAY, ['00:00-24:00']), closed(WEDNESDAY)];
      expect(todayHours(thenClosed, at(TUESDAY, '03:00'))).toMatchObject({ kind: 'open', until: '24:00' });
    });
  });
});

describe('weekRows', () => {
  it('writes an interval past midnight once, on the evening it starts, and keeps the first row whole', () => {
    const rows = weekRows([
      day(TUESDAY, ['00:00-02:00', '18:00-24:00']),
      day(WEDNESDAY, ['00:00-02:00', '18:00-24:00']),
      day(THURSDAY, ['00:00-02:00']),
    ]);
    expect(rows.map((row) => formatIntervals(row.intervals))).toEqual([
      '00:00–02:00, 18:00–02:00',
      '18:00–02:00',
      '',
    ]);
    // A day left with only the night before's end is closed on its own row (without a reason).
    expect(rows[2]).toMatchObject({ state: 'closed', closure: null });
  });

  it('looks one day past the rows for the last evening, and leaves 24-hour days as they are', () => {
    const rows = weekRows(
      [
        day(TUESDAY, ['00:00-24:00']),
        day(WEDNESDAY, ['00:00-24:00']),
        day(THURSDAY, ['20:00-24:00']),
        day('2026-12-04', ['00:00-03:00']),
      ],
      3,
    );
    expect(rows.map((row) => formatIntervals(row.intervals))).toEqual([
      '00:00–24:00',
      '00:00–24:00',
      '20:00–03:00',
    ]);
  });

  it('keeps closed and unknown days with their holiday, reason and last entry', () => {
    const rows = weekRows([
      closed(TUESDAY, { closure: 'holiday', holiday: 'Chuseok' }),
      unknown(WEDNESDAY),
      day(THURSDAY, ['09:00-18:00'], { lastEntry: '17:00' }),
    ]);
    expect(rows).toEqual([
      {
        date: TUESDAY,
        state: 'closed',
        intervals: [],
        holiday: 'Chuseok',
        closure: 'holiday',
        lastEntry: null,
      },
      { date: WEDNESDAY, state: 'unknown', intervals: [], holiday: null, closure: null, lastEntry: null },
      {
        date: THURSDAY,
        state: 'open',
        intervals: [{ from: '09:00', to: '18:00' }],
        holiday: null,
        closure: null,
        lastEntry: '17:00',
      },
    ]);
  });

  it('does not change the days it was given', () => {
    const days = [day(TUESDAY, ['18:00-24:00']), day(WEDNESDAY, ['00:00-02:00'])];
    weekRows(days);
    expect(days[0]!.intervals).toEqual([{ from: '18:00', to: '24:00' }]);
  });
});

describe('formatIntervals', () => {
  it('writes intervals with an en dash, separated by commas', () => {
    expect(
      formatIntervals([
        { from: '09:00', to: '18:00' },
        { from: '18:00', to: '21:30' },
      ]),
    ).toBe('09:00–18:00, 18:00–21:30');
    expect(formatIntervals([])).toBe('');
  });
});

describe('getPlaceHours', () => {
  it('asks for the place’s days from a date in a language, and keys the answer by all four', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return jsonResponse(200, { data: { timezone: 'Asia/Seoul', days: [day(TUESDAY, ['09:00-18:00'])] } });
    });
    const params = { id: 12, from: TUESDAY, days: 8, language: 'zh' as const };
    const hours = await getPlaceHours(params);
    expect(hours.days).toHaveLength(1);
    const url = new URL(urls[0]!, 'http://localhost');
    expect(url.pathname).toBe('/api/places/12/hours');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: TUESDAY, days: '8', language: 'zh' });
    expect(placeHoursQueryOptions(params).queryKey).toEqual(['places', 'hours', 12, TUESDAY, 8, 'zh']);
  });
});
