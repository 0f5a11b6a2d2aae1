import { weekdayOf } from '@ktravel/contract';
import type { TFunction } from 'i18next';
import { formatIntervals, type WeekRow } from '@/lib/places/place-hours.ts';
import { formatTripDate } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** A weekly closing day's name, as in "closed on Tuesdays" (0 Sunday … 6 Saturday). */
export const WEEKDAY_PLURAL_KEYS = [
  'hours.weekdays.0',
  'hours.weekdays.1',
  'hours.weekdays.2',
  'hours.weekdays.3',
  'hours.weekdays.4',
  'hours.weekdays.5',
  'hours.weekdays.6',
] as const;

interface PlaceHoursWeekProps {
  rows: WeekRow[];
  /** Seoul's date today, `YYYY-MM-DD`: its row is marked. */
  today: string;
}

/** The days ahead as a table: date, then the intervals, "Closed" and why, or not known; today marked. */
export function PlaceHoursWeek({ rows, today }: PlaceHoursWeekProps) {
  const { t } = useTranslation();
  return (
    <table className="mt-2 w-full border-collapse text-sm">
      <caption className="sr-only">{t('hours.week.caption')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('hours.week.day')}</th>
          <th scope="col">{t('hours.week.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isToday = row.date === today;
          return (
            <tr
              key={row.date}
              aria-current={isToday ? 'date' : undefined}
              className={`border-b border-sand-100 last:border-b-0 ${isToday ? 'bg-brand-50' : ''}`}
            >
              <th
                scope="row"
                className={`py-1.5 pr-3 pl-1.5 text-left align-top whitespace-nowrap tabular-nums ${
                  isToday ? 'font-bold text-sand-900' : 'font-medium text-sand-800'
                }`}
              >
                {formatTripDate(row.date, t)}
                {isToday ? (
                  <span className="ml-1.5 rounded-full bg-brand-700 px-1.5 py-px text-xs font-semibold text-white">
                    {t('hours.week.today')}
                  </span>
                ) : null}
              </th>
              <td className="py-1.5 pr-1.5 align-top">
                <DayHoursText row={row} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * One day's hours in words: the intervals (or open all day) with the last entry, "Closed" and why, or not known,
 * and the public holiday's name. `showBreaks`: the gap between two intervals is written as a break (the admins'
 * preview, where that is what they check). Shared by the visitors' week and the marker forms' preview.
 */
export function DayHoursText({ row, showBreaks = false }: { row: WeekRow; showBreaks?: boolean }) {
  const { t } = useTranslation();
  const holiday =
    row.holiday && !(row.state === 'closed' && row.closure === 'holiday') ? (
      <span className="ml-1.5 inline-block rounded-full bg-amber-50 px-2 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
        {row.holiday}
      </span>
    ) : null;
  if (row.state === 'unknown') {
    return (
      <span className="text-sand-600">
        {t('hours.week.unknown')}
        {holiday}
      </span>
    );
  }
  if (row.state === 'closed') {
    return (
      <span className="font-medium text-accent-700">
        {closedText(row, t)}
        {holiday}
      </span>
    );
  }
  const isAllDay = row.intervals.length === 1 && formatIntervals(row.intervals) === '00:00–24:00';
  // `HH:mm` strings compare in time order: a gap before an interval is a break.
  const isAfterBreak = (i: number) =>
    showBreaks && i > 0 && (row.intervals[i - 1]?.to ?? '') < row.intervals[i]!.from;
  return (
    <span className="text-sand-900">
      {isAllDay
        ? t('hours.now.openAllDay')
        : row.intervals.map((interval, i) => (
            <span key={interval.from} className="whitespace-nowrap tabular-nums">
              {isAfterBreak(i) ? (
                <span className="text-sand-600"> · {t('hours.week.break')} · </span>
              ) : i > 0 ? (
                ', '
              ) : null}
              {formatIntervals([interval])}
            </span>
          ))}
      {holiday}
      {row.lastEntry ? (
        <span className="block text-xs text-sand-600">{t('hours.lastEntry', { time: row.lastEntry })}</span>
      ) : null}
    </span>
  );
}

function closedText(row: WeekRow, t: TFunction): string {
  switch (row.closure) {
    case 'weekly':
      return t('hours.week.closedWeekly', { weekdays: t(WEEKDAY_PLURAL_KEYS[weekdayOf(row.date)]!) });
    case 'holiday':
      return row.holiday ? t('hours.week.closedHoliday', { holiday: row.holiday }) : t('hours.week.closed');
    case 'moved':
      return t('hours.week.closedMoved');
    default:
      return t('hours.week.closed');
  }
}
