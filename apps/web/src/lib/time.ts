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
