import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type CourseWarningDto, haversineM } from '@ktravel/contract';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { formatTripDate } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { moveStopToDay, moveWithinDay, type PlanStop, stopsOfDay, updateStop } from '../../course-plan.ts';
import { legTime } from '../../route-distance.ts';
import { suggestArrival, tripDate, tripDays } from '../../trip-plan.ts';
import { DayHoliday, type TripHoliday } from '../day-holiday.tsx';
import { PlanStopCard } from './plan-stop-card.tsx';

interface DayBoardProps {
  stops: PlanStop[];
  dayCount: number;
  startDate: string | null;
  /** The check's warnings by stop key. */
  warnings: Map<string, CourseWarningDto[]>;
  /** The trip's public holidays (the check's), said at the top of their day. */
  holidays: readonly TripHoliday[];
  /** The day new places go to (a tab on a phone, a column's header on a wide screen). */
  selectedDay: number;
  onSelectDay: (day: number) => void;
  onStopsChange: (stops: PlanStop[]) => void;
  onRemove: (key: string) => void;
  onFix: (key: string, warning: CourseWarningDto) => void;
  /** Accessible name of the board. */
  label: string;
  errorId?: string;
}

const DAY_PREFIX = 'day:';
const TAB_PREFIX = 'tab:';

/**
 * The trip day by day (DESIGN §8.1): one column per day on a wide panel, tabs on a phone (the same columns, one
 * shown), a container query deciding. Stops move within and between days by drag and drop (onto another column,
 * or onto a day's tab) and by keyboard (the handle; Move up / Move down; the day picker on each stop). The list
 * stays in day order, so `order` never goes back a day.
 */
export function DayBoard({
  stops,
  dayCount,
  startDate,
  warnings,
  holidays,
  selectedDay,
  onSelectDay,
  onStopsChange,
  onRemove,
  onFix,
  label,
  errorId,
}: DayBoardProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const days = tripDays(dayCount);
  const stopOf = (id: UniqueIdentifier) => stops.find((stop) => stop.key === String(id));
  const dayOf = (id: UniqueIdentifier): number | undefined => {
    const text = String(id);
    if (text.startsWith(DAY_PREFIX)) return Number(text.slice(DAY_PREFIX.length));
    if (text.startsWith(TAB_PREFIX)) return Number(text.slice(TAB_PREFIX.length));
    return stopOf(id)?.day;
  };
  const dayLabel = (day: number) => {
    const date = tripDate(startDate, day);
    return date
      ? t('planner.trip.dayWithDate', { day, date: formatTripDate(date, t) })
      : t('planner.trip.day', { day });
  };
  const describe = (id: UniqueIdentifier) => {
    const stop = stopOf(id);
    const ofDay = stop ? stopsOfDay(stops, stop.day) : [];
    return { name: stop?.name ?? '', day: stop?.day ?? 1, position: stop ? ofDay.indexOf(stop) + 1 : 0 };
  };
  /** Where `active` would go over `over`: that stop's place in its day, or the end of a day (column, tab). */
  const describeOver = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const target = stopOf(over);
    const day = dayOf(over) ?? 1;
    const position = target
      ? stopsOfDay(stops, day).indexOf(target) + 1
      : stopsOfDay(stops, day).filter((stop) => stop.key !== String(active)).length + 1;
    return { name: stopOf(active)?.name ?? '', day, position };
  };

  // Over another day: the stop joins it at once (before the drop), so the day's list makes room for it.
  const handleDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const moving = stopOf(active.id);
    const day = dayOf(over.id);
    if (!moving || day === undefined || day === moving.day) return;
    const target = stopOf(over.id);
    const index = target ? stopsOfDay(stops, day).indexOf(target) : undefined;
    onStopsChange(moveStopToDay(stops, moving.key, day, index));
  };

  // A keyboard drag moves from stop to stop (the arrows find the next one, in this day or the next column): the
  // days' own drop areas would catch the arrows first. A pointer drag can drop on a column or a day's tab.
  const [isKeyboardDrag, setIsKeyboardDrag] = useState(false);
  const handleDragStart = ({ activatorEvent }: DragStartEvent) =>
    setIsKeyboardDrag(activatorEvent instanceof KeyboardEvent);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setIsKeyboardDrag(false);
    if (!over || active.id === over.id) return;
    const moving = stopOf(active.id);
    const target = stopOf(over.id);
    if (!moving || !target || target.day !== moving.day) return;
    const ofDay = stopsOfDay(stops, moving.day);
    onStopsChange(moveWithinDay(stops, moving.day, ofDay.indexOf(moving), ofDay.indexOf(target)));
  };

  // dnd-kit reports "over" right after pick-up (over itself): announce only real changes, so the pick-up message
  // is not replaced at once (as SortableList does).
  const lastOverRef = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOverRef.current = active.id;
      return t('planner.dnd.pickedUp', describe(active.id));
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOverRef.current) return undefined;
      lastOverRef.current = overId;
      return over ? t('planner.dnd.over', describeOver(active.id, over.id)) : undefined;
    },
    onDragEnd: ({ active, over }) =>
      t('planner.dnd.dropped', over ? describeOver(active.id, over.id) : describe(active.id)),
    onDragCancel: ({ active }) => t('sortable.cancelled', { ...describe(active.id), total: stops.length }),
  };

  // A Move button keeps the focus across the re-render that moves its row (see SortableList).
  const refocusRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const button = refocusRef.current;
    refocusRef.current = null;
    if (button?.isConnected && document.activeElement !== button) button.focus();
  });

  const moveInDay = (stop: PlanStop, from: number, to: number, button: HTMLElement) => {
    refocusRef.current = document.activeElement === button ? button : null;
    onStopsChange(moveWithinDay(stops, stop.day, from, to));
    setMessage(t('planner.dnd.movedInDay', { name: stop.name, position: to + 1 }));
  };
  // After a removal, keep keyboard users in the day: focus the next stop's Remove (or the previous one's).
  const remove = (stop: PlanStop) => {
    const ofDay = stopsOfDay(stops, stop.day);
    const index = ofDay.indexOf(stop);
    const nextKey = ofDay[index + 1]?.key ?? ofDay[index - 1]?.key;
    onRemove(stop.key);
    setMessage(t('planner.stops.removed', { name: stop.name }));
    requestAnimationFrame(() => {
      if (!nextKey) return;
      // CSS.escape is missing where the page runs without CSSOM (jsdom); keys are place ids, quoted safely.
      const key = window.CSS?.escape ? window.CSS.escape(nextKey) : nextKey.replace(/["\\]/g, '\\$&');
      document.querySelector<HTMLElement>(`[data-sortable-key="${key}"] [data-action="remove"]`)?.focus();
    });
  };
  const moveToDay = (stop: PlanStop, day: number) => {
    onStopsChange(moveStopToDay(stops, stop.key, day));
    setMessage(t('planner.dnd.movedToDay', { name: stop.name, day: dayLabel(day) }));
  };

  return (
    <div className="@container">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={handleDragStart}
        onDragOver={handleDragOver}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setIsKeyboardDrag(false)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('planner.dnd.dayInstructions') },
        }}
      >
        {dayCount > 1 ? (
          <div
            role="tablist"
            aria-label={t('planner.trip.daysLabel')}
            className="mb-2 flex gap-1 overflow-x-auto @lg:hidden"
          >
            {days.map((day) => (
              <DayTab
                key={day}
                day={day}
                label={dayLabel(day)}
                count={stopsOfDay(stops, day).length}
                isDropDisabled={isKeyboardDrag}
                isSelected={day === selectedDay}
                onSelect={() => onSelectDay(day)}
              />
            ))}
          </div>
        ) : null}
        <fieldset
          aria-describedby={errorId}
          className="flex min-w-0 flex-col gap-3 @lg:flex-row @lg:overflow-x-auto @lg:pb-2"
        >
          <legend className="sr-only">{label}</legend>
          {days.map((day) => {
            const ofDay = stopsOfDay(stops, day);
            return (
              <DayColumn
                key={day}
                day={day}
                label={dayLabel(day)}
                isSelected={day === selectedDay}
                isOnly={dayCount === 1}
                isDropDisabled={isKeyboardDrag}
                onSelect={() => onSelectDay(day)}
                keys={ofDay.map((stop) => stop.key)}
                holiday={holidays.find((h) => h.day === day)}
              >
                {ofDay.map((stop, index) => (
                  <DayStop
                    key={stop.key}
                    stop={stop}
                    previous={ofDay[index - 1]}
                    position={stops.indexOf(stop) + 1}
                    indexInDay={index}
                    dayLength={ofDay.length}
                    dayCount={dayCount}
                    warnings={warnings.get(stop.key) ?? []}
                    onChange={(change) => onStopsChange(updateStop(stops, stop.key, change))}
                    onMoveInDay={(to, button) => moveInDay(stop, index, to, button)}
                    onMoveToDay={(target) => moveToDay(stop, target)}
                    onRemove={() => remove(stop)}
                    onFix={(warning) => onFix(stop.key, warning)}
                  />
                ))}
              </DayColumn>
            );
          })}
        </fieldset>
      </DndContext>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </div>
  );
}

function DayTab({
  day,
  label,
  count,
  isDropDisabled,
  isSelected,
  onSelect,
}: {
  day: number;
  label: string;
  count: number;
  isDropDisabled: boolean;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `${TAB_PREFIX}${day}`, disabled: isDropDisabled });
  return (
    <button
      ref={setNodeRef}
      type="button"
      role="tab"
      id={`trip-day-tab-${day}`}
      aria-selected={isSelected}
      aria-controls={`trip-day-${day}`}
      onClick={onSelect}
      className={`flex shrink-0 flex-col items-start rounded-lg border px-2.5 py-1 text-left text-xs leading-tight transition-colors ${
        isSelected
          ? 'border-brand-600 bg-brand-700 text-white'
          : isOver
            ? 'border-brand-400 bg-brand-50 text-brand-900'
            : 'border-sand-200 bg-white text-sand-800 hover:bg-sand-100'
      }`}
    >
      <span className="font-semibold">{label}</span>
      <span className={isSelected ? 'text-brand-100' : 'text-sand-600'}>
        {t('planner.trip.stopCount', { count })}
      </span>
    </button>
  );
}

function DayColumn({
  day,
  label,
  isSelected,
  isOnly,
  isDropDisabled,
  onSelect,
  keys,
  holiday,
  children,
}: {
  day: number;
  label: string;
  isSelected: boolean;
  isOnly: boolean;
  isDropDisabled: boolean;
  onSelect: () => void;
  keys: string[];
  holiday: TripHoliday | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `${DAY_PREFIX}${day}`, disabled: isDropDisabled });
  return (
    <section
      ref={setNodeRef}
      id={`trip-day-${day}`}
      role={isOnly ? undefined : 'tabpanel'}
      aria-labelledby={isOnly ? undefined : `trip-day-heading-${day}`}
      data-testid="trip-day"
      className={`flex-col gap-1.5 rounded-xl @lg:flex @lg:w-64 @lg:shrink-0 @lg:border @lg:p-1.5 ${
        isSelected || isOnly ? 'flex' : 'hidden'
      } ${isOver ? '@lg:border-brand-400 @lg:bg-brand-50' : isSelected && !isOnly ? '@lg:border-brand-300 @lg:bg-brand-50/40' : '@lg:border-sand-200 @lg:bg-sand-50'}`}
    >
      {isOnly ? null : (
        <h3 id={`trip-day-heading-${day}`} className="hidden text-sm @lg:block">
          <button
            type="button"
            onClick={onSelect}
            aria-pressed={isSelected}
            className="w-full rounded-md px-1 py-0.5 text-left font-semibold text-sand-900 hover:bg-white"
          >
            {label}
          </button>
        </h3>
      )}
      <DayHoliday holiday={holiday} className="px-1" />
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="flex min-h-16 flex-col gap-1">{children}</ol>
      </SortableContext>
      {keys.length === 0 ? (
        <p className="rounded-lg border border-dashed border-sand-300 px-2 py-3 text-center text-xs text-sand-600">
          {isOnly ? t('planner.stops.empty') : t('planner.trip.emptyDay')}
        </p>
      ) : null}
    </section>
  );
}

function DayStop({
  stop,
  previous,
  ...card
}: { stop: PlanStop; previous: PlanStop | undefined } & Omit<
  Parameters<typeof PlanStopCard>[0],
  'stop' | 'suggestion'
>) {
  const { t } = useTranslation();
  const leg = previous ? legTime(haversineM(previous, stop)) : undefined;
  return (
    <>
      {leg ? (
        <li aria-hidden="true" className="pl-4 text-[11px] font-medium text-sand-600">
          {leg.mode === 'walk'
            ? t('kcourse.distance.walk', { count: leg.minutes })
            : t('kcourse.distance.ride', {
                duration:
                  leg.minutes < 60
                    ? t('kcourse.distance.minutes', { count: leg.minutes })
                    : t('kcourse.distance.hours', {
                        hours: Math.floor(leg.minutes / 60),
                        minutes: leg.minutes % 60,
                      }),
              })}
        </li>
      ) : null}
      <PlanStopCard stop={stop} suggestion={suggestArrival(previous, stop)} {...card} />
    </>
  );
}
