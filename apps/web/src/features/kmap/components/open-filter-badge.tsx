import { ClockIcon, CloseIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { describeOpenFilter, type OpenFilter } from '../open-filter.ts';

interface OpenFilterBadgeProps {
  filter: OpenFilter;
  onClear: () => void;
}

/**
 * Over the map: which opening-hours filter holds the markers (the list may be closed), with a way out of it.
 * Narrow enough on a phone to stay clear of the location buttons on the right.
 */
export function OpenFilterBadge({ filter, onClear }: OpenFilterBadgeProps) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-auto flex max-w-[min(20rem,calc(100vw-8rem))] items-center gap-2 rounded-2xl bg-white py-1 pr-1 pl-3 text-sm font-semibold text-sand-800 shadow">
      <ClockIcon aria-hidden="true" className="size-4 shrink-0 text-jade-700" />
      <span>{describeOpenFilter(filter, t).active}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('kmap.open.clear')}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
