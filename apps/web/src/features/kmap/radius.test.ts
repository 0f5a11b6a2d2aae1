import { describe, expect, it } from 'vitest';
import {
  clampRadius,
  formatDistance,
  RADIUS_DEFAULT_M,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
  RADIUS_STEP_M,
} from './radius.ts';

describe('radius slider bounds (spec §2)', () => {
  it('is 500 to 10,000 m, step 500, default 5,000', () => {
    expect([RADIUS_MIN_M, RADIUS_MAX_M, RADIUS_STEP_M, RADIUS_DEFAULT_M]).toEqual([500, 10_000, 500, 5_000]);
  });

  it('clamps and rounds to a step', () => {
    expect(clampRadius(0)).toBe(500);
    expect(clampRadius(-3)).toBe(500);
    expect(clampRadius(10_001)).toBe(10_000);
    expect(clampRadius(1_249)).toBe(1_000);
    expect(clampRadius(1_250)).toBe(1_500);
    expect(clampRadius(Number.NaN)).toBe(5_000);
  });

  it('formats metres below a kilometre and kilometres above', () => {
    expect(formatDistance(640.4)).toBe('640 m');
    expect(formatDistance(999.6)).toBe('1 km');
    expect(formatDistance(2_500)).toBe('2.5 km');
    expect(formatDistance(2_449)).toBe('2.4 km');
    expect(formatDistance(10_000)).toBe('10 km');
    expect(formatDistance(1_234_567)).toBe('1,234.6 km');
  });
});
