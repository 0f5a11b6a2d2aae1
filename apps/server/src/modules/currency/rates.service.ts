import type { CurrencyRatesDto } from '@ktravel/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { currencyRates } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type FetchedRates, fetchRates } from './rates-provider.ts';

/** Rates are fetched again once they are this old (DESIGN §8.7). */
export const RATES_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** After a failed fetch, the provider is not asked again for this long (the last rates are served meanwhile). */
export const RATES_RETRY_AFTER_MS = 10 * 60 * 1000;
/** The advisory lock one instance holds while it fetches, so two instances never fetch together. */
const FETCH_LOCK_KEY = 7_318_031;

export const ratesUnavailable = () =>
  new AppError(503, 'RATES_UNAVAILABLE', 'Exchange rates are not available: none were ever fetched');

type RatesRow = typeof currencyRates.$inferSelect;

const toDto = (row: RatesRow): CurrencyRatesDto => ({
  base: 'KRW',
  asOf: row.asOf.toISOString(),
  source: row.source,
  rates: row.rates,
});

export interface RatesOptions {
  /** FX_RATES_URL; undefined: no provider here (the stored rates, if any, are served as they are). */
  url: string | undefined;
  timeoutMs: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * Exchange rates from won (DESIGN §8.7): served from the database; fetched from the keyless provider when the stored
 * ones are older than 12 hours (or there are none), by one instance at a time (an advisory lock held for the fetch)
 * and one request at a time within an instance; a failing, slow, huge or garbled answer leaves the last rates in
 * place (served with their date) and the provider is asked again only after a pause; with no rates ever, 503
 * `RATES_UNAVAILABLE`. Nothing is made up.
 */
export class RatesService {
  private refreshing: Promise<void> | undefined;
  private lastAttempt = 0;

  constructor(
    private readonly db: Db,
    private readonly options: RatesOptions,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private async read(): Promise<RatesRow | undefined> {
    const rows = await this.db.select().from(currencyRates).where(eq(currencyRates.id, 1));
    return rows[0];
  }

  private isFresh(row: RatesRow | undefined): boolean {
    return row !== undefined && this.now() - row.fetchedAt.getTime() < RATES_MAX_AGE_MS;
  }

  private mayAsk(row: RatesRow | undefined): boolean {
    const last = Math.max(this.lastAttempt, row?.attemptedAt.getTime() ?? 0);
    return this.options.url !== undefined && this.now() - last >= RATES_RETRY_AFTER_MS;
  }

  /**
   * The stored rates. Old ones are answered at once while they are fetched again in the background (a traveller
   * never waits on the provider when there are rates); with none, the request waits for the first fetch.
   */
  async get(): Promise<CurrencyRatesDto> {
    const row = await this.read();
    if (!this.isFresh(row) && this.mayAsk(row)) {
      this.refreshing ??= this.refresh()
        .catch((err: unknown) => this.log.warn({ err }, 'exchange rates: the refresh failed'))
        .finally(() => {
          this.refreshing = undefined;
        });
      if (row) return toDto(row);
      await this.refreshing;
      const first = await this.read();
      if (first) return toDto(first);
    }
    if (!row) throw ratesUnavailable();
    return toDto(row);
  }

  /** Resolves once no fetch is under way (tests, and shutdown). */
  async whenIdle(): Promise<void> {
    await this.refreshing;
  }

  /** Fetches under the advisory lock; another instance holding it is fetching already (its rates will be read). */
  private async refresh(): Promise<void> {
    const url = this.options.url!;
    this.lastAttempt = this.now();
    await this.db.transaction(async (tx) => {
      const [lock] = await queryRows<{ got: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${FETCH_LOCK_KEY}) as got`,
      );
      if (!lock?.got) {
        // Another instance is fetching. With rates stored, serve those; with none yet, wait for its fetch to end.
        if (await this.read()) return;
        await queryRows(tx, sql`select pg_advisory_xact_lock(${FETCH_LOCK_KEY})`);
      }
      const rows = await tx.select().from(currencyRates).where(eq(currencyRates.id, 1));
      const current = rows[0];
      // Another instance fetched between our read and the lock, or failed a moment ago.
      if (this.isFresh(current) || (current && this.failedRecently(current))) return;
      const attemptedAt = new Date(this.now());
      let fetched: FetchedRates;
      try {
        fetched = await fetchRates(url, this.options.timeoutMs);
      } catch (err) {
        this.log.warn({ err }, 'exchange rates: the provider failed; serving the last rates');
        if (current) {
          await tx.update(currencyRates).set({ attemptedAt }).where(eq(currencyRates.id, 1));
        }
        return;
      }
      const values = {
        id: 1,
        base: 'KRW',
        asOf: fetched.asOf,
        source: fetched.source,
        rates: fetched.rates,
        fetchedAt: attemptedAt,
        attemptedAt,
      };
      await tx
        .insert(currencyRates)
        .values(values)
        .onConflictDoUpdate({ target: currencyRates.id, set: values });
      this.log.info({ asOf: fetched.asOf, source: fetched.source }, 'exchange rates fetched');
    });
  }

  /** Whether the last attempt (by any instance) failed less than the pause ago. */
  private failedRecently(row: RatesRow): boolean {
    return row.attemptedAt > row.fetchedAt && this.now() - row.attemptedAt.getTime() < RATES_RETRY_AFTER_MS;
  }
}
