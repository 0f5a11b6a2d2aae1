import { STATS_PERIODS } from '@ktravel/contract';
import { useTranslation } from '@/lib/use-translation.ts';
import type { StatsPeriod } from '../../api/statistics.ts';

/** The period from `?period` (spec §9: 7days by default). */
export function parsePeriod(value: string | null): StatsPeriod {
  return (STATS_PERIODS as readonly string[]).includes(value ?? '') ? (value as StatsPeriod) : '7days';
}

interface PeriodSelectorProps {
  value: StatsPeriod;
  onChange: (period: StatsPeriod) => void;
}

/** 7 days, 30 days or 3 months, as pressed buttons (the choice lives in the URL). */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex rounded-xl border border-sand-200 bg-white p-1 shadow-card">
      <legend className="sr-only">{t('admin.statistics.period.label')}</legend>
      {STATS_PERIODS.map((period) => {
        const isActive = period === value;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(period)}
            className={`min-h-10 rounded-lg px-3 text-sm font-semibold transition-colors sm:px-4 ${
              isActive ? 'bg-brand-700 text-white' : 'text-sand-700 hover:bg-sand-100'
            }`}
          >
            {t(`admin.statistics.period.${period}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
