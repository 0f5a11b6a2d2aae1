import { isCalendarDate, isClockTime, seoulNow } from '@ktravel/contract';
import type { TFunction } from 'i18next';
import { formatTripDate } from '@/lib/time.ts';

/** K-Map's opening-hours filter (DESIGN §8.1): places known to be open now, or at a Seoul date and time. */
export type OpenFilter = { kind: 'now' } | { kind: 'at'; at: string };

/** The filter as the place lists take it: `openNow=true` or `openAt=YYYY-MM-DDTHH:mm`, nothing without one. */
export function openFilterParams(filter: OpenFilter | null): { openNow?: true; openAt?: string } {
  if (!filter) return {};
  return filter.kind === 'now' ? { openNow: true } : { openAt: filter.at };
}

/** Whether `value` is a Seoul date and time the lists take (what a filled `datetime-local` gives). */
export function isOpenAtValue(value: string): boolean {
  const [date = '', time = '', ...rest] = value.split('T');
  return rest.length === 0 && isCalendarDate(date) && isClockTime(time);
}

/** "Open at…" starts from the current minute in Seoul, whatever the browser's time zone. */
export function openAtNow(at: Date | number = Date.now()): string {
  const now = seoulNow(at);
  return `${now.date}T${now.time}`;
}

/**
 * What K-Map says of a filter: which places the map shows, and the empty list's words ("No place here is known
 * to be open on Tue 1 Dec at 14:00").
 */
export function describeOpenFilter(filter: OpenFilter, t: TFunction): { active: string; empty: string } {
  if (filter.kind === 'now') return { active: t('kmap.open.activeNow'), empty: t('kmap.open.emptyNow') };
  const [date = '', time = ''] = filter.at.split('T');
  const words = { date: formatTripDate(date, t), time };
  return { active: t('kmap.open.activeAt', words), empty: t('kmap.open.emptyAt', words) };
}
