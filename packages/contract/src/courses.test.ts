import { describe, expect, it } from 'vitest';
import { CommentBody, CourseBody } from './index.ts';

const stop = (order: number) => ({ order, name: `Stop ${order}`, lat: 37.5, lng: 127 });

describe('course schemas', () => {
  it('CourseBody trims the title and applies the defaults', () => {
    expect(CourseBody.parse({ title: '  Palaces  ', stops: [stop(1)] })).toEqual({
      title: 'Palaces',
      visibility: 'public',
      category: 'all',
      stops: [stop(1)],
    });
  });

  it('CourseBody refuses a blank title, no stops, 31 stops and values outside the lists', () => {
    const stops30 = Array.from({ length: 30 }, (_, i) => stop(i + 1));
    expect(CourseBody.safeParse({ title: 'x', stops: stops30 }).success).toBe(true);
    expect(CourseBody.safeParse({ title: '   ', stops: [stop(1)] }).success).toBe(false);
    expect(CourseBody.safeParse({ title: 'x', stops: [] }).success).toBe(false);
    expect(CourseBody.safeParse({ title: 'x', stops: [...stops30, stop(31)] }).success).toBe(false);
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
