import { describe, expect, it } from 'vitest';
import { kcourseTabParam, parseCourseId, parseKcourseTab, parsePageParam } from './kcourse-params.ts';

describe('parseKcourseTab', () => {
  it.each(['my-course', 'my', 'saved'])('%s means My course', (value) => {
    expect(parseKcourseTab(value)).toBe('my');
  });

  it.each([null, undefined, '', 'all-courses', 'all', 'created', 'MY', 'my-courses'])(
    '%s means All courses',
    (value) => {
      expect(parseKcourseTab(value)).toBe('all');
    },
  );

  it('writes my-course and all-courses back', () => {
    expect(kcourseTabParam('my')).toBe('my-course');
    expect(kcourseTabParam('all')).toBe('all-courses');
    expect(parseKcourseTab(kcourseTabParam('my'))).toBe('my');
    expect(parseKcourseTab(kcourseTabParam('all'))).toBe('all');
  });
});

describe('parsePageParam', () => {
  it('accepts positive integers only', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
  });
});

describe('parseCourseId', () => {
  it('accepts positive integer ids', () => {
    expect(parseCourseId('12')).toBe(12);
  });

  it.each([undefined, null, '', '0', 'abc', '12abc', '-1', '1.5', '99999999999999999999'])(
    '%s is not a course id',
    (value) => {
      expect(parseCourseId(value)).toBeNull();
    },
  );
});
