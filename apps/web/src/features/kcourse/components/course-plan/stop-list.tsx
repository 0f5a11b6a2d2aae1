import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '@/components/icons/index.ts';
import { SORTABLE_ICON_BUTTON, SortableList } from '@/components/sortable-list.tsx';
import type { PlanStop } from '../../course-plan.ts';

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

/**
 * The ordered stops of a course: the shared sortable list (drag, keyboard, Move up / Move down) with each
 * stop's name and address, and Remove.
 */
export function StopList({ stops, onMove, onRemove, label, errorId }: StopListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const [removeMessage, setRemoveMessage] = useState('');

  // After a removal, keep keyboard users in the list: focus the next stop's Remove (or the previous one's).
  const handleRemove = (index: number) => {
    const nextKey = stops[index + 1]?.key ?? stops[index - 1]?.key;
    onRemove(stops[index]!.key);
    setRemoveMessage(t('planner.stops.removed', { name: stops[index]?.name ?? '' }));
    requestAnimationFrame(() => {
      if (!nextKey) return;
      const item = listRef.current?.querySelector<HTMLElement>(
        `[data-sortable-key="${window.CSS.escape(nextKey)}"] [data-action="remove"]`,
      );
      item?.focus();
    });
  };

  return (
    <div>
      <SortableList
        items={stops}
        onMove={onMove}
        label={label}
        errorId={errorId}
        listRef={listRef}
        roleDescription={t('planner.dnd.roleDescription')}
        instructions={t('planner.dnd.instructions')}
        renderItem={(stop, index) => (
          <>
            <p className="line-clamp-2 text-sm leading-snug font-semibold text-sand-900">
              <span className="sr-only">{t('planner.stops.position', { position: index + 1 })} </span>
              {stop.name}
            </p>
            {stop.address ? (
              <p className="truncate text-xs text-sand-600" title={stop.address}>
                {stop.address}
              </p>
            ) : null}
          </>
        )}
        renderActions={(stop, index) => (
          <button
            type="button"
            data-action="remove"
            aria-label={t('planner.stops.remove', { name: stop.name })}
            onClick={() => handleRemove(index)}
            className={`${SORTABLE_ICON_BUTTON} size-9 hover:bg-accent-50 hover:text-accent-700`}
          >
            <TrashIcon className="size-4" />
          </button>
        )}
      />
      <p aria-live="polite" className="sr-only">
        {removeMessage}
      </p>
    </div>
  );
}
