import { describe, expect, it } from 'vitest';
import { COURSE_MAX_STOPS, CommentBody, CourseBody, CourseStopDto } from './index.ts';

const stop = (order: number) => ({ order, name: `Stop ${order}`, lat: 37.5, lng: 127 });

describe('course schemas', () => {
  it('CourseStopDto: a stop not linked to a place has a null category, a linked one a place type', () => {
    const category = CourseStopDto.shape.category;
    expect(category.safeParse(null).success).toBe(true);
    expect(category.safeParse('food').success).toBe(true);
    expect(category.safeParse('nightlife').success).toBe(false);
  });

  it('CourseBody trims the title and leaves out what was left out (a PUT keeps it, a POST takes the defaults)', () => {
    expect(CourseBody.parse({ title: '  Palaces  ', stops: [stop(1)] })).toEqual({
      title: 'Palaces',
      // A stop without a day is on day 1 (DESIGN §8.1).
      stops: [{ ...stop(1), day: 1 }],
    });
  });

  it('CourseBody takes days, times and a start date, and refuses impossible ones', () => {
    const plan = (
      fields: Record<string, unknown>,
      stops: Record<string, unknown>[] = [{ ...stop(1), day: 2, time: '09:30', durationMinutes: 90 }],
    ) => CourseBody.safeParse({ title: 'x', stops, ...fields });
    expect(plan({ startDate: '2026-12-01', dayCount: 3 }).success).toBe(true);
    expect(plan({ startDate: '2028-02-29' }).success).toBe(true);
    for (const bad of [
      { startDate: '2027-02-30' },
      { startDate: '2026-12-1' },
      { dayCount: 15 },
      { dayCount: 1 },
    ]) {
      expect(plan(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const badStop of [
      { day: 15 },
      { time: '25:00' },
      { time: '24:00' },
      { durationMinutes: 0 },
      { durationMinutes: 10_000 },
    ]) {
      expect(plan({}, [{ ...stop(1), ...badStop }]).success, JSON.stringify(badStop)).toBe(false);
    }
    // Days never go back along the order.
    expect(
      plan({}, [
        { ...stop(1), day: 2 },
        { ...stop(2), day: 1 },
      ]).success,
    ).toBe(false);
    expect(
      plan({}, [
        { ...stop(2), day: 2 },
        { ...stop(1), day: 1 },
      ]).success,
    ).toBe(true);
  });

  it('CourseBody refuses a blank title, no stops, 61 stops and values outside the lists', () => {
    const full = Array.from({ length: COURSE_MAX_STOPS }, (_, i) => stop(i + 1));
    expect(CourseBody.safeParse({ title: 'x', stops: full }).success).toBe(true);
    expect(CourseBody.safeParse({ title: '   ', stops: [stop(1)] }).success).toBe(false);
    expect(CourseBody.safeParse({ title: 'x', stops: [] }).success).toBe(false);
    expect(CourseBody.safeParse({ title: 'x', stops: [...full, stop(COURSE_MAX_STOPS + 1)] }).success).toBe(
      false,
    );
    expect(CourseBody.safeParse({ title: 'x', visibility: 'friends', stops: [stop(1)] }).success).toBe(false);
    expect(CourseBody.safeParse({ title: 'x', category: 'nightlife', stops: [stop(1)] }).success).toBe(false);
  });

  it('CourseBody refuses bad coordinates and orders that are not 1..n', () => {
    expect(CourseBody.safeParse({ title: 'x', stops: [{ ...stop(1), lat: 91 }] }).success).toBe(false);
    expect(CourseBody.safeParse({ title: 'x', stops: [{ ...stop(1), lng: -181 }] }).success).toBe(false);
    expect(CourseBody.safeParse({ title: 'x', stops: [stop(2), stop(1)] }).success).toBe(true);
    expect(CourseBody.safeParse({ title: 'x', stops: [stop(1), stop(3)] }).success).toBe(false);
    expect(CourseBody.safeParse({ title: 'x', stops: [stop(1), stop(1)] }).success).toBe(false);
  });

  it('CommentBody needs non-blank content', () => {
    expect(CommentBody.parse({ content: ' hi ' })).toEqual({ content: 'hi' });
    expect(CommentBody.safeParse({ content: '  ' }).success).toBe(false);
  });
});
