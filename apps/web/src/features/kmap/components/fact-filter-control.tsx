import { FACT_ICONS } from '@/components/place-facts.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { KMAP_FACT_FILTERS, type KmapFactFilter } from '../fact-filter.ts';
import { FILTER_TOGGLE, FILTER_TOGGLE_OFF } from './open-filter-control.tsx';

const TOGGLE_ON = 'border-jade-700 bg-jade-700 text-white hover:bg-jade-800';

/**
 * "Takes foreign cards", "English menu", "No Korean phone needed": toggles in the row of the opening-hours filters
 * that narrow the list and the markers to places where the fact is known (DESIGN §8.6).
 */
export function FactFilterToggles({
  filters,
  onToggle,
}: {
  filters: readonly KmapFactFilter[];
  onToggle: (fact: KmapFactFilter) => void;
}) {
  const { t } = useTranslation();
  return KMAP_FACT_FILTERS.map((fact) => {
    const Icon = FACT_ICONS[fact];
    const isOn = filters.includes(fact);
    return (
      <button
        key={fact}
        type="button"
        aria-pressed={isOn}
        onClick={() => onToggle(fact)}
        className={`${FILTER_TOGGLE} ${isOn ? TOGGLE_ON : FILTER_TOGGLE_OFF}`}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {t(`kmap.facts.${fact}`)}
      </button>
    );
  });
}

/** Said under the row while a fact filter is on: places where the fact is not known are left out. */
export function FactFilterHint({ filters }: { filters: readonly KmapFactFilter[] }) {
  const { t } = useTranslation();
  return filters.length > 0 ? (
    <p className="mt-1.5 text-xs text-sand-600">{t('kmap.facts.unknownLeftOut')}</p>
  ) : null;
}
