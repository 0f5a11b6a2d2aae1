// @vitest-environment jsdom
import { COURSE_MAX_STOPS, CoursePlanForm } from '@ktravel/contract';
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
};

describe('readDraft', () => {
  it('keeps a valid draft', () => {
    const draft = { title: 'Palaces', visibility: 'private', category: 'cultural', stops: [STOP] };
    expect(readDraft(draft)).toEqual(draft);
  });

  it.each([
    ['nothing stored', undefined],
    ['not an object', 'oops'],
    ['an unknown visibility', { ...EMPTY_PLAN, visibility: 'friends' }],
    ['an unknown category', { ...EMPTY_PLAN, category: 'nightlife' }],
    ['a stop without coordinates', { ...EMPTY_PLAN, stops: [{ ...STOP, lat: undefined }] }],
    ['a stop off the globe', { ...EMPTY_PLAN, stops: [{ ...STOP, lat: 123 }] }],
    ['stops that are not a list', { ...EMPTY_PLAN, stops: {} }],
  ])('ignores a draft with %s', (_label, stored) => {
    expect(readDraft(stored)).toEqual(EMPTY_PLAN);
  });

  it('agrees with the contract form schema (any title, up to the maximum of stops) on every odd value', () => {
    const StoredPlan = CoursePlanForm.extend({
      title: z.string(),
      stops: z.array(CoursePlanForm.shape.stops.element).max(COURSE_MAX_STOPS),
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
    const plan = { title: 'Palaces', visibility: 'private', category: 'cultural', stops: [STOP] };
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
    const { title, visibility, category, stops } = reloaded.getState();
    expect({ title, visibility, category, stops }).toEqual(EMPTY_PLAN);
  });

  it('clear() empties the plan and the stored draft', () => {
    usePlannerDraft.getState().setPlan({ title: 'Temp', stops: [STOP] });
    usePlannerDraft.getState().clear();
    expect(usePlannerDraft.getState().title).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.plannerDraft)).toBeNull();
  });
});
