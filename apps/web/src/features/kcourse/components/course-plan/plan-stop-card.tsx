import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { COST_KRW_MAX, type CourseWarningDto } from '@ktravel/contract';
import { useId } from 'react';
import { ClockIcon, TrashIcon } from '@/components/icons/index.ts';
import { DragHandle, MoveButtons, PositionBadge, SORTABLE_ICON_BUTTON } from '@/components/sortable-list.tsx';
import { formatMoney } from '@/lib/money.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { PlanStop } from '../../course-plan.ts';
import { isNote, VISIT_LENGTHS, visitParts } from '../../trip-plan.ts';
import { StopWarnings } from '../stop-warnings.tsx';

/** A typed cost: whole won from 0 to the limit, or null for an empty field (anything else is left out). */
function costOf(value: string): number | null {
  if (value.trim() === '') return null;
  const amount = Math.round(Number(value));
  return Number.isFinite(amount) ? Math.min(COST_KRW_MAX, Math.max(0, amount)) : null;
}

interface PlanStopCardProps {
  stop: PlanStop;
  /** 1-based position in the whole trip (what the map's marker shows). */
  position: number;
  /** Position within its day, and how many stops the day has (Move up / Move down). */
  indexInDay: number;
  dayLength: number;
  dayCount: number;
  /** The arrival suggested from the previous stop, when there is one. */
  suggestion: string | null;
  warnings: readonly CourseWarningDto[];
  onChange: (change: Partial<PlanStop>) => void;
  onMoveInDay: (to: number, button: HTMLElement) => void;
  onMoveToDay: (day: number) => void;
  onRemove: () => void;
  onFix: (warning: CourseWarningDto) => void;
}

/**
 * One stop of the trip in the planner: drag handle (drag between days too), name and address, the planned
 * arrival (typed, or suggested from the previous stop), the visit's length, its day, Move up / Move down, Remove,
 * and the check's warnings with their fix.
 */
export function PlanStopCard({
  stop,
  position,
  indexInDay,
  dayLength,
  dayCount,
  suggestion,
  warnings,
  onChange,
  onMoveInDay,
  onMoveToDay,
  onRemove,
  onFix,
}: PlanStopCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const won = (amount: number) => formatMoney(amount, 'KRW', i18n.language);
  const sortable = useSortable({
    id: stop.key,
    attributes: { roleDescription: t('planner.dnd.roleDescription') },
  });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const names = { name: stop.name };
  const visitLabel = (minutes: number) => {
    const { hours, minutes: rest } = visitParts(minutes);
    return hours === 0
      ? t('planner.trip.minutes', { count: rest })
      : rest === 0
        ? t('planner.trip.hours', { count: hours })
        : t('planner.trip.hoursMinutes', { hours, minutes: rest });
  };

  return (
    <li
      ref={setNodeRef}
      data-sortable-key={stop.key}
      data-testid="plan-stop"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative flex flex-col gap-1.5 rounded-lg border bg-white p-1.5 ${
        isDragging
          ? 'z-10 border-brand-400 shadow-lg'
          : warnings.some((warning) => !isNote(warning))
            ? 'border-accent-300'
            : 'border-sand-200'
      }`}
    >
      <div className="flex items-start gap-1">
        <DragHandle sortable={sortable} name={stop.name} className="h-9 w-6" />
        <PositionBadge position={position} className="mt-1.5 size-6 text-xs" />
        <div className="min-w-0 flex-1 px-1 pt-1">
          {/* Words are not cut: Korean and Chinese names break between words (keep-all), a word too long for
              the card is hyphenated where the browser can, and only then broken. */}
          <p className="line-clamp-2 text-sm leading-snug font-semibold break-words break-keep hyphens-auto text-sand-900">
            <span className="sr-only">{t('planner.stops.position', { position })} </span>
            <span data-testid="plan-stop-name">{stop.name}</span>
          </p>
          {stop.address ? (
            <p className="truncate text-xs text-sand-600" title={stop.address}>
              {stop.address}
            </p>
          ) : null}
        </div>
      </div>

      {/* Side by side when the card is wide enough for a 12-hour "10:00 AM" beside the length (a phone's tab): an
          auto-fitting grid, not a container query, which Chromium left at no height after the board changed from
          columns to tabs (a window narrowed, a phone turned). */}
      <div>
        <div className="grid grid-cols-[repeat(auto-fit,minmax(8.75rem,1fr))] gap-1.5">
          <label
            className="flex min-w-0 flex-col text-[11px] font-semibold text-sand-600"
            htmlFor={`${id}-time`}
          >
            {t('planner.trip.arrival')}
            <input
              id={`${id}-time`}
              type="time"
              step={300}
              value={stop.time ?? ''}
              aria-label={t('planner.trip.arrivalAt', names)}
              onChange={(event) => onChange({ time: event.currentTarget.value || null })}
              className="field-input mt-0.5 h-9 min-w-0 px-2 py-1 text-sm"
            />
          </label>
          <label
            className="flex min-w-0 flex-col text-[11px] font-semibold text-sand-600"
            htmlFor={`${id}-stay`}
          >
            {t('planner.trip.stay')}
            <select
              id={`${id}-stay`}
              value={stop.durationMinutes ?? ''}
              aria-label={t('planner.trip.stayAt', names)}
              onChange={(event) =>
                onChange({
                  durationMinutes: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
              className="field-input mt-0.5 h-9 min-w-0 px-2 py-1 text-sm"
            >
              <option value="">{t('planner.trip.stayUnset')}</option>
              {/* A length set elsewhere (another device, an import) stays selectable. */}
              {stop.durationMinutes !== null &&
              !(VISIT_LENGTHS as readonly number[]).includes(stop.durationMinutes) ? (
                <option value={stop.durationMinutes}>{visitLabel(stop.durationMinutes)}</option>
              ) : null}
              {VISIT_LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {visitLabel(minutes)}
                </option>
              ))}
            </select>
          </label>
          <label
            className="flex min-w-0 flex-col text-[11px] font-semibold text-sand-600"
            htmlFor={`${id}-cost`}
          >
            {t('planner.trip.cost')}
            <input
              id={`${id}-cost`}
              type="number"
              inputMode="numeric"
              min={0}
              max={COST_KRW_MAX}
              step={100}
              value={stop.costKrw ?? ''}
              aria-label={t('planner.trip.costAt', names)}
              onChange={(event) => onChange({ costKrw: costOf(event.currentTarget.value) })}
              className="field-input mt-0.5 h-9 min-w-0 px-2 py-1 text-sm tabular-nums"
            />
          </label>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-1">
        {/* Offered while the stop has no time: a typed one is the traveller's own. */}
        {suggestion && !stop.time ? (
          <button
            type="button"
            onClick={() => onChange({ time: suggestion })}
            aria-label={t('planner.trip.suggestFor', { ...names, time: suggestion })}
            className="inline-flex h-8 items-center gap-1 rounded-md border border-brand-200 bg-brand-50 px-2 text-xs font-semibold text-brand-800 hover:bg-brand-100"
          >
            <ClockIcon aria-hidden="true" className="size-3.5" />
            {t('planner.trip.suggest', { time: suggestion })}
          </button>
        ) : null}
        {/* The place's usual cost, offered while the stop has none: a typed one is the traveller's own. */}
        {stop.usualCostKrw != null && stop.costKrw == null ? (
          <button
            type="button"
            onClick={() => onChange({ costKrw: stop.usualCostKrw })}
            aria-label={t('planner.trip.usualCostFor', { ...names, amount: won(stop.usualCostKrw) })}
            className="inline-flex h-8 items-center gap-1 rounded-md border border-jade-200 bg-jade-50 px-2 text-xs font-semibold text-jade-800 hover:bg-jade-100"
          >
            {t('planner.trip.usualCost', { amount: won(stop.usualCostKrw) })}
          </button>
        ) : null}
        {dayCount > 1 ? (
          <select
            value={stop.day}
            aria-label={t('planner.trip.moveToDay', names)}
            onChange={(event) => onMoveToDay(Number(event.currentTarget.value))}
            className="field-input h-8 w-auto min-w-0 px-2 py-0 text-xs"
          >
            {Array.from({ length: dayCount }, (_, i) => i + 1).map((day) => (
              <option key={day} value={day}>
                {t('planner.trip.dayOption', { day })}
              </option>
            ))}
          </select>
        ) : null}
        <MoveButtons
          name={stop.name}
          index={indexInDay}
          total={dayLength}
          onMove={onMoveInDay}
          className="ml-auto flex"
          buttonClassName="h-8 w-8"
        />
        {/* Below the name, not beside it: a column of a narrow day keeps the name's width. */}
        <button
          type="button"
          data-action="remove"
          aria-label={t('planner.stops.remove', names)}
          onClick={onRemove}
          className={`${SORTABLE_ICON_BUTTON} size-8 hover:bg-accent-50 hover:text-accent-700`}
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
      <StopWarnings warnings={warnings} onFix={onFix} />
    </li>
  );
}
