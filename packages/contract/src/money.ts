import { z } from 'zod';
import type { Language } from './enums.ts';

// ---- What a trip costs (DESIGN §8.7) ----

/** The most a stop may be estimated at: 10,000,000 won (a stop, not a whole trip). */
export const COST_KRW_MAX = 10_000_000;

/** An estimated cost in won: a whole number from 0 to 10,000,000 (won have no smaller unit in use). */
export const CostKrw = z.number().int('must be a whole number of won').min(0).max(COST_KRW_MAX);

/** One day's total of a course's stop costs (0 for a day whose stops have none). */
export const DayCostDto = z.object({ day: z.number().int(), costKrw: z.number().int().nonnegative() });
export type DayCostDto = z.infer<typeof DayCostDto>;

/**
 * The currencies a traveller may show costs in, besides won: those of our readers' countries first, then the ones
 * visitors to Korea come with most. The rates answer may hold more; these are the ones the app offers.
 */
export const HOME_CURRENCIES = [
  'USD',
  'CNY',
  'JPY',
  'TWD',
  'HKD',
  'EUR',
  'GBP',
  'AUD',
  'CAD',
  'SGD',
  'THB',
  'VND',
] as const;
export const HomeCurrency = z.enum(HOME_CURRENCIES);
export type HomeCurrency = z.infer<typeof HomeCurrency>;

/** The home currency a reader starts with, by interface language (a Korean reader thinks in won: none). */
export const DEFAULT_HOME_CURRENCY: Record<Language, HomeCurrency | null> = {
  ko: null,
  en: 'USD',
  zh: 'CNY',
  ja: 'JPY',
  'zh-Hant': 'TWD',
};

/** GET /api/currency/rates: how much of each currency one won buys, as of `asOf`, from `source`. */
export const CurrencyRatesDto = z.object({
  base: z.literal('KRW'),
  /** When the provider's rates were published (ISO time). */
  asOf: z.string(),
  /** Who published them (the provider's name or host). */
  source: z.string(),
  rates: z.record(z.string(), z.number().positive()),
});
export type CurrencyRatesDto = z.infer<typeof CurrencyRatesDto>;

/** What a reader chooses to see costs in beside won: a home currency, or `KRW` for won only. */
export const HomeCurrencyChoice = z.union([HomeCurrency, z.literal('KRW')]);
export type HomeCurrencyChoice = z.infer<typeof HomeCurrencyChoice>;

/**
 * A member's preferences kept with their account: the currency they see costs in beside won (`KRW`: won only), or
 * null when they never chose (the default of their language then: DEFAULT_HOME_CURRENCY).
 */
export const PreferencesDto = z.object({ homeCurrency: HomeCurrencyChoice.nullable() });
export type PreferencesDto = z.infer<typeof PreferencesDto>;

/** PUT /api/me/preferences. */
export const PreferencesBody = z.object({ homeCurrency: HomeCurrencyChoice.nullable() });
export type PreferencesBody = z.infer<typeof PreferencesBody>;

/** The totals of a course's stop costs: per day (every day of the course) and for the course (null: no cost at all). */
export function courseCosts(
  stops: readonly { day: number; costKrw?: number | null }[],
  dayCount: number,
): { costTotalKrw: number | null; costByDay: DayCostDto[] } {
  const byDay = Array.from({ length: Math.max(1, dayCount) }, (_, i) => ({ day: i + 1, costKrw: 0 }));
  let total: number | null = null;
  for (const stop of stops) {
    if (stop.costKrw === null || stop.costKrw === undefined) continue;
    total = (total ?? 0) + stop.costKrw;
    const entry = byDay[stop.day - 1];
    if (entry) entry.costKrw += stop.costKrw;
  }
  return { costTotalKrw: total, costByDay: byDay };
}
