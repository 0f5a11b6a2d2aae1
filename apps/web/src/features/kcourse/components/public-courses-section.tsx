import { COURSE_PAGE_SIZE } from '@ktravel/contract';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { usePublicCourses } from '../api/courses.ts';
import { withoutShownAbove } from '../monthly-best-groups.ts';
import { CourseGrid, CourseGridSkeleton } from './course-grid.tsx';

export interface PublicCoursesSectionProps {
  page: number;
  onPageChange: (page: number) => void;
  returnTo: string;
  viewerId: number | null;
  onCreate: () => void;
  /** The course just saved in the planner: marked when it is on this page, and never left out as shown above. */
  newCourseId?: number | null;
  /** Courses the section above already shows as cards: left out here, with a line saying how many. */
  shownAbove?: ReadonlySet<number>;
}

const NOTHING_SHOWN_ABOVE: ReadonlySet<number> = new Set();

/** Every public course, 10 a page, less the ones already shown above it. */
export function PublicCoursesSection({
  page,
  onPageChange,
  returnTo,
  viewerId,
  onCreate,
  newCourseId = null,
  shownAbove = NOTHING_SHOWN_ABOVE,
}: PublicCoursesSectionProps) {
  const { t } = useTranslation();
  const courses = usePublicCourses(page, COURSE_PAGE_SIZE);
  const data = courses.data;
  const shown = data ? withoutShownAbove(data.items, shownAbove, newCourseId) : null;

  return (
    <section
      aria-labelledby="public-courses-title"
      className="flex scroll-mt-20 flex-col gap-4"
      id="all-courses"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="public-courses-title" className="text-2xl">
          {t('kcourse.all.title')}
        </h2>
        {data ? (
          <p className="text-sm text-sand-600">{t('kcourse.all.count', { count: data.total })}</p>
        ) : null}
      </div>
      {courses.isError && !data ? (
        <ErrorDisplay message={t(errorMessageKey(courses.error))} onRetry={() => void courses.refetch()} />
      ) : !data ? (
        <CourseGridSkeleton count={6} />
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 bg-white p-8 text-center">
          <p className="text-sand-700">{t('kcourse.all.empty')}</p>
          <button type="button" className="btn-primary" onClick={onCreate}>
            {t('kcourse.create')}
          </button>
        </div>
      ) : (
        <div
          className={`flex flex-col gap-3 ${courses.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
        >
          {shown && shown.leftOut > 0 ? (
            <p className="text-sm text-sand-700" data-testid="shown-above-note">
              {t('kcourse.all.shownAbove', {
                count: shown.leftOut,
                section: t('kcourse.monthlyBest.title'),
              })}
            </p>
          ) : null}
          {shown && shown.items.length > 0 ? (
            <CourseGrid
              courses={shown.items}
              returnTo={returnTo}
              viewerId={viewerId}
              label={t('kcourse.all.listLabel', { page: data.page })}
              newCourseId={newCourseId}
            />
          ) : null}
        </div>
      )}
      {data ? (
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={onPageChange}
          label={t('kcourse.all.pagesLabel')}
          className="mt-2"
        />
      ) : null}
    </section>
  );
}
