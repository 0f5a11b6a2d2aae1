import { describe, expect, it } from 'vitest';
import { type ComparedCourse, describeChanges } from './course-activity.ts';

const stop = (name: string, placeId: number | null, day = 1, time: string | null = null) => ({
  name,
  placeId,
  lat: 37.5,
  lng: 127,
  day,
  time,
  durationMinutes: null,
});
const course = (stops: ComparedCourse['stops'], extra: Partial<ComparedCourse> = {}): ComparedCourse => ({
  title: 'Seoul',
  category: 'all',
  startDate: null,
  dayCount: 1,
  coverUrl: null,
  stops,
  ...extra,
});

describe('describeChanges', () => {
  it('says nothing when nothing changed', () => {
    const same = course([stop('Gyeongbokgung', 1), stop('Our guesthouse', null)]);
    expect(describeChanges(same, structuredClone(same))).toEqual([]);
  });

  it('names stops added, removed, moved and retimed, and the course’s own fields', () => {
    const before = course([stop('A', 1), stop('B', 2), stop('C', 3), stop('Mine', null)]);
    const after = course([stop('C', 3), stop('A', 1, 1, '10:00'), stop('B', 2, 2), stop('D', 4)], {
      title: 'Seoul in two days',
      startDate: '2026-12-01',
      dayCount: 2,
      category: 'food',
    });
    expect(describeChanges(before, after)).toEqual([
      { kind: 'stops.added', details: { count: 1, names: ['D'] } },
      { kind: 'stops.removed', details: { count: 1, names: ['Mine'] } },
      { kind: 'stops.moved', details: { count: 2, names: ['C', 'B'] } },
      { kind: 'stops.retimed', details: { count: 1, names: ['A'] } },
      { kind: 'title', details: { from: 'Seoul', to: 'Seoul in two days' } },
      { kind: 'dates', details: { from: null, to: '2026-12-01', count: 2 } },
      { kind: 'category', details: { from: 'all', to: 'food' } },
    ]);
  });

  it('counts a stop moved to another day, and keeps at most five names', () => {
    const many = Array.from({ length: 8 }, (_, i) => stop(`S${i}`, i + 1));
    const after = many.map((s) => ({ ...s, day: 2 }));
    const lines = describeChanges(course(many), course(after, { dayCount: 2 }));
    expect(lines[0]).toEqual({
      kind: 'stops.moved',
      details: { count: 8, names: ['S0', 'S1', 'S2', 'S3', 'S4'] },
    });
  });
});
