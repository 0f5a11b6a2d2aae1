import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '@/components/course-card.tsx';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useMonthlyBest } from '../api/monthly-best.ts';
import { courseDetailHref } from '../back-target.ts';
import { CourseGridSkeleton } from './course-grid.tsx';

const TOP_COUNT = 3;
/** Other entries shown before "Show all". */
const OTHERS_PREVIEW = 6;

interface MonthlyBestSectionProps {
  returnTo: string;
  viewerId: number | null;
}

/** This month's best courses: the top 3 highlighted, then the others (advertisements first, server order). */
export function MonthlyBestSection({ returnTo, viewerId }: MonthlyBestSectionProps) {
  const { t } = useTranslation();
  const best = useMonthlyBest();
  const [isShowingAll, setIsShowingAll] = useState(false);

  const courses = best.data?.courses ?? [];
  const top = courses.slice(0, TOP_COUNT);
  const others = courses.slice(TOP_COUNT);
  const shownOthers = isShowingAll ? others : others.slice(0, OTHERS_PREVIEW);

  return (
    <section aria-labelledby="monthly-best-title" className="flex flex-col gap-4">
      <div>
        <h2 id="monthly-best-title" className="text-2xl">
          {t('kcourse.monthlyBest.title')}
        </h2>
        <p className="mt-1 text-sm text-sand-600">
          {best.data?.isFallback ? t('kcourse.monthlyBest.fallback') : t('kcourse.monthlyBest.lead')}
        </p>
      </div>
      {best.isPending ? (
        <CourseGridSkeleton />
      ) : best.isError ? (
        <ErrorDisplay message={t(errorMessageKey(best.error))} onRetry={() => void best.refetch()} />
      ) : courses.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-white p-6 text-center text-sand-600">
          {t('kcourse.monthlyBest.empty')}
        </p>
      ) : (
        <>
          <ol
            aria-label={t('kcourse.monthlyBest.topLabel')}
            className="grid grid-cols-1 gap-4 md:grid-cols-3"
          >
            {top.map((course, index) => (
              <li
                key={course.id}
                className="rounded-[1.6rem] bg-gradient-to-br from-accent-200 to-brand-200 p-0.5"
              >
                <CourseCard
                  course={course}
                  href={(hash) => courseDetailHref(course.id, returnTo, hash)}
                  viewerId={viewerId}
                  rank={index + 1}
                />
              </li>
            ))}
          </ol>
          {others.length > 0 ? (
            <div className="flex flex-col gap-3">
              <h3 className="text-lg">{t('kcourse.monthlyBest.others')}</h3>
              <ol
                start={TOP_COUNT + 1}
                aria-label={t('kcourse.monthlyBest.others')}
                className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
              >
                {shownOthers.map((course) => (
                  <li key={course.id} className="w-[80%] shrink-0 snap-start sm:w-auto">
                    <CourseCard
                      course={course}
                      href={(hash) => courseDetailHref(course.id, returnTo, hash)}
                      viewerId={viewerId}
                      headingLevel="h4"
                    />
                  </li>
                ))}
              </ol>
              {others.length > OTHERS_PREVIEW ? (
                <button
                  type="button"
                  className="btn-secondary self-center"
                  aria-expanded={isShowingAll}
                  onClick={() => setIsShowingAll((value) => !value)}
                >
                  {isShowingAll
                    ? t('kcourse.monthlyBest.showLess')
                    : t('kcourse.monthlyBest.showAll', { count: others.length })}
                </button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
