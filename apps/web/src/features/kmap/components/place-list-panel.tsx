import type { PlaceType } from '@ktravel/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, type RefObject, useRef } from 'react';
import { Link } from 'react-router';
import { ShieldIcon } from '@/components/icons/index.ts';
import { ReviewSummary } from '@/components/review-summary.tsx';
import { SidePanel } from '@/components/side-panel.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import type { PanelItem } from '../panel-mode.ts';
import { formatDistance } from '../radius.ts';
import { PLACE_TYPE_LABEL_KEYS } from './place-type-label.ts';

/** One row of the list: a place or a bookmark, already in the interface language. */
export interface PlaceListEntry {
  id: number;
  name: string;
  address: string | null;
  type: PlaceType | null;
  distanceM?: number;
  /** Members' average rating and how many reviewed it (DESIGN §8.6); absent for bookmarks and samples. */
  reviewAverage?: number | null;
  reviewCount?: number;
}

const TITLE_KEYS = {
  all: 'kmap.list.all',
  bookmarks: 'kmap.list.bookmarks',
  travel: 'kmap.list.travel',
  food: 'kmap.list.food',
  cafe: 'kmap.list.cafe',
} as const satisfies Record<PanelItem, string>;

interface PlaceListPanelProps {
  id: string;
  item: PanelItem;
  entries: PlaceListEntry[];
  total: number;
  isLoading: boolean;
  selectedId: number | null;
  isAdmin: boolean;
  /** Radius control, notices or an error, shown above the list. */
  header?: ReactNode;
  /** Shown instead of the list (sign-in prompt, error). */
  body?: ReactNode;
  /** Said when the list is empty (a search's "nothing matches"); by default "no places here". */
  emptyMessage?: string;
  onSelect: (id: number) => void;
  onClose: () => void;
  className?: string;
}

/** The list panel: the chosen list's places, nearest first when filtered by radius. */
export function PlaceListPanel({
  id,
  item,
  entries,
  total,
  isLoading,
  selectedId,
  isAdmin,
  header,
  body,
  emptyMessage,
  onSelect,
  onClose,
  className = '',
}: PlaceListPanelProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <SidePanel
      id={id}
      title={t(TITLE_KEYS[item])}
      subtitle={
        <p className="text-xs text-sand-600" aria-live="polite">
          {isLoading ? t('kmap.list.loading') : t('kmap.list.count', { count: total })}
        </p>
      }
      closeLabel={t('kmap.list.close')}
      onClose={onClose}
      className={className}
    >
      <div ref={scrollRef} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3">
        {isAdmin ? (
          <Link
            to="/admin/map"
            className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
          >
            <ShieldIcon className="size-4" />
            {t('kmap.list.adminLink')}
          </Link>
        ) : null}
        {header}
        {body ??
          (isLoading && entries.length === 0 ? (
            <Spinner label={t('kmap.list.loading')} className="py-8" />
          ) : entries.length === 0 ? (
            <p className="px-1 py-6 text-center text-sm text-sand-600">
              {emptyMessage ?? t('kmap.list.empty')}
            </p>
          ) : (
            <PlaceEntries
              label={t(TITLE_KEYS[item])}
              entries={entries}
              selectedId={selectedId}
              onSelect={onSelect}
              scrollRef={scrollRef}
            />
          ))}
      </div>
    </SidePanel>
  );
}

/** Lists longer than this render only the rows in view (and a few around them). */
export const VIRTUAL_LIST_FROM = 30;
/** A row's height before it is measured (name and one line of type and address, with the gap under it). */
const ROW_ESTIMATE_PX = 70;

interface PlaceEntriesProps {
  label: string;
  entries: PlaceListEntry[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The panel's scrolling element. */
  scrollRef: RefObject<HTMLDivElement | null>;
}

/**
 * The places as buttons. A long list (a hundred places) renders only the rows in view, measured as they render,
 * so opening a list or moving the map does not build a hundred rows at once (issue 16); each row still says its
 * position in the whole list. Memoized: K-Map renders again as its map, status and location change, and the
 * rows need not.
 */
const PlaceEntries = memo(function PlaceEntries({
  label,
  entries,
  selectedId,
  onSelect,
  scrollRef,
}: PlaceEntriesProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const isVirtual = entries.length > VIRTUAL_LIST_FROM;
  const virtualizer = useVirtualizer({
    count: isVirtual ? entries.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    scrollMargin: listRef.current?.offsetTop ?? 0,
    // Before the panel is measured (its first render): a phone's panel of rows.
    initialRect: { width: 320, height: 600 },
  });
  if (!isVirtual) {
    return (
      <ul aria-label={label} className="flex flex-col gap-1.5">
        {entries.map((entry) => (
          <li key={entry.id}>
            <PlaceEntryButton entry={entry} isSelected={entry.id === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    );
  }
  const margin = virtualizer.options.scrollMargin;
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className="relative shrink-0"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const entry = entries[row.index]!;
        return (
          <li
            key={entry.id}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={entries.length}
            aria-posinset={row.index + 1}
            className="absolute inset-x-0 top-0 pb-1.5"
            style={{ transform: `translateY(${row.start - margin}px)` }}
          >
            <PlaceEntryButton entry={entry} isSelected={entry.id === selectedId} onSelect={onSelect} />
          </li>
        );
      })}
    </ul>
  );
});

function PlaceEntryButton({
  entry,
  isSelected,
  onSelect,
}: {
  entry: PlaceListEntry;
  isSelected: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => onSelect(entry.id)}
      aria-current={isSelected ? 'true' : undefined}
      className={`w-full rounded-lg border px-3 py-2.5 text-left transition-colors ${
        isSelected
          ? 'border-brand-400 bg-brand-50'
          : 'border-sand-200 hover:border-brand-300 hover:bg-sand-50'
      }`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-sand-900">{entry.name}</span>
        {entry.distanceM !== undefined ? (
          <span className="shrink-0 text-xs tabular-nums text-sand-600">
            {formatDistance(entry.distanceM)}
          </span>
        ) : null}
      </span>
      <span className="mt-0.5 block text-xs text-sand-600">
        <ReviewSummary average={entry.reviewAverage} count={entry.reviewCount} className="mr-1.5" />
        {entry.type ? t(PLACE_TYPE_LABEL_KEYS[entry.type]) : null}
        {entry.type && entry.address ? ' · ' : null}
        {entry.address}
      </span>
    </button>
  );
}
