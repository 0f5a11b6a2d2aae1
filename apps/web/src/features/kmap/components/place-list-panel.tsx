import type { PlaceType } from '@ktravel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '@/components/icons/index.ts';
import { SidePanel } from '@/components/side-panel.tsx';
import { Spinner } from '@/components/spinner.tsx';
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
  const { t, i18n } = useTranslation();
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
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3">
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
            <ul aria-label={t(TITLE_KEYS[item])} className="flex flex-col gap-1.5">
              {entries.map((entry) => {
                const isSelected = entry.id === selectedId;
                return (
                  <li key={entry.id}>
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
                            {formatDistance(entry.distanceM, i18n.language)}
                          </span>
                        ) : null}
                      </span>
                      <span className="mt-0.5 block text-xs text-sand-600">
                        {entry.type ? t(PLACE_TYPE_LABEL_KEYS[entry.type]) : null}
                        {entry.type && entry.address ? ' · ' : null}
                        {entry.address}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ))}
      </div>
    </SidePanel>
  );
}
