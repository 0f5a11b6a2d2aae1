import { COURSE_MAX_STOPS, type PlaceSearchResultDto, TITLE_MAX_LENGTH } from '@ktravel/contract';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTooLongMessage } from '@/components/form/length-count.tsx';
import { fieldErrorKey } from '@/lib/form/zod-form.ts';
import {
  addStop,
  type CoursePlan,
  moveStop,
  PLAN_ERROR_KINDS,
  type PlanErrors,
  type PlanStop,
  removeStop,
  stopFromSearchResult,
} from '../../course-plan.ts';
import { CourseFields } from './course-fields.tsx';
import { PlaceSearch } from './place-search.tsx';
import { StopList } from './stop-list.tsx';

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
 * Everything editable in a course, shared by the planner and the course page's edit mode: place search,
 * the ordered stops, the title, visibility and category fields and the cover photo. The caller owns the form and
 * saving.
 */
export function CoursePlanEditor({
  form,
  headingLevel = 2,
  onResultsChange,
  coverField,
}: CoursePlanEditorProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const { control, register, setFocus, setValue } = form;
  const stopsErrorRef = useRef<HTMLParagraphElement>(null);
  const stopsErrorId = `${id}-stops-error`;
  const stops = useWatch({ control, name: 'stops' });
  const titleLength = useWatch({ control, name: 'title' }).length;
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

  const [addedMessage, setAddedMessage] = useState('');
  const handleAdd = (result: PlaceSearchResultDto) => {
    const next = addStop(stops, stopFromSearchResult(result));
    if (next === stops) return;
    setStops(next);
    setAddedMessage(t('planner.stops.added', { name: result.name, position: next.length }));
  };

  const stopsError =
    errors.stops === 'required'
      ? t('planner.errors.stopsRequired')
      : errors.stops === 'tooMany'
        ? t('planner.errors.tooManyStops', { max: COURSE_MAX_STOPS })
        : null;

  return (
    // A container query: one column in the planner's side panel, two in a wide edit form.
    <div className="@container">
      <div className="grid grid-cols-1 items-start gap-5 @3xl:grid-cols-2 @3xl:grid-rows-[auto_1fr] @3xl:gap-x-8">
        <section
          aria-labelledby={`${id}-search`}
          className="flex flex-col gap-2 @3xl:col-start-1 @3xl:row-span-2 @3xl:row-start-1"
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

        <section aria-labelledby={`${id}-stops`} className="flex flex-col gap-2 @3xl:col-start-2">
          <Heading id={`${id}-stops`} className="text-base">
            {t('planner.sections.stops', { count: stops.length })}
          </Heading>
          {stops.length === 0 ? (
            <p className="rounded-lg border border-dashed border-sand-300 px-3 py-4 text-center text-sm text-sand-600">
              {t('planner.stops.empty')}
            </p>
          ) : (
            <StopList
              stops={stops}
              label={t('planner.stops.label')}
              errorId={stopsError ? stopsErrorId : undefined}
              onMove={(from, to) => setStops(moveStop(stops, from, to))}
              onRemove={(key) => setStops(removeStop(stops, key))}
            />
          )}
          <p aria-live="polite" className="sr-only">
            {addedMessage}
          </p>
          {stopsError ? (
            <p id={stopsErrorId} ref={stopsErrorRef} tabIndex={-1} className="field-error outline-none">
              {stopsError}
            </p>
          ) : null}
        </section>

        <section aria-labelledby={`${id}-details`} className="flex flex-col gap-2 @3xl:col-start-2">
          <Heading id={`${id}-details`} className="text-base">
            {t('planner.sections.details')}
          </Heading>
          <CourseFields
            register={register}
            titleLength={titleLength}
            titleError={titleTooLong ?? (errors.title ? t('planner.errors.titleRequired') : null)}
          />
          {coverField}
        </section>
      </div>
    </div>
  );
}
