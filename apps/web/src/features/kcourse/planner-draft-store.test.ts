// @vitest-environment jsdom
import {
  CalendarDate,
  ClockTime,
  COURSE_MAX_STOPS,
  CoursePlanForm,
  TripDay,
  VisitMinutes,
} from '@ktravel/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { EMPTY_PLAN } from './course-plan.ts';
import { readDraft, usePlannerDraft } from './planner-draft-store.ts';

const STOP = {
  key: '12',
  name: 'Gyeongbokgung Palace',
  address: '161 Sajik-ro, Jongno-gu, Seoul',
  lat: 37.5796,
  lng: 126.977,
  externalId: '12',
  placeId: 12,
  day: 1,
  time: '10:30',
  durationMinutes: 90,
};

describe('readDraft', () => {
  it('keeps a valid draft', () => {
    const draft = {
      title: 'Palaces',
      visibility: 'private',
      category: 'cultural',
      stops: [STOP],
      startDate: '2026-12-01',
      dayCount: 3,
    };
    expect(readDraft(draft)).toEqual(draft);
  });

  it('reads a draft kept before trips had days as one day without times', () => {
    const { day: _day, time: _time, durationMinutes: _duration, ...oldStop } = STOP;
    const draft = { title: 'Palaces', visibility: 'private', category: 'cultural', stops: [oldStop] };
    expect(readDraft(draft)).toEqual({
      ...draft,
      stops: [{ ...oldStop, day: 1, time: null, durationMinutes: null }],
      startDate: null,
      dayCount: 1,
    });
  });

  it('keeps stops in day order and at least as many days as the last stop’s', () => {
    const late = { ...STOP, key: '13', day: 3 };
    const draft = readDraft({ ...EMPTY_PLAN, stops: [late, STOP], dayCount: 1 });
    expect(draft.stops.map((s) => s.key)).toEqual(['12', '13']);
    expect(draft.dayCount).toBe(3);
  });

  it.each([
    ['nothing stored', undefined],
    ['not an object', 'oops'],
    ['an unknown visibility', { ...EMPTY_PLAN, visibility: 'friends' }],
    ['an unknown category', { ...EMPTY_PLAN, category: 'nightlife' }],
    ['a stop without coordinates', { ...EMPTY_PLAN, stops: [{ ...STOP, lat: undefined }] }],
    ['a stop off the globe', { ...EMPTY_PLAN, stops: [{ ...STOP, lat: 123 }] }],
    ['stops that are not a list', { ...EMPTY_PLAN, stops: {} }],
    ['an impossible start date', { ...EMPTY_PLAN, startDate: '2027-02-30' }],
    ['too many days', { ...EMPTY_PLAN, dayCount: 15 }],
    ['a time past midnight', { ...EMPTY_PLAN, stops: [{ ...STOP, time: '25:00' }] }],
    ['a visit of no time', { ...EMPTY_PLAN, stops: [{ ...STOP, durationMinutes: 0 }] }],
  ])('ignores a draft with %s', (_label, stored) => {
    expect(readDraft(stored)).toEqual(EMPTY_PLAN);
  });

  it('agrees with the contract form schema (any title, up to the maximum of stops) on every odd value', () => {
    // A draft kept before trips had days (no day, time, duration, start date or day count) reads as one day.
    const StoredStop = CoursePlanForm.shape.stops.element.extend({
      day: TripDay.default(1),
      time: ClockTime.nullable().default(null),
      durationMinutes: VisitMinutes.nullable().default(null),
    });
    const StoredPlan = CoursePlanForm.extend({
      title: z.string(),
      stops: z.array(StoredStop).max(COURSE_MAX_STOPS),
      startDate: CalendarDate.nullable().default(null),
      dayCount: TripDay.default(1),
    });
    const odd: unknown[] = [
      undefined,
      null,
      '',
      'x',
      0,
      -1,
      1.5,
      91,
      -181,
      Number.NaN,
      Infinity,
      2 ** 31,
      [],
      {},
      true,
    ];
    const plan = {
      title: 'Palaces',
      visibility: 'private',
      category: 'cultural',
      stops: [STOP],
      startDate: '2026-12-01',
      dayCount: 2,
    };
    const cases: unknown[] = [];
    for (const field of Object.keys(plan)) {
      for (const value of odd) cases.push({ ...plan, [field]: value });
    }
    for (const field of Object.keys(STOP)) {
      for (const value of odd) cases.push({ ...plan, stops: [{ ...STOP, [field]: value }] });
    }
    cases.push({
      ...plan,
      stops: Array.from({ length: COURSE_MAX_STOPS + 1 }, (_, i) => ({ ...STOP, key: `${i}` })),
    });
    cases.push({
      ...plan,
      stops: Array.from({ length: COURSE_MAX_STOPS }, (_, i) => ({ ...STOP, key: `${i}` })),
    });
    cases.push({ ...plan, extra: 1, stops: [{ ...STOP, extra: 2 }] });
    for (const stored of cases) {
      const parsed = StoredPlan.safeParse(stored);
      expect(readDraft(stored), JSON.stringify(stored)).toEqual(parsed.success ? parsed.data : EMPTY_PLAN);
    }
  });

  it('drops a place listed twice', () => {
    const draft = readDraft({ ...EMPTY_PLAN, stops: [STOP, { ...STOP, name: 'copy' }] });
    expect(draft.stops).toEqual([STOP]);
  });
});

describe('usePlannerDraft', () => {
  /** The store as a fresh page load creates it from what localStorage holds. */
  async function loadStore(stored: string | null) {
    if (stored === null) localStorage.removeItem(STORAGE_KEYS.plannerDraft);
    else localStorage.setItem(STORAGE_KEYS.plannerDraft, stored);
    vi.resetModules();
    const module = await import('./planner-draft-store.ts');
    return module.usePlannerDraft;
  }

  it('writes the plan to localStorage and a new page load reads it back', async () => {
    usePlannerDraft.getState().setPlan({ title: 'Night views', stops: [STOP] });
    const raw = localStorage.getItem(STORAGE_KEYS.plannerDraft);
    expect(JSON.parse(raw ?? '{}').state).toEqual({
      title: 'Night views',
      visibility: 'public',
      category: 'all',
      stops: [STOP],
      startDate: null,
      dayCount: 1,
    });

    const reloaded = await loadStore(raw);
    expect(reloaded.getState().title).toBe('Night views');
    expect(reloaded.getState().stops).toEqual([STOP]);
  });

  it.each([
    ['a wrong shape', '{"state":{"title":42,"stops":"x"},"version":0}'],
    ['text that is not JSON', 'not json'],
  ])('starts empty when the stored value has %s', async (_label, stored) => {
    const reloaded = await loadStore(stored);
    const { title, visibility, category, stops, startDate, dayCount } = reloaded.getState();
    expect({ title, visibility, category, stops, startDate, dayCount }).toEqual(EMPTY_PLAN);
  });

  it('clear() empties the plan and the stored draft', () => {
    usePlannerDraft.getState().setPlan({ title: 'Temp', stops: [STOP] });
    usePlannerDraft.getState().clear();
    expect(usePlannerDraft.getState().title).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.plannerDraft)).toBeNull();
  });
});
