import { describe, expect, it } from 'vitest';
import { mergePlans, planDifferences } from './course-merge.ts';
import { type CoursePlan, EMPTY_PLAN, type PlanStop } from './course-plan.ts';

const stop = (key: string, day = 1, time: string | null = null): PlanStop => ({
  key,
  name: key,
  address: null,
  lat: 37.5,
  lng: 127,
  externalId: null,
  placeId: null,
  day,
  time,
  durationMinutes: null,
});
const plan = (stops: PlanStop[], extra: Partial<CoursePlan> = {}): CoursePlan => ({
  ...EMPTY_PLAN,
  title: 'Seoul',
  dayCount: 2,
  stops,
  ...extra,
});
const summary = (p: CoursePlan) => p.stops.map((s) => `${s.key}${s.day}${s.time ? `@${s.time}` : ''}`);

describe('mergePlans (keep both)', () => {
  const base = plan([stop('A'), stop('B'), stop('C', 2)]);

  it('keeps their changes and mine: my removal, my addition, my new time, their move, their addition, their title', () => {
    const mine = plan([stop('A', 1, '10:00'), stop('D'), stop('C', 2)]);
    const theirs = plan([stop('A'), stop('C'), stop('B'), stop('E', 2)], { title: 'Seoul with Minji' });
    const merged = mergePlans(base, mine, theirs);
    expect(summary(merged)).toEqual(['A1@10:00', 'C1', 'D1', 'E2']);
    expect(merged.title).toBe('Seoul with Minji');
  });

  it('where both changed the same stop or field, theirs stays', () => {
    const mine = plan([stop('A', 1, '10:00'), stop('B'), stop('C', 2)], {
      title: 'Mine',
      startDate: '2026-12-01',
    });
    const theirs = plan([stop('A', 1, '11:00'), stop('B'), stop('C', 2)], { title: 'Theirs' });
    const merged = mergePlans(base, mine, theirs);
    expect(summary(merged)).toEqual(['A1@11:00', 'B1', 'C2']);
    // Only I set a date: it stays; we both changed the title: theirs (saved first) stays.
    expect([merged.title, merged.startDate]).toEqual(['Theirs', '2026-12-01']);
  });

  it('keeps visibility theirs and days in order', () => {
    const mine = plan([stop('A'), stop('B'), stop('C', 2), stop('F', 2)], { visibility: 'public' });
    const theirs = plan([stop('A'), stop('B'), stop('C', 2)], { visibility: 'private' });
    const merged = mergePlans(base, mine, theirs);
    expect(summary(merged)).toEqual(['A1', 'B1', 'C2', 'F2']);
    expect(merged.visibility).toBe('private');
  });
});

describe('planDifferences (the conflict view)', () => {
  it('marks the stops only one version has, those on another day or time, and the fields that differ', () => {
    const mine = plan([stop('A', 1, '10:00'), stop('B'), stop('D', 2)], { title: 'Mine' });
    const theirs = plan([stop('A', 1, '11:00'), stop('B'), stop('C', 2)], { startDate: '2026-12-24' });
    const differs = planDifferences(mine, theirs);
    expect([...differs.stops]).toEqual([
      ['A', 'changed'],
      ['D', 'only'],
    ]);
    expect(differs).toMatchObject({ title: true, dates: true, category: false });
    expect([...planDifferences(theirs, mine).stops]).toEqual([
      ['A', 'changed'],
      ['C', 'only'],
    ]);
    const same = planDifferences(mine, mine);
    expect(same).toMatchObject({ title: false, dates: false, category: false });
    expect(same.stops.size).toBe(0);
  });
});
