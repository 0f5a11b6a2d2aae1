import {
  type CurrencyRatesDto,
  DEFAULT_HOME_CURRENCY,
  HOME_CURRENCIES,
  type HomeCurrencyChoice,
  type Language,
} from '@ktravel/contract';

/**
 * How many decimals each currency is written with in prices (DESIGN §8.7: "rounded as that currency is written"):
 * won, yen, New Taiwan dollars and dong in whole units (TWD has cents on paper, none in shops), the others to the
 * cent. Rounding is to the nearest, halves away from zero.
 */
export const CURRENCY_DECIMALS: Record<string, number> = {
  KRW: 0,
  JPY: 0,
  TWD: 0,
  VND: 0,
  USD: 2,
  CNY: 2,
  HKD: 2,
  EUR: 2,
  GBP: 2,
  AUD: 2,
  CAD: 2,
  SGD: 2,
  THB: 2,
};

/** The amount rounded as the currency is written. */
export function roundFor(currency: string, amount: number): number {
  const decimals = CURRENCY_DECIMALS[currency] ?? 2;
  const factor = 10 ** decimals;
  return (Math.sign(amount) * Math.round(Math.abs(amount) * factor + Number.EPSILON)) / factor;
}

/** Won converted with a rate of the day (how much of `currency` one won buys), rounded as it is written. */
export function convertKrw(krw: number, currency: string, rates: CurrencyRatesDto['rates']): number | null {
  const rate = rates[currency];
  return rate === undefined ? null : roundFor(currency, krw * rate);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The dollars written with their country in every language (issue 44): the language's own formats write a bare
 * `$` for the dollar of its country (US English for US$, Traditional Chinese for NT$), which a traveller comparing
 * prices reads as any dollar.
 */
const DOLLAR_SYMBOLS: Record<string, string> = {
  USD: 'US$',
  TWD: 'NT$',
  HKD: 'HK$',
  SGD: 'S$',
  AUD: 'A$',
  CAD: 'C$',
};

/** An amount written for a reader of `locale`: `₩21,000`, `¥2,296`, `US$15.02`, `NT$479`. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const decimals = CURRENCY_DECIMALS[currency] ?? 2;
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  const rounded = roundFor(currency, amount);
  const symbol = DOLLAR_SYMBOLS[currency];
  if (!symbol) return format.format(rounded);
  // A format that wrote the code ("SGD 20.30") put a space after it: the symbol goes without one.
  const parts = format.formatToParts(rounded);
  return parts
    .map((part, i) => {
      if (part.type === 'currency') return symbol;
      const follows = parts[i - 1];
      return part.type === 'literal' && follows?.type === 'currency' && /^[A-Z]{3}$/.test(follows.value)
        ? part.value.trim()
        : part.value;
    })
    .join('');
}

/**
 * Whether `value` is a choice the app offers: one of its home currencies, or `KRW` (won only). Checked by hand, not
 * with the contract's schema: a course page uses it at its first load, and the schema would bring zod with it.
 */
export function isHomeCurrencyChoice(value: unknown): value is HomeCurrencyChoice {
  return value === 'KRW' || (HOME_CURRENCIES as readonly unknown[]).includes(value);
}

/** The currency a reader sees beside won: their choice, else their language's default (null: won only). */
export function homeCurrencyFor(
  choice: HomeCurrencyChoice | null | undefined,
  language: Language,
): string | null {
  if (choice === 'KRW') return null;
  if (isHomeCurrencyChoice(choice)) return choice;
  return DEFAULT_HOME_CURRENCY[language];
}
