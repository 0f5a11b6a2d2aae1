import { z } from 'zod';
import { fetchWithTimeout, readLimited } from '../../lib/place-providers/http.ts';
import { ProviderError } from '../../lib/place-providers/types.ts';

/** The largest answer read from the rates provider: a rates list is a few kilobytes. */
export const RATES_ANSWER_MAX_BYTES = 256 * 1024;

export interface FetchedRates {
  /** When the provider published them. */
  asOf: Date;
  /** Who published them: the provider's name and host (`providerName`). */
  source: string;
  /** How much of each currency one won buys. */
  rates: Record<string, number>;
}

const Rate = z.number().finite().positive();
const RateTable = z
  .record(z.string().regex(/^[A-Z]{3}$/), Rate)
  .refine((rates) => typeof rates.USD === 'number', 'no USD rate');

/**
 * The two shapes keyless providers answer with, base KRW: ExchangeRate-API's open endpoint
 * (`https://open.er-api.com/v6/latest/KRW`: `{ result, base_code, time_last_update_unix, rates }`) and Frankfurter's
 * (`https://api.frankfurter.app/latest?from=KRW`: `{ base, date, rates }`).
 */
const ErApiAnswer = z.object({
  result: z.literal('success'),
  base_code: z.literal('KRW'),
  time_last_update_unix: z.number().int().positive(),
  rates: RateTable,
});
const FrankfurterAnswer = z.object({
  base: z.literal('KRW'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: RateTable,
});

/** The keyless providers we know by name: a reader sees who published the rate, not a host name alone. */
const PROVIDER_NAMES: Record<string, string> = {
  'open.er-api.com': 'ExchangeRate-API',
  'api.frankfurter.app': 'Frankfurter, European Central Bank rates',
  'api.frankfurter.dev': 'Frankfurter, European Central Bank rates',
};

/** "ExchangeRate-API, open.er-api.com" for a provider we know, the host alone for any other. */
export function providerName(host: string): string {
  const name = PROVIDER_NAMES[host];
  return name ? `${name}, ${host}` : host;
}

/**
 * Fetches the day's rates from the keyless provider at `url` (DESIGN §8.7): a time limit, a size limit, and an answer
 * checked before use (base KRW, a publication time, positive finite rates with USD among them). Anything else is a
 * ProviderError: a rate is never made up or guessed.
 */
export async function fetchRates(url: string, timeoutMs: number): Promise<FetchedRates> {
  let source: string;
  try {
    source = providerName(new URL(url).host);
  } catch {
    throw new ProviderError('rates', 'FX_RATES_URL is not a URL');
  }
  try {
    const res = await fetchWithTimeout('rates', url, { headers: { accept: 'application/json' } }, timeoutMs);
    const text = (await readLimited(res, 'rates', RATES_ANSWER_MAX_BYTES)).toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError('rates', 'answer is not JSON');
    }
    const erApi = ErApiAnswer.safeParse(json);
    if (erApi.success) {
      const { time_last_update_unix: at, rates } = erApi.data;
      return { asOf: new Date(at * 1000), source, rates: withoutBase(rates) };
    }
    const frankfurter = FrankfurterAnswer.safeParse(json);
    if (frankfurter.success) {
      const { date, rates } = frankfurter.data;
      return { asOf: new Date(`${date}T00:00:00Z`), source, rates: withoutBase(rates) };
    }
    throw new ProviderError('rates', 'answer is not a list of rates from won');
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    // A body cut off by the time limit, or any other read failure.
    const name = err instanceof Error ? err.name : 'error';
    throw new ProviderError(
      'rates',
      name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : `read failed (${name})`,
    );
  }
}

function withoutBase(rates: Record<string, number>): Record<string, number> {
  const { KRW: _won, ...others } = rates;
  return others;
}
