import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../../components/icons.tsx';
import type { PlanStop } from '../course-plan.ts';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './planner-icons.tsx';

interface StopListProps {
  stops: PlanStop[];
  /** Move the stop at index `from` to index `to`. */
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  /** Accessible name of the list. */
  label: string;
  /** Id of an error message about the list, when there is one. */
  errorId?: string;
}

const ICON_BUTTON =
  'inline-flex shrink-0 items-center justify-center rounded-lg text-sand-600 transition-colors hover:bg-sand-100 hover:text-sand-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-transparent';

/**
 * The ordered stops of a course: drag (mouse, touch) or keyboard (the handle: Space, arrows, Space) to
 * reorder, Move up / Move down buttons, and Remove. dnd-kit's screen-reader messages are translated.
 */
export function StopList({ stops, onMove, onRemove, label, errorId }: StopListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const [moveMessage, setMoveMessage] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = useMemo(() => stops.map((stop) => stop.key), [stops]);

  const describe = (id: UniqueIdentifier) => {
    const index = keys.indexOf(String(id));
    return { name: stops[index]?.name ?? '', position: index + 1, total: stops.length };
  };
  // dnd-kit reports "over" right after pick-up (over itself): announce only real changes, so the pick-up
  // message is not replaced at once.
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
      return over
        ? t('planner.dnd.over', { ...describe(active.id), position: describe(over.id).position })
        : t('planner.dnd.notOver', describe(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('planner.dnd.dropped', { ...describe(active.id), position: describe(over.id).position })
        : t('planner.dnd.droppedOutside', describe(active.id)),
    onDragCancel: ({ active }) => t('planner.dnd.cancelled', describe(active.id)),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  const handleMove = (from: number, to: number) => {
    if (to < 0 || to >= stops.length) return;
    onMove(from, to);
    setMoveMessage(
      t('planner.stops.moved', { name: stops[from]?.name ?? '', position: to + 1, total: stops.length }),
    );
  };

  // After a removal, keep keyboard users in the list: focus the next stop's Remove (or the previous one's).
  const handleRemove = (index: number) => {
    const nextKey = stops[index + 1]?.key ?? stops[index - 1]?.key;
    onRemove(stops[index]!.key);
    setMoveMessage(t('planner.stops.removed', { name: stops[index]?.name ?? '' }));
    requestAnimationFrame(() => {
      if (!nextKey) return;
      const item = listRef.current?.querySelector<HTMLElement>(
        `[data-stop-key="${window.CSS.escape(nextKey)}"] [data-action="remove"]`,
      );
      item?.focus();
    });
  };

  return (
    <div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('planner.dnd.instructions') },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} aria-label={label} aria-describedby={errorId} className="flex flex-col gap-1.5">
            {stops.map((stop, index) => (
              <SortableStop
                key={stop.key}
                stop={stop}
                index={index}
                total={stops.length}
                onMove={handleMove}
                onRemove={handleRemove}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p aria-live="polite" className="sr-only">
        {moveMessage}
      </p>
    </div>
  );
}

function SortableStop({
  stop,
  index,
  total,
  onMove,
  onRemove,
}: {
  stop: PlanStop;
  index: number;
  total: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: stop.key, attributes: { roleDescription: t('planner.dnd.roleDescription') } });
  const isFirst = index === 0;
  const isLast = index === total - 1;
  const names = { name: stop.name };

  return (
    <li
      ref={setNodeRef}
      data-stop-key={stop.key}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative flex items-center gap-1 rounded-lg border bg-white py-1 pr-1 ${
        isDragging ? 'z-10 border-brand-400 shadow-lg' : 'border-sand-200'
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('planner.stops.drag', names)}
        className="inline-flex h-11 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-sand-500 hover:bg-sand-100 hover:text-sand-900 active:cursor-grabbing"
      >
        <GripIcon className="size-5" />
      </button>
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
      >
        {index + 1}
      </span>
      <div className="min-w-0 flex-1 px-1">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-sand-900">
          <span className="sr-only">{t('planner.stops.position', { position: index + 1 })} </span>
          {stop.name}
        </p>
        {stop.address ? (
          <p className="truncate text-xs text-sand-600" title={stop.address}>
            {stop.address}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col">
        <button
          type="button"
          aria-label={t('planner.stops.moveUp', names)}
          aria-disabled={isFirst || undefined}
          onClick={() => !isFirst && onMove(index, index - 1)}
          className={`${ICON_BUTTON} h-6 w-8`}
        >
          <ArrowUpIcon className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t('planner.stops.moveDown', names)}
          aria-disabled={isLast || undefined}
          onClick={() => !isLast && onMove(index, index + 1)}
          className={`${ICON_BUTTON} h-6 w-8`}
        >
          <ArrowDownIcon className="size-4" />
        </button>
      </div>
      <button
        type="button"
        data-action="remove"
        aria-label={t('planner.stops.remove', names)}
        onClick={() => onRemove(index)}
        className={`${ICON_BUTTON} size-9 hover:bg-accent-50 hover:text-accent-700`}
      >
        <TrashIcon className="size-4" />
      </button>
    </li>
  );
}
