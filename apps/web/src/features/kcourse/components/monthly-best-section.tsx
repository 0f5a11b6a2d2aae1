import type { CourseDto } from '@ktravel/contract';
import { useId } from 'react';
import { CourseCard } from '@/components/course-card.tsx';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMonthlyBest } from '../api/monthly-best.ts';
import { courseDetailHref } from '../back-target.ts';
import { MONTHLY_TOP_COUNT, monthlyBestGroups } from '../monthly-best-groups.ts';
import { CourseGridSkeleton } from './course-grid.tsx';

interface MonthlyBestSectionProps {
  returnTo: string;
  viewerId: number | null;
  /** Whether the ranked courses after the top 3 are open (the list below then leaves them out too). */
  isShowingOthers: boolean;
  onShowOthersChange: (isShowing: boolean) => void;
}

/**
 * This month's best courses: advertisements first (spec §2) but apart, labelled as sponsored and never ranked; then
 * the top 3 by this month's saves and shares, numbered as the lead says; the other ranked courses behind a button,
 * and the full list below leaves out whatever this section shows.
 */
export function MonthlyBestSection({
  returnTo,
  viewerId,
  isShowingOthers,
  onShowOthersChange,
}: MonthlyBestSectionProps) {
  const { t } = useTranslation();
  const best = useMonthlyBest();
  const othersId = useId();
  const isPhone = useMediaQuery(PHONE_QUERY);

  const courses = best.data?.courses ?? [];
  const isRanking = best.data ? !best.data.isFallback : false;
  const { sponsored, top, others } = monthlyBestGroups(courses);
  const card = (course: CourseDto, rank?: number, headingLevel: 'h3' | 'h4' = 'h3') => (
    <CourseCard
      course={course}
      href={(hash) => courseDetailHref(course.id, returnTo, hash)}
      viewerId={viewerId}
      {...(rank ? { rank } : {})}
      headingLevel={headingLevel}
    />
  );

  // Advertisements come first (spec §2), but on a phone, where cards stand in one column, a traveller sees the
  // ranking's first course before them: the sponsored cards follow the first row.
  const sponsoredFirst = !isPhone || top.length === 0;
  const leading = sponsoredFirst ? top : top.slice(0, 1);
  const trailing = sponsoredFirst ? [] : top.slice(1);
  const sponsoredBlock =
    sponsored.length > 0 ? (
      <div className="flex flex-col gap-2 rounded-[1.6rem] border border-amber-200 bg-amber-50/60 p-3 sm:p-4">
        <h3 className="flex flex-wrap items-baseline gap-x-2 text-base">
          {t('kcourse.monthlyBest.sponsored')}
          <span className="text-xs font-normal text-sand-700">{t('kcourse.monthlyBest.sponsoredNote')}</span>
        </h3>
        <ul
          aria-label={t('kcourse.monthlyBest.sponsored')}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {sponsored.map((course) => (
            <li key={course.id}>{card(course, undefined, 'h4')}</li>
          ))}
        </ul>
      </div>
    ) : null;
  const topList = (courses: CourseDto[], before: number) => (
    <ol
      aria-label={t('kcourse.monthlyBest.topLabel')}
      start={before + 1}
      className="grid grid-cols-1 gap-4 md:grid-cols-3"
    >
      {courses.map((course, index) => (
        <li key={course.id} className="rounded-[1.6rem] bg-gradient-to-br from-accent-200 to-brand-200 p-0.5">
          {card(course, isRanking ? before + index + 1 : undefined)}
        </li>
      ))}
    </ol>
  );

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
          {sponsoredFirst ? sponsoredBlock : null}
          {leading.length > 0 ? topList(leading, 0) : null}
          {sponsoredFirst ? null : sponsoredBlock}
          {trailing.length > 0 ? topList(trailing, leading.length) : null}
          {others.length > 0 ? (
            <div className="flex flex-col gap-3">
              <button
                type="button"
                className="btn-secondary self-center"
                aria-expanded={isShowingOthers}
                aria-controls={isShowingOthers ? othersId : undefined}
                onClick={() => onShowOthersChange(!isShowingOthers)}
              >
                {isShowingOthers
                  ? t('kcourse.monthlyBest.showLess')
                  : t('kcourse.monthlyBest.showOthers', { count: others.length })}
              </button>
              {isShowingOthers ? (
                <ol
                  id={othersId}
                  start={MONTHLY_TOP_COUNT + 1}
                  aria-label={t('kcourse.monthlyBest.others')}
                  className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
                >
                  {others.map((course) => (
                    <li key={course.id}>{card(course, undefined, 'h4')}</li>
                  ))}
                </ol>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
