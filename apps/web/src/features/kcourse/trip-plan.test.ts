import { describe, expect, it } from 'vitest';
import type { PlanStop } from './course-plan.ts';
import { suggestArrival, tripDate, tripDays, visitParts, warningsByStop } from './trip-plan.ts';

const stop = (key: string, fields: Partial<PlanStop> = {}): PlanStop => ({
  key,
  name: key,
  address: null,
  lat: 37.5796,
  lng: 126.977,
  externalId: key,
  placeId: null,
  day: 1,
  time: null,
  durationMinutes: null,
  ...fields,
});

describe('suggestArrival', () => {
  it('adds the previous visit and the travel estimate, rounded up to 5 minutes', () => {
    // Gyeongbokgung to Bukchon: about 770 m, a 10-minute walk, after 2 hours: 12:10.
    const palace = stop('palace', { time: '10:00', durationMinutes: 120 });
    const bukchon = stop('bukchon', { lat: 37.5826, lng: 126.9849 });
    expect(suggestArrival(palace, bukchon)).toBe('12:10');
    expect(suggestArrival({ ...palace, time: '10:03' }, bukchon)).toBe('12:15');
  });

  it('counts an hour for a previous stop without a length, and rides long legs', () => {
    const seoul = stop('seoul', { time: '09:00' });
    const busan = stop('busan', { lat: 35.1587, lng: 129.1604 });
    // 337 km: 30 minutes to board plus 225 at 90 km/h, after the hour's visit: 14:15.
    expect(suggestArrival(seoul, busan)).toBe('14:15');
  });

  it('suggests nothing without a previous time, or past midnight', () => {
    expect(suggestArrival(undefined, stop('a'))).toBeNull();
    expect(suggestArrival(stop('a'), stop('b'))).toBeNull();
    expect(suggestArrival(stop('late', { time: '23:30', durationMinutes: 60 }), stop('b'))).toBeNull();
  });
});

describe('trip days', () => {
  it('dates each day from the start date, across month and year ends', () => {
    expect(tripDate('2026-12-30', 3)).toBe('2027-01-01');
    expect(tripDate(null, 2)).toBeNull();
    expect(tripDays(3)).toEqual([1, 2, 3]);
    expect(visitParts(150)).toEqual({ hours: 2, minutes: 30 });
  });

  it('puts each warning beside the stop at its order', () => {
    const warning = {
      order: 2,
      day: 1,
      date: '2026-12-01',
      placeId: 1,
      code: 'BREAK_TIME' as const,
      message: 'm',
      fix: null,
    };
    const byStop = warningsByStop([warning], ['a', 'b']);
    expect(byStop.get('b')).toEqual([warning]);
    expect(byStop.get('a')).toBeUndefined();
  });
});
