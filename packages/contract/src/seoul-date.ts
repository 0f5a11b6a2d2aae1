/**
 * Dates and clock times as a traveller plans them: Asia/Seoul calendar dates (`YYYY-MM-DD`) and wall-clock times
 * (`HH:mm`). Korea Standard Time is UTC+9 all year (no daylight saving since 1988), so plain arithmetic on UTC
 * fields is exact and no answer depends on the server's or the browser's time zone. No zod here: both apps import
 * these without it.
 */

export const SEOUL_TIME_ZONE = 'Asia/Seoul';
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Minutes in a day: `24:00`, the end of a day's last interval. */
export const DAY_MINUTES = 24 * 60;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (2027-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether `value` is a clock time `HH:mm` from 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** `HH:mm` (or `24:00`) as minutes after midnight. */
export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes after midnight (0…1440) as `HH:mm` (1440 is `24:00`). */
export function fromMinutes(minutes: number): string {
  const whole = Math.max(0, Math.min(DAY_MINUTES, Math.round(minutes)));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Midnight UTC of a `YYYY-MM-DD` date, read field by field (hours checks call this in loops: no string parsing). */
const utcMidnight = (date: string, plusDays = 0) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + plusDays);

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `date` plus `n` days (n may be negative). */
export function addDays(date: string, n: number): string {
  const day = new Date(utcMidnight(date, n));
  return `${day.getUTCFullYear()}-${pad2(day.getUTCMonth() + 1)}-${pad2(day.getUTCDate())}`;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The weekday of a calendar date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** The Seoul date and clock time of an instant (default: now). */
export function seoulNow(at: Date | number = Date.now()): { date: string; time: string; minutes: number } {
  const ms = typeof at === 'number' ? at : at.getTime();
  const seoul = new Date(ms + SEOUL_OFFSET_MS);
  const minutes = seoul.getUTCHours() * 60 + seoul.getUTCMinutes();
  return { date: seoul.toISOString().slice(0, 10), time: fromMinutes(minutes), minutes };
}

/** The instant a Seoul wall-clock time happens. */
export function seoulInstant(date: string, minutes = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS + minutes * 60_000);
}
