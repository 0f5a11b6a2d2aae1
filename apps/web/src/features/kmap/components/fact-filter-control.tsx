import { useTranslation } from 'react-i18next';
import { FACT_ICONS } from '@/components/place-facts.tsx';
import { KMAP_FACT_FILTERS, type KmapFactFilter } from '../fact-filter.ts';

const TOGGLE =
  'inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-xs font-semibold transition-colors';
const TOGGLE_ON = 'border-jade-700 bg-jade-700 text-white hover:bg-jade-800';
const TOGGLE_OFF = 'border-sand-300 bg-white text-sand-800 hover:border-sand-400 hover:bg-sand-100';

/** "Takes foreign cards", "English menu", "No Korean phone needed": toggles that narrow the list and the markers. */
export function FactFilterControl({
  filters,
  onToggle,
}: {
  filters: readonly KmapFactFilter[];
  onToggle: (fact: KmapFactFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg bg-sand-50 p-2.5">
      <legend className="sr-only">{t('kmap.facts.label')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {KMAP_FACT_FILTERS.map((fact) => {
          const Icon = FACT_ICONS[fact];
          const isOn = filters.includes(fact);
          return (
            <button
              key={fact}
              type="button"
              aria-pressed={isOn}
              onClick={() => onToggle(fact)}
              className={`${TOGGLE} ${isOn ? TOGGLE_ON : TOGGLE_OFF}`}
            >
              <Icon className="size-4 shrink-0" />
              {t(`kmap.facts.${fact}`)}
            </button>
          );
        })}
      </div>
      {filters.length > 0 ? (
        <p className="mt-1.5 text-xs text-sand-600">{t('kmap.facts.unknownLeftOut')}</p>
      ) : null}
    </fieldset>
  );
}
