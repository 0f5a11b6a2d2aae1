import { useEffect, useRef } from 'react';
import { AlertIcon } from '@/components/icons/index.ts';
import { formatTripDate } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { planDifferences } from '../course-merge.ts';
import type { CoursePlan } from '../course-plan.ts';

interface CourseConflictProps {
  /** Who saved first (from the course's activity), when known. */
  by: string | null;
  theirs: CoursePlan;
  mine: CoursePlan;
  onKeepBoth: () => void;
  onTakeTheirs: () => void;
  onOverwrite: () => void;
  isSaving: boolean;
}

/**
 * A save refused because someone saved first (409 COURSE_CHANGED, DESIGN §8.4): their version beside the one on
 * screen, with what differs marked (title, dates, category; each stop only one has, or has on another day, time,
 * length or cost), and the three ways on. The edits stay in the form below
 * until the member chooses.
 */
export function CourseConflict({
  by,
  theirs,
  mine,
  onKeepBoth,
  onTakeTheirs,
  onOverwrite,
  isSaving,
}: CourseConflictProps) {
  const { t } = useTranslation();
  // Brought into view (below the sticky header) and focused: the save button that led here is far below.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="course-conflict-title"
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-accent-200 bg-accent-50 p-4 outline-none sm:p-5"
      data-testid="course-conflict"
    >
      <div className="flex items-start gap-2">
        <AlertIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
        <div>
          <h2 id="course-conflict-title" className="text-base font-bold text-sand-900">
            {by ? t('kcourse.conflict.title', { by }) : t('kcourse.conflict.titleSomeone')}
          </h2>
          <p className="text-sm text-sand-700">{t('kcourse.conflict.intro')}</p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <PlanColumn
          label={t('kcourse.conflict.theirs')}
          plan={theirs}
          other={mine}
          testId="conflict-theirs"
        />
        <PlanColumn label={t('kcourse.conflict.yours')} plan={mine} other={theirs} testId="conflict-mine" />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <button type="button" className="btn-primary" disabled={isSaving} onClick={onKeepBoth}>
          {t('kcourse.conflict.keepBoth')}
        </button>
        <button type="button" className="btn-secondary" disabled={isSaving} onClick={onTakeTheirs}>
          {t('kcourse.conflict.takeTheirs')}
        </button>
        <button type="button" className="btn-ghost" disabled={isSaving} onClick={onOverwrite}>
          {t('kcourse.conflict.overwrite')}
        </button>
      </div>
      <p className="text-xs text-sand-600">{t('kcourse.conflict.keepBothHint')}</p>
    </section>
  );
}

function PlanColumn({
  label,
  plan,
  other,
  testId,
}: {
  label: string;
  plan: CoursePlan;
  other: CoursePlan;
  testId: string;
}) {
  const { t } = useTranslation();
  const differs = planDifferences(plan, other);
  const days = [...new Set(plan.stops.map((stop) => stop.day))];
  // What this version has otherwise than the other: marked, and said to screen readers.
  const mark = (isDifferent: boolean) => (isDifferent ? 'rounded bg-accent-100 px-1 text-accent-900' : '');
  const differentNote = (isDifferent: boolean) =>
    isDifferent ? <span className="sr-only"> ({t('kcourse.conflict.differs')})</span> : null;
  return (
    <div className="min-w-0 rounded-xl border border-sand-200 bg-white p-3" data-testid={testId}>
      <p className="text-xs font-bold tracking-wide text-sand-600 uppercase">{label}</p>
      <p className="mt-1 font-semibold break-words text-sand-900">
        <span className={mark(differs.title)} data-differs={differs.title || undefined}>
          {plan.title}
        </span>
        {differentNote(differs.title)}
      </p>
      <p className="text-xs text-sand-600">
        <span className={mark(differs.dates)} data-differs={differs.dates || undefined}>
          {plan.startDate ? `${formatTripDate(plan.startDate, t)} · ` : ''}
          {t('planner.trip.dayCount', { count: plan.dayCount })}
        </span>
        {differentNote(differs.dates)} ·{' '}
        <span className={mark(differs.category)} data-differs={differs.category || undefined}>
          {t(`kcourse.categories.${plan.category}`)}
        </span>
        {differentNote(differs.category)} · {t('kcourse.conflict.stops', { count: plan.stops.length })}
      </p>
      {days.map((day) => (
        <div key={day} className="mt-2">
          {days.length > 1 || plan.dayCount > 1 ? (
            <p className="text-xs font-semibold text-sand-700">{t('kcourse.conflict.day', { day })}</p>
          ) : null}
          <ol className="mt-1 flex flex-col gap-1">
            {plan.stops
              .filter((stop) => stop.day === day)
              .map((stop) => {
                const difference = differs.stops.get(stop.key);
                return (
                  <li
                    key={stop.key}
                    data-differs={difference}
                    className={`flex items-baseline gap-2 rounded px-1.5 py-0.5 text-sm ${
                      difference === 'only'
                        ? 'bg-brand-50 font-semibold text-brand-800'
                        : difference === 'changed'
                          ? 'bg-accent-50 text-sand-900'
                          : 'text-sand-800'
                    }`}
                  >
                    <span className="min-w-0 flex-1 truncate">{stop.name}</span>
                    {stop.time || stop.durationMinutes ? (
                      <span className={`shrink-0 text-xs tabular-nums ${mark(difference === 'changed')}`}>
                        {[
                          stop.time,
                          stop.durationMinutes
                            ? t('planner.trip.minutes', { count: stop.durationMinutes })
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    ) : null}
                    {difference === 'only' ? (
                      <span className="sr-only">({t('kcourse.conflict.onlyHere')})</span>
                    ) : difference === 'changed' ? (
                      <span className="sr-only">({t('kcourse.conflict.changedHere')})</span>
                    ) : null}
                  </li>
                );
              })}
          </ol>
        </div>
      ))}
    </div>
  );
}
