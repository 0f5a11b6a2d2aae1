import { addDays, daysFrom, seoulInstant, seoulNow } from '@ktravel/contract';

/** Asia/Seoul has no daylight saving time: its days start at 15:00 UTC the day before (contract's seoul-date). */
export { addDays };

/** The Asia/Seoul date (`YYYY-MM-DD`) of an instant. */
export function seoulDay(at: Date | number = Date.now()): string {
  return seoulNow(at).date;
}

/** The instant a Seoul date begins (its midnight in Asia/Seoul). */
export function seoulMidnight(day: string): Date {
  return seoulInstant(day);
}

/** `day` minus `n` calendar months, clamped to the end of a shorter month (05-31 minus 3 months is 02-28/29). */
export function subtractMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) - n;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return daysFrom(from, to) + 1;
}
