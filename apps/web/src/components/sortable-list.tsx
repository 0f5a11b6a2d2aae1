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
import { type ReactNode, type Ref, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './icons/index.ts';

/** What the list needs of an item: a stable key and the name read out when it moves. */
export interface SortableItem {
  key: string;
  name: string;
}

interface SortableListProps<T extends SortableItem> {
  items: readonly T[];
  /** Move the item at index `from` to index `to`. */
  onMove: (from: number, to: number) => void;
  /** Accessible name of the list. */
  label: string;
  /** What screen readers call an item ("movable stop"). */
  roleDescription: string;
  /** How to move an item with the keyboard, read when a handle gets focus. */
  instructions: string;
  /** The item's own content, between the position number and the move buttons. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Buttons after Move up / Move down (e.g. Remove). */
  renderActions?: (item: T, index: number) => ReactNode;
  /** Id of an error message about the list, when there is one. */
  errorId?: string;
  listRef?: Ref<HTMLOListElement>;
}

export const SORTABLE_ICON_BUTTON =
  'inline-flex shrink-0 items-center justify-center rounded-lg text-sand-600 transition-colors hover:bg-sand-100 hover:text-sand-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-transparent';

/**
 * A numbered list the user puts in order: drag (mouse, touch) or keyboard (the handle: Space, arrows, Space),
 * and Move up / Move down buttons. dnd-kit's screen-reader messages and the moves are announced, translated.
 * Each row is `data-sortable-key`ed by its item's key.
 */
export function SortableList<T extends SortableItem>({
  items,
  onMove,
  label,
  roleDescription,
  instructions,
  renderItem,
  renderActions,
  errorId,
  listRef,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const [moveMessage, setMoveMessage] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = useMemo(() => items.map((item) => item.key), [items]);

  const describe = (id: UniqueIdentifier) => {
    const index = keys.indexOf(String(id));
    return { name: items[index]?.name ?? '', position: index + 1, total: items.length };
  };
  // dnd-kit reports "over" right after pick-up (over itself): announce only real changes, so the pick-up
  // message is not replaced at once.
  const lastOverRef = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOverRef.current = active.id;
      return t('sortable.pickedUp', describe(active.id));
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOverRef.current) return undefined;
      lastOverRef.current = overId;
      return over
        ? t('sortable.over', { ...describe(active.id), position: describe(over.id).position })
        : t('sortable.notOver', describe(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', { ...describe(active.id), position: describe(over.id).position })
        : t('sortable.droppedOutside', describe(active.id)),
    onDragCancel: ({ active }) => t('sortable.cancelled', describe(active.id)),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  // A focused Move button keeps the focus, so it can be pressed again. Reordering may move the DOM node of the
  // row it sits in (Preact moves the moved row, React the others), and a browser without Element.moveBefore
  // blurs what it moves: give the focus back after the commit.
  const refocusRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const button = refocusRef.current;
    refocusRef.current = null;
    if (button?.isConnected && document.activeElement !== button) button.focus();
  });

  const handleMove = (from: number, to: number, button: HTMLElement) => {
    if (to < 0 || to >= items.length) return;
    refocusRef.current = document.activeElement === button ? button : null;
    onMove(from, to);
    setMoveMessage(
      t('sortable.moved', { name: items[from]?.name ?? '', position: to + 1, total: items.length }),
    );
  };

  return (
    <div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} aria-label={label} aria-describedby={errorId} className="flex flex-col gap-1.5">
            {items.map((item, index) => (
              <SortableRow
                key={item.key}
                item={item}
                index={index}
                total={items.length}
                roleDescription={roleDescription}
                onMove={handleMove}
                content={renderItem(item, index)}
                actions={renderActions?.(item, index)}
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

/** What `DragHandle` needs of dnd-kit's `useSortable`. */
type SortableHandleParts = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef'
>;

/** The grip a row is dragged by (mouse, touch, or Space and the arrow keys), named for its item. */
export function DragHandle({
  sortable,
  name,
  className = 'h-11 w-7',
}: {
  sortable: SortableHandleParts;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t('sortable.drag', { name })}
      className={`inline-flex shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-sand-500 hover:bg-sand-100 hover:text-sand-900 active:cursor-grabbing ${className}`}
    >
      <GripIcon className="size-5" />
    </button>
  );
}

/**
 * Move up / Move down for a row at `index` of `total` (each says when it cannot move): `onMove(to, button)`. The
 * button pressed is passed on, so the list can give it the focus back after the move.
 */
export function MoveButtons({
  name,
  index,
  total,
  onMove,
  className = 'flex shrink-0 flex-col',
  buttonClassName = 'h-6 w-8',
}: {
  name: string;
  index: number;
  total: number;
  onMove: (to: number, button: HTMLElement) => void;
  className?: string;
  buttonClassName?: string;
}) {
  const { t } = useTranslation();
  const isFirst = index === 0;
  const isLast = index === total - 1;
  return (
    <span className={className}>
      <button
        type="button"
        aria-label={t('sortable.moveUp', { name })}
        aria-disabled={isFirst || undefined}
        onClick={(event) => !isFirst && onMove(index - 1, event.currentTarget)}
        className={`${SORTABLE_ICON_BUTTON} ${buttonClassName}`}
      >
        <ArrowUpIcon className="size-4" />
      </button>
      <button
        type="button"
        aria-label={t('sortable.moveDown', { name })}
        aria-disabled={isLast || undefined}
        onClick={(event) => !isLast && onMove(index + 1, event.currentTarget)}
        className={`${SORTABLE_ICON_BUTTON} ${buttonClassName}`}
      >
        <ArrowDownIcon className="size-4" />
      </button>
    </span>
  );
}

/** A row's number, for the eye (screen readers hear the position in the row's own text). */
export function PositionBadge({
  position,
  className = 'size-7 text-sm',
}: {
  position: number;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ${className}`}
    >
      {position}
    </span>
  );
}

function SortableRow({
  item,
  index,
  total,
  roleDescription,
  onMove,
  content,
  actions,
}: {
  item: SortableItem;
  index: number;
  total: number;
  roleDescription: string;
  onMove: (from: number, to: number, button: HTMLElement) => void;
  content: ReactNode;
  actions: ReactNode;
}) {
  const sortable = useSortable({ id: item.key, attributes: { roleDescription } });
  const { setNodeRef, transform, transition, isDragging } = sortable;

  return (
    <li
      ref={setNodeRef}
      data-sortable-key={item.key}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative flex items-center gap-1 rounded-lg border bg-white py-1 pr-1 ${
        isDragging ? 'z-10 border-brand-400 shadow-lg' : 'border-sand-200'
      }`}
    >
      <DragHandle sortable={sortable} name={item.name} />
      <PositionBadge position={index + 1} />
      <div className="min-w-0 flex-1 px-1">{content}</div>
      <MoveButtons
        name={item.name}
        index={index}
        total={total}
        onMove={(to, button) => onMove(index, to, button)}
      />
      {actions}
    </li>
  );
}
