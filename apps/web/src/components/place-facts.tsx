import { PLACE_FACT_KEYS, type PlaceFactKey, type PlaceFactsDto } from '@ktravel/contract';
import type { ComponentType } from 'react';
import {
  CardIcon,
  CashIcon,
  CheckIcon,
  CloseIcon,
  type IconProps,
  MenuBookIcon,
  MobileIcon,
  ReceiptIcon,
  TransitCardIcon,
} from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

export const FACT_ICONS: Record<PlaceFactKey, ComponentType<IconProps>> = {
  foreignCards: CardIcon,
  cashOnly: CashIcon,
  tmoney: TransitCardIcon,
  englishMenu: MenuBookIcon,
  koreanPhoneToBook: MobileIcon,
  taxRefund: ReceiptIcon,
};

export type FactValueKey = 'yes' | 'no' | 'immediate' | 'counter';

/** The value's key under `places.facts.{fact}`: `yes`, `no`, `immediate` or `counter`; null when unknown. */
export function factValueKey(
  facts: Omit<PlaceFactsDto, 'verifiedAt'>,
  key: PlaceFactKey,
): FactValueKey | null {
  const value = facts[key];
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

/** One of the keys `factLabelKey` builds (each fact has only its own values: `foreignCards.yes`, `taxRefund.counter`). */
type FactLabelKey = 'places.facts.foreignCards.yes' | 'places.facts.short.foreignCards.yes';

/** The translation key of a known fact's words: `Accepted`, `At the till`, or the chip's short form. */
export function factLabelKey(key: PlaceFactKey, value: FactValueKey, short = false): FactLabelKey {
  return (short ? `places.facts.short.${key}.${value}` : `places.facts.${key}.${value}`) as FactLabelKey;
}

/**
 * Whether a known value helps a visitor (takes foreign cards, English menu, no Korean phone needed…): shown in the
 * product's green with a tick, the others in persimmon with a cross (words say which, never the colour alone).
 */
export function isHelpful(key: PlaceFactKey, valueKey: FactValueKey): boolean {
  if (key === 'cashOnly' || key === 'koreanPhoneToBook') return valueKey === 'no';
  return valueKey !== 'no';
}

/** The known facts, as short chips with an icon and words (course stops, compact lists); nothing when none is known. */
export function PlaceFactChips({ facts, className = '' }: { facts: PlaceFactsDto; className?: string }) {
  const { t } = useTranslation();
  const known = PLACE_FACT_KEYS.flatMap((key) => {
    const valueKey = factValueKey(facts, key);
    return valueKey === null ? [] : [{ key, valueKey }];
  });
  if (known.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={t('places.facts.title')}>
      {known.map(({ key, valueKey }) => {
        const Icon = FACT_ICONS[key];
        const helpful = isHelpful(key, valueKey);
        return (
          <li
            key={key}
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
              helpful ? 'bg-jade-50 text-jade-800' : 'bg-accent-50 text-accent-800'
            }`}
          >
            <Icon className="size-3.5 shrink-0" />
            {t(factLabelKey(key, valueKey, true))}
          </li>
        );
      })}
    </ul>
  );
}

/** Every fact with its icon, its name and its value (yes, no or not known), and when our team last checked them. */
export function PlaceFactList({ facts }: { facts: PlaceFactsDto }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="divide-y divide-sand-100 rounded-lg border border-sand-200">
        {PLACE_FACT_KEYS.map((key) => {
          const Icon = FACT_ICONS[key];
          const valueKey = factValueKey(facts, key);
          const helpful = valueKey !== null && isHelpful(key, valueKey);
          return (
            <div key={key} className="flex items-center gap-2.5 px-3 py-2 text-sm">
              <Icon className="size-5 shrink-0 text-sand-600" />
              <dt className="min-w-0 flex-1 text-sand-800">{t(`places.facts.${key}.label`)}</dt>
              <dd
                className={`flex shrink-0 items-center gap-1 font-semibold ${
                  valueKey === null ? 'text-sand-500' : helpful ? 'text-jade-700' : 'text-accent-700'
                }`}
              >
                {valueKey === null ? null : helpful ? (
                  <CheckIcon className="size-4" />
                ) : (
                  <CloseIcon className="size-4" />
                )}
                {valueKey === null ? t('places.facts.unknown') : t(factLabelKey(key, valueKey))}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-1.5 text-xs text-sand-600">
        {facts.verifiedAt
          ? t('places.facts.verifiedAt', { date: facts.verifiedAt })
          : t('places.facts.notVerified')}
      </p>
    </>
  );
}
