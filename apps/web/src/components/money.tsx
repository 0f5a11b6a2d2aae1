import { type DayCostDto, HOME_CURRENCIES, type HomeCurrencyChoice } from '@ktravel/contract';
import { useId } from 'react';
import { useHomeCurrency, useRates } from '@/lib/currency.ts';
import { convertKrw, formatMoney } from '@/lib/money.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** "₩21,000 ≈ ¥2,295": an amount in won and, when the reader has a home currency and a rate, in it too. */
export function CostAmount({ krw, className = '' }: { krw: number; className?: string }) {
  const { i18n } = useTranslation();
  const { currency } = useHomeCurrency();
  const rates = useRates();
  const converted = currency && rates.data ? convertKrw(krw, currency, rates.data.rates) : null;
  return (
    <span className={`tabular-nums ${className}`}>
      {formatMoney(krw, 'KRW', i18n.language)}
      {currency && converted !== null ? (
        <span className="font-normal text-sand-600">
          {' '}
          ≈ {formatMoney(converted, currency, i18n.language)}
        </span>
      ) : null}
    </span>
  );
}

/** "Rate of 2026-11-27 (open.er-api.com)", or why there is none; nothing for a reader who reads won only. */
export function RateNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { currency } = useHomeCurrency();
  const rates = useRates();
  if (!currency || rates.isPending) return null;
  return (
    <p className={`text-xs text-sand-600 ${className}`} data-testid="rate-note">
      {rates.data
        ? t('money.rateOf', { date: rates.data.asOf.slice(0, 10), source: rates.data.source })
        : t('errors.RATES_UNAVAILABLE')}
    </p>
  );
}

/** Choosing the currency costs are shown in beside won (kept with a member's preferences, or in this browser). */
export function HomeCurrencySelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { currency, setChoice } = useHomeCurrency();
  const rates = useRates();
  // No rates here (none was ever fetched, issue 44): nothing to convert into, nothing to choose.
  if (!rates.data) return null;
  return (
    <label htmlFor={id} className={`flex items-center gap-1.5 text-xs text-sand-700 ${className}`}>
      {t('money.showIn')}
      <select
        id={id}
        value={currency ?? 'KRW'}
        onChange={(event) => setChoice(event.currentTarget.value as HomeCurrencyChoice)}
        className="field-input h-9 w-auto min-w-0 px-2 py-0 text-xs"
      >
        <option value="KRW">{t('money.wonOnly')}</option>
        {HOME_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A course's costs: each day's total (when the trip has several days) and the whole trip's, in won and the reader's
 * currency, with the rate's date and the currency choice. Nothing when no stop has a cost.
 */
export function CourseCosts({
  costTotalKrw,
  costByDay,
  showPicker = true,
  className = '',
}: {
  costTotalKrw: number | null | undefined;
  costByDay: readonly DayCostDto[] | undefined;
  showPicker?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (costTotalKrw === null || costTotalKrw === undefined) return null;
  const days = costByDay ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border border-sand-200 bg-white p-3 ${className}`}
      data-testid="course-costs"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-sand-900">
          {t('money.title')}
        </h2>
        {showPicker ? <HomeCurrencySelect /> : null}
      </div>
      <dl className="mt-2 space-y-1 text-sm">
        {days.length > 1
          ? days.map((entry) => (
              <div key={entry.day} className="flex justify-between gap-3" data-testid="day-cost">
                <dt className="text-sand-700">{t('money.day', { day: entry.day })}</dt>
                <dd>
                  <CostAmount krw={entry.costKrw} />
                </dd>
              </div>
            ))
          : null}
        <div
          className="flex justify-between gap-3 border-t border-sand-100 pt-1 font-semibold"
          data-testid="total-cost"
        >
          <dt className="text-sand-900">{t('money.total')}</dt>
          <dd>
            <CostAmount krw={costTotalKrw} />
          </dd>
        </div>
      </dl>
      <RateNote className="mt-1.5" />
    </section>
  );
}
