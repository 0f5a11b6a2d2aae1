import type { ChangeDto, StatisticsRangeDto } from '@ktravel/contract';
import { addDays, daysBetween, seoulDay, subtractMonths } from '../analytics/seoul-day.ts';

type Period = StatisticsRangeDto['period'];

/**
 * The days a period covers in Asia/Seoul, ending today (so "now"): 7days is today and the 6 days before, 30days
 * likewise, 3months starts the day after the same date three months ago. The previous window is as many days,
 * right before it.
 */
export function periodRange(period: Period, now = Date.now()): StatisticsRangeDto {
  const to = seoulDay(now);
  const from =
    period === '7days'
      ? addDays(to, -6)
      : period === '30days'
        ? addDays(to, -29)
        : addDays(subtractMonths(to, 3), 1);
  const days = daysBetween(from, to);
  return { period, from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** (period − previous) / previous in percent, one decimal; `new` when previous is 0 and period is not (0 when both are). */
export function changePercent(period: number, previous: number): ChangeDto {
  if (previous === 0) return period === 0 ? 0 : 'new';
  return Math.round(((period - previous) / previous) * 1000) / 10;
}

/**
 * Percentages with one decimal that sum to exactly 100 (largest remainder method: each share rounded down to a
 * tenth, then the tenths left over go to the largest remainders, ties to the earlier item). All 0 when the
 * counts are.
 */
export function largestRemainder(counts: number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    tenths[i]! += 1;
    left -= 1;
  }
  return tenths.map((n) => n / 10);
}

/** Every date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}
