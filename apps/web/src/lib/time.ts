/**
 * Korea Standard Time is UTC+9 all year: no daylight saving since 1988, so the offset is a constant. Plain
 * arithmetic instead of `Intl.DateTimeFormat` with `timeZone: 'Asia/Seoul'`: building that formatter loads the
 * time zone data, 65 ms on a desktop's first page with a date (about 260 ms on a mid-range phone), in the task
 * that paints the page (issue 16).
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Formats an ISO-8601 timestamp as `YYYY-MM-DD HH:mm` in Asia/Seoul (spec §9); '' when it is not a date. */
export function formatSeoulTime(iso: string | Date): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const seoul = new Date(time + SEOUL_OFFSET_MS);
  return (
    `${seoul.getUTCFullYear()}-${pad(seoul.getUTCMonth() + 1)}-${pad(seoul.getUTCDate())} ` +
    `${pad(seoul.getUTCHours())}:${pad(seoul.getUTCMinutes())}`
  );
}

/** The parts of a Seoul calendar date `YYYY-MM-DD`: month 1–12, weekday 0 (Sunday) … 6 (Saturday). */
export function dateParts(date: string): { year: number; month: number; day: number; weekday: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** What `formatTripDate` needs of i18next's `t` (any `t`: the keys it builds are checked by the locales test). */
type Translate = (key: string, options?: Record<string, unknown>) => string;
// biome-ignore lint/suspicious/noExplicitAny: i18next's typed `t` and a plain function both fit.
type AnyTranslate = (...args: any[]) => unknown;

/**
 * A trip day as travellers read it, in the interface language ("Tue 1 Dec", "12월 1일 (화)", "12月1日 周二"),
 * through the `dates.*` translations: no time zone involved, the date is already Seoul's.
 */
export function formatTripDate(date: string, translate: AnyTranslate, { long = false } = {}): string {
  const t = translate as Translate;
  const { month, day, weekday } = dateParts(date);
  return t(long ? 'dates.dayMonthLong' : 'dates.dayMonth', {
    weekday: t(`dates.${long ? 'weekday' : 'weekdayShort'}.${weekday}`),
    day,
    month: t(`dates.month.${month}`),
  });
}
