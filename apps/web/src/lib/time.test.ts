import { describe, expect, it } from 'vitest';
import { dateParts, formatSeoulTime, formatTripDate } from './time.ts';

describe('formatSeoulTime', () => {
  it('shows UTC instants in Seoul time, crossing midnight', () => {
    expect(formatSeoulTime('2025-03-01T15:30:00Z')).toBe('2025-03-02 00:30');
  });

  it('pads single digits and uses a 24-hour clock', () => {
    expect(formatSeoulTime('2025-01-04T23:05:00.000Z')).toBe('2025-01-05 08:05');
    expect(formatSeoulTime('2025-06-30T05:00:00Z')).toBe('2025-06-30 14:00');
  });

  it('accepts offsets other than UTC', () => {
    expect(formatSeoulTime('2025-03-01T10:30:00+09:00')).toBe('2025-03-01 10:30');
  });

  it('returns an empty string for something that is not a date', () => {
    expect(formatSeoulTime('not a date')).toBe('');
  });
});

describe('formatSeoulTime against the time zone database', () => {
  it('matches Intl with Asia/Seoul across years, months and both sides of midnight', () => {
    const seoul = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.UTC(1990, 0, 1);
    const end = Date.UTC(2040, 0, 1);
    for (let time = start; time < end; time += 7_919 * 60_000) {
      const parts = Object.fromEntries(seoul.formatToParts(time).map((part) => [part.type, part.value]));
      const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
      expect(formatSeoulTime(new Date(time))).toBe(expected);
    }
  });
});

describe('formatTripDate', () => {
  const messages: Record<string, string> = {
    'dates.dayMonth': '{{weekday}} {{day}} {{month}}',
    'dates.dayMonthLong': '{{weekday}}, {{day}} {{month}}',
    'dates.weekdayShort.2': 'Tue',
    'dates.weekday.2': 'Tuesday',
    'dates.month.12': 'Dec',
  };
  const t = (key: string, options: Record<string, unknown> = {}) =>
    (messages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

  it('writes a Seoul date with its weekday, whatever the browser’s time zone', () => {
    expect(formatTripDate('2026-12-01', t)).toBe('Tue 1 Dec');
    expect(formatTripDate('2026-12-01', t, { long: true })).toBe('Tuesday, 1 Dec');
    expect(dateParts('2027-01-01')).toEqual({ year: 2027, month: 1, day: 1, weekday: 5 });
  });
});
