import { z } from 'zod';
import { HOME_CURRENCIES } from './constants.ts';
import { COST_KRW_MAX } from './limits.ts';

// ---- What a trip costs (DESIGN §8.7) ----
// The plain values and sums (HOME_CURRENCIES, DEFAULT_HOME_CURRENCY, courseCosts) are in constants.ts and the cap
// (COST_KRW_MAX) in limits.ts: a course page uses them at its first paint, and this module's schemas bring zod.

/** An estimated cost in won: a whole number from 0 to 10,000,000 (won have no smaller unit in use). */
export const CostKrw = z.number().int('must be a whole number of won').min(0).max(COST_KRW_MAX);

/** One day's total of a course's stop costs (0 for a day whose stops have none). */
export const DayCostDto = z.object({ day: z.number().int(), costKrw: z.number().int().nonnegative() });
export type DayCostDto = z.infer<typeof DayCostDto>;

export const HomeCurrency = z.enum(HOME_CURRENCIES);
export type HomeCurrency = z.infer<typeof HomeCurrency>;

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
