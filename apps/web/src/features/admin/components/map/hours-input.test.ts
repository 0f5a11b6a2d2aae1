// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { excerptAt, hoursRefusal, oneLineHours, readServerProblem } from './hours-input.ts';

describe('oneLineHours', () => {
  it('leaves a value on one line as it is, spaces included', () => {
    expect(oneLineHours(' Mo-Fr 09:00-18:00 ')).toBe(' Mo-Fr 09:00-18:00 ');
  });

  it('turns hours pasted one rule per line into rules separated by "; ", blank lines dropped', () => {
    expect(oneLineHours('Mo-Fr 09:00-18:00\r\n\nSa 10:00-14:00\n')).toBe('Mo-Fr 09:00-18:00; Sa 10:00-14:00');
  });

  it('keeps a separator the line already ended with, and turns tabs into spaces', () => {
    expect(oneLineHours('Mo-Sa 11:30-15:00,\n17:00-21:30;\nSu\toff')).toBe(
      'Mo-Sa 11:30-15:00, 17:00-21:30; Su off',
    );
  });
});

describe('readServerProblem', () => {
  it('reads the problem and its 1-based character from a refused save', () => {
    expect(readServerProblem('Time range does not continue as expected (at character 13)')).toEqual({
      position: 12,
      detail: 'Time range does not continue as expected',
    });
  });

  it('keeps a message without a position whole', () => {
    expect(readServerProblem('at most 255 characters')).toEqual({
      position: null,
      detail: 'at most 255 characters',
    });
  });
});

describe('hoursRefusal', () => {
  it("takes a 400's fields.openingHours, and nothing else", () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'openingHours: x', {
      openingHours: 'x (at character 1)',
    });
    expect(hoursRefusal(refused)).toEqual({ type: 'server', message: 'x (at character 1)' });
    expect(hoursRefusal(new ApiError(400, 'VALIDATION_FAILED', 'name', { name: 'Required' }))).toBeNull();
    expect(hoursRefusal(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBeNull();
  });
});

describe('excerptAt', () => {
  it('marks the character where reading stopped, with what surrounds it, cut with a flag', () => {
    expect(excerptAt('Mo-Fr 09:00-18:00; Tu of', 23, 5)).toEqual({
      before: ' Tu o',
      at: 'f',
      after: '',
      isCutBefore: true,
      isCutAfter: false,
    });
  });

  it('marks nothing (the end) when reading stopped past the last character', () => {
    expect(excerptAt('Mo-Fr 09:00-', 12)).toMatchObject({ before: 'Mo-Fr 09:00-', at: '', after: '' });
  });
});
