import type { CourseCheckDto, CourseDto } from '@ktravel/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertIcon, CalendarIcon, CheckIcon } from '@/components/icons/index.ts';
import { API_BASE } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { problemCount } from '../trip-plan.ts';

interface CourseTripBarProps {
  course: CourseDto;
  check: UseQueryResult<CourseCheckDto>;
  isOwner: boolean;
}

/**
 * Above a course's stops (DESIGN §8.1): what the opening-hours check found, for anyone who may read the course,
 * and "Add to calendar" (the .ics file: one event per stop in Asia/Seoul), once the course has a start date.
 */
export function CourseTripBar({ course, check, isOwner }: CourseTripBarProps) {
  const { t, i18n } = useTranslation();
  if (!course.startDate) {
    return (
      <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-sand-700" data-testid="course-trip-bar">
        {isOwner ? t('kcourse.trip.noDateOwner') : t('kcourse.trip.noDate')}
      </p>
    );
  }
  // Notes (hours unknown on a holiday) are beside their stops, not counted as problems.
  const count = check.data ? problemCount(check.data.warnings) : undefined;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="course-trip-bar">
      <a
        href={`${API_BASE}/courses/${course.id}/export.ics?language=${encodeURIComponent(i18n.language)}`}
        download
        className="btn-secondary"
      >
        <CalendarIcon aria-hidden="true" />
        {t('kcourse.trip.addToCalendar')}
      </a>
      <p
        aria-live="polite"
        className={`flex items-center gap-1.5 text-sm ${
          check.isError || (count ?? 0) > 0
            ? 'text-accent-700'
            : count === 0
              ? 'text-jade-700'
              : 'text-sand-600'
        }`}
      >
        {check.isError ? (
          <>
            <AlertIcon aria-hidden="true" className="size-4" />
            {t('planner.check.failed')}
            <button type="button" className="font-semibold underline" onClick={() => void check.refetch()}>
              {t('common.retry')}
            </button>
          </>
        ) : count === undefined ? (
          t('planner.check.checking')
        ) : count === 0 ? (
          <>
            <CheckIcon aria-hidden="true" className="size-4" />
            {t('planner.check.allGood')}
          </>
        ) : (
          <>
            <AlertIcon aria-hidden="true" className="size-4" />
            {t('kcourse.trip.found', { count })}
          </>
        )}
      </p>
    </div>
  );
}
