import { describe, expect, it } from 'vitest';
import { copyrightYears, LAUNCH_YEAR } from './site-footer.tsx';

describe('copyrightYears', () => {
  it('runs from the launch year to this year in Seoul', () => {
    expect(LAUNCH_YEAR).toBe(2025);
    expect(copyrightYears(Date.parse('2025-06-01T00:00:00Z'))).toBe('2025');
    expect(copyrightYears(Date.parse('2026-11-28T00:00:00Z'))).toBe('2025–2026');
  });

  it('turns the year at midnight in Seoul, not in UTC or on the device', () => {
    // 31 December 2026, 15:00 UTC is already 1 January 2027 in Seoul (UTC+9).
    expect(copyrightYears(Date.parse('2026-12-31T14:59:00Z'))).toBe('2025–2026');
    expect(copyrightYears(Date.parse('2026-12-31T15:00:00Z'))).toBe('2025–2027');
  });
});
