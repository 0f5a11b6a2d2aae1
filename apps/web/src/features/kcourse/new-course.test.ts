import { describe, expect, it } from 'vitest';
import { newCourseIdOf, newCourseState } from './new-course.ts';

describe('newCourseIdOf', () => {
  it('reads the id the planner left in the router state', () => {
    expect(newCourseIdOf(newCourseState(31))).toBe(31);
  });

  it('is null for any other state', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { newCourseId: '31' },
      { newCourseId: 0 },
      { newCourseId: 1.5 },
    ]) {
      expect(newCourseIdOf(state)).toBeNull();
    }
  });
});
