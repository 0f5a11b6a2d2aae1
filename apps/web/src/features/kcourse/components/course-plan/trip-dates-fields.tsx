import { COURSE_MAX_DAYS } from '@ktravel/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { tripDays } from '../../trip-plan.ts';

interface TripDatesFieldsProps {
  startDate: string | null;
  dayCount: number;
  onStartDateChange: (date: string | null) => void;
  onDayCountChange: (dayCount: number) => void;
}

/**
 * The trip's first day (optional: without it nothing is dated, and checks and the calendar wait for it) and how
 * many days it has (1–14). The date is a Seoul calendar date: the browser's time zone plays no part.
 */
export function TripDatesFields({
  startDate,
  dayCount,
  onStartDateChange,
  onDayCountChange,
}: TripDatesFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  // Fourteen plural forms: made once per language, not on every render of the planner.
  const dayCountLabels = useMemo(
    () =>
      tripDays(COURSE_MAX_DAYS).map((days) => ({ days, label: t('planner.trip.dayCount', { count: days }) })),
    [t],
  );
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-start`} className="field-label">
          {t('planner.trip.startDate')}
        </label>
        <div className="flex gap-1">
          <input
            id={`${id}-start`}
            type="date"
            value={startDate ?? ''}
            onChange={(event) => onStartDateChange(event.currentTarget.value || null)}
            className="field-input min-w-0 flex-1"
            aria-describedby={`${id}-start-hint`}
          />
          {startDate ? (
            <button
              type="button"
              className="btn-ghost shrink-0 px-2 text-xs"
              onClick={() => onStartDateChange(null)}
            >
              {t('planner.trip.clearDate')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-days`} className="field-label">
          {t('planner.trip.days')}
        </label>
        <select
          id={`${id}-days`}
          value={dayCount}
          onChange={(event) => onDayCountChange(Number(event.currentTarget.value))}
          className="field-input w-auto"
        >
          {dayCountLabels.map(({ days, label }) => (
            <option key={days} value={days}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-start-hint`} className="col-span-2 text-xs text-sand-600">
        {startDate ? t('planner.trip.seoulDates') : t('planner.trip.startDateHint')}
      </p>
    </div>
  );
}
