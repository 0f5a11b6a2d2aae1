import type { CourseCheckDto } from '@ktravel/contract';
import { CalendarIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

export type TripHoliday = CourseCheckDto['holidays'][number];

/**
 * Under a trip day's heading, when the day is a Korean public holiday (the check names them, issue 44): Seollal's
 * and Chuseok's days, when many small restaurants, shops and markets close, or another holiday, when government
 * offices and banks close (sources: decision 029).
 */
export function DayHoliday({
  holiday,
  className = '',
}: {
  holiday: TripHoliday | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!holiday) return null;
  return (
    <p data-testid="day-holiday" className={`flex gap-1.5 text-xs leading-snug text-accent-800 ${className}`}>
      <CalendarIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {holiday.isMajor
          ? t('kcourse.trip.holidayMajor', { holiday: holiday.name })
          : t('kcourse.trip.holiday', { holiday: holiday.name })}
      </span>
    </p>
  );
}
