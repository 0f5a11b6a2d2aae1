import type { CourseWarningDto } from '@ktravel/contract';
import { AlertIcon, CalendarIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { isNote } from '../trip-plan.ts';

interface StopWarningsProps {
  warnings: readonly CourseWarningDto[];
  /** Applies a warning's suggested fix (the planner); without it the fix is only said (the course page). */
  onFix?: (warning: CourseWarningDto) => void;
}

/**
 * A stop's warnings from the course check (DESIGN §8.1), beside the stop they concern, in the reader's language
 * (the server writes them so): closed that day, break time, outside the hours, closes during the visit, before the
 * stop listed before it, overlapping it; and notes (hours unknown on a holiday), softer. The suggested fix is a
 * button in the planner.
 */
export function StopWarnings({ warnings, onFix }: StopWarningsProps) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <ul className="mt-1.5 flex flex-col gap-1" aria-label={t('kcourse.trip.warningsLabel')}>
      {warnings.map((warning) => (
        <li
          key={`${warning.code}-${warning.order}`}
          data-testid="stop-warning"
          data-code={warning.code}
          className={`flex flex-col gap-1 rounded-md border px-2 py-1.5 text-xs leading-snug ${
            isNote(warning)
              ? 'border-sand-200 bg-sand-50 text-sand-700'
              : 'border-accent-200 bg-accent-50 text-accent-800'
          }`}
        >
          <p className="flex gap-1.5">
            {isNote(warning) ? (
              <CalendarIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            ) : (
              <AlertIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            )}
            <span>{warning.message}</span>
          </p>
          {warning.fix && onFix ? (
            <button
              type="button"
              onClick={() => onFix(warning)}
              className="self-start rounded-md border border-accent-300 bg-white px-2 py-1 font-semibold text-accent-800 hover:bg-accent-100"
            >
              {warning.fix.label}
            </button>
          ) : warning.fix ? (
            <p className="pl-5 font-semibold">{t('kcourse.trip.suggestion', { fix: warning.fix.label })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
