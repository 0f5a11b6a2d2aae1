import {
  COURSE_MAX_STOPS,
  type CourseWarningDto,
  courseCosts,
  type PlaceSearchResultDto,
  TITLE_MAX_LENGTH,
} from '@ktravel/contract';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { AfterPaint } from '@/components/after-paint.tsx';
import { useTooLongMessage } from '@/components/form/length-count.tsx';
import { CourseCosts } from '@/components/money.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { fieldErrorKey } from '@/lib/form/zod-form.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { usePlanCheck } from '../../api/course-check.ts';
import {
  addStop,
  type CoursePlan,
  moveStopToDayByTime,
  PLAN_ERROR_KINDS,
  type PlanErrors,
  type PlanStop,
  removeStop,
  sortDayByTime,
  stopFromSearchResult,
  toCourseBody,
  updateStop,
  withDayCount,
} from '../../course-plan.ts';
import { problemCount, warningsByStop } from '../../trip-plan.ts';
import { CheckStatus } from './check-status.tsx';
import { CourseFields } from './course-fields.tsx';
import { DayBoard } from './day-board.tsx';
import { PlaceSearch } from './place-search.tsx';
import { TripDatesFields } from './trip-dates-fields.tsx';

interface CoursePlanEditorProps {
  /** The plan's form (`useZodForm(CoursePlanForm, …)`); the caller submits it. Errors show after a save was tried. */
  form: UseFormReturn<CoursePlan>;
  /** Heading level of the editor's sections: 2 (default), or 3 when the caller puts it under its own h2. */
  headingLevel?: 2 | 3;
  onResultsChange?: (results: PlaceSearchResultDto[]) => void;
  /** The cover photo field (`CoverField`), shown under the course details. */
  coverField?: ReactNode;
}

/**
 * Everything editable in a course, shared by the planner and the course page's edit mode: place search, the
 * trip's dates and days with their stops (times, lengths, the opening-hours check and its fixes), the title,
 * visibility and category fields and the cover photo. The caller owns the form and saving.
 */
export function CoursePlanEditor({
  form,
  headingLevel = 2,
  onResultsChange,
  coverField,
}: CoursePlanEditorProps) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const { control, register, setFocus, setValue } = form;
  const stopsErrorRef = useRef<HTMLParagraphElement>(null);
  const stopsErrorId = `${id}-stops-error`;
  const stops = useWatch({ control, name: 'stops' });
  const startDate = useWatch({ control, name: 'startDate' });
  const dayCount = useWatch({ control, name: 'dayCount' });
  const [selectedDay, setSelectedDay] = useState(1);
  const day = Math.min(selectedDay, dayCount);
  const isSignedIn = useAuthStore((state) => state.user !== null);
  const title = useWatch({ control, name: 'title' });
  const titleLength = title.length;
  // Said as soon as the title is too long, not only when saving.
  const titleTooLong = useTooLongMessage(titleLength, TITLE_MAX_LENGTH);
  const { errors: fieldErrors, isSubmitted, submitCount } = useFormState({ control });
  const listedKeys = useMemo(() => new Set(stops.map((stop) => stop.key)), [stops]);
  const errors: PlanErrors = {
    title: fieldErrorKey(fieldErrors.title, PLAN_ERROR_KINDS),
    stops: fieldErrorKey(fieldErrors.stops, PLAN_ERROR_KINDS),
  };

  // A refused save moves focus to the first field that needs attention (the stops' message, as they have no
  // control of their own).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each refused save, not on every edit
  useEffect(() => {
    if (submitCount === 0) return;
    if (errors.title) setFocus('title');
    else if (errors.stops) stopsErrorRef.current?.focus();
  }, [submitCount]);

  const setStops = (next: PlanStop[]) =>
    setValue('stops', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const changeDayCount = (count: number) => {
    const next = withDayCount(stops, count);
    if (next.stops !== stops) setStops(next.stops);
    setValue('dayCount', next.dayCount, { shouldDirty: true });
  };

  // The check asks once the plan has a start date and a stop, for a signed-in member (the server's rule).
  const plan = useMemo(
    () =>
      isSignedIn && startDate && stops.length > 0
        ? {
            course: toCourseBody({
              title: title.trim() || '-',
              visibility: 'private',
              category: 'all',
              stops,
              startDate,
              dayCount,
            }),
            keys: stops.map((stop) => stop.key),
          }
        : null,
    [isSignedIn, startDate, stops, dayCount, title],
  );
  const check = usePlanCheck(plan, i18n.language);
  const warnings = useMemo(
    () => (plan ? warningsByStop(check.data?.warnings, check.data?.keys ?? []) : new Map()),
    [plan, check.data],
  );
  const applyFix = (key: string, warning: CourseWarningDto) => {
    const fix = warning.fix;
    if (fix?.kind === 'moveToDay') {
      setStops(moveStopToDayByTime(stops, key, fix.day));
      setSelectedDay(fix.day);
    } else if (fix?.kind === 'setTime') {
      setStops(updateStop(stops, key, { time: fix.time }));
    } else if (fix?.kind === 'sortDay') {
      setStops(sortDayByTime(stops, fix.day));
    }
  };

  const [addedMessage, setAddedMessage] = useState('');
  const handleAdd = (result: PlaceSearchResultDto) => {
    const next = addStop(stops, stopFromSearchResult(result, day));
    if (next === stops) return;
    setStops(next);
    setAddedMessage(t('planner.trip.added', { name: result.name, day, position: next.length }));
  };

  const stopsError =
    errors.stops === 'required'
      ? t('planner.errors.stopsRequired')
      : errors.stops === 'tooMany'
        ? t('planner.errors.tooManyStops', { max: COURSE_MAX_STOPS })
        : null;

  return (
    // A container query: one column in the planner's side panel (up to 52rem, the days side by side), two in the
    // course page's wide edit form.
    <div className="@container">
      <div className="grid grid-cols-1 items-start gap-5 @5xl:grid-cols-2 @5xl:grid-rows-[auto_1fr] @5xl:gap-x-8">
        <section
          aria-labelledby={`${id}-search`}
          className="flex flex-col gap-2 @5xl:col-start-1 @5xl:row-span-2 @5xl:row-start-1"
        >
          <Heading id={`${id}-search`} className="text-base">
            {t('planner.sections.search')}
          </Heading>
          <PlaceSearch
            listedKeys={listedKeys}
            onAdd={handleAdd}
            isFull={stops.length >= COURSE_MAX_STOPS}
            onResultsChange={onResultsChange}
          />
        </section>

        <section aria-labelledby={`${id}-stops`} className="flex flex-col gap-2 @5xl:col-start-2">
          <Heading id={`${id}-stops`} className="text-base">
            {t('planner.sections.stops', { count: stops.length })}
          </Heading>
          {/* The trip's dates and everything below them (the board, the costs, the details) render after the first
              paint, each in a task of its own (issue 33: the planner's first render was one task of about 260 ms on
              a phone). */}
          <AfterPaint>
            <TripDatesFields
              startDate={startDate}
              dayCount={dayCount}
              onStartDateChange={(date) => setValue('startDate', date, { shouldDirty: true })}
              onDayCountChange={changeDayCount}
            />
            <CheckStatus
              hasStops={stops.length > 0}
              hasStartDate={startDate !== null}
              isSignedIn={isSignedIn}
              isChecking={check.isFetching}
              isError={check.isError}
              warningCount={plan && check.data ? problemCount(check.data.warnings) : null}
              onRetry={() => void check.refetch()}
            />
          </AfterPaint>
          <AfterPaint>
            <DayBoard
              stops={stops}
              dayCount={dayCount}
              startDate={startDate}
              warnings={warnings}
              holidays={plan ? (check.data?.holidays ?? []) : []}
              selectedDay={day}
              onSelectDay={setSelectedDay}
              onStopsChange={setStops}
              onRemove={(key) => setStops(removeStop(stops, key))}
              onFix={applyFix}
              label={t('planner.stops.label')}
              errorId={stopsError ? stopsErrorId : undefined}
            />
          </AfterPaint>
          <AfterPaint>
            <CourseCosts {...courseCosts(stops, dayCount)} />
          </AfterPaint>
          <p aria-live="polite" className="sr-only">
            {addedMessage}
          </p>
          {stopsError ? (
            <p id={stopsErrorId} ref={stopsErrorRef} tabIndex={-1} className="field-error outline-none">
              {stopsError}
            </p>
          ) : null}
        </section>

        <section aria-labelledby={`${id}-details`} className="flex flex-col gap-2 @5xl:col-start-2">
          <Heading id={`${id}-details`} className="text-base">
            {t('planner.sections.details')}
          </Heading>
          <AfterPaint>
            <CourseFields
              register={register}
              titleLength={titleLength}
              titleError={titleTooLong ?? (errors.title ? t('planner.errors.titleRequired') : null)}
            />
            {coverField}
          </AfterPaint>
        </section>
      </div>
    </div>
  );
}
