import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/**
 * The last exchange rates fetched from the rates provider (DESIGN §8.7): one row, how much of each currency one won
 * buys, with when the provider published them and who. Served from here; fetched again at most every 12 hours, by
 * one instance at a time (an advisory lock), and never replaced by a failed or garbled answer.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: smallint('id').primaryKey().default(1),
    base: text('base').notNull().default('KRW'),
    asOf: tz('as_of').notNull(),
    source: text('source').notNull(),
    rates: jsonb('rates').$type<Record<string, number>>().notNull(),
    /** When these rates were fetched. */
    fetchedAt: tz('fetched_at').notNull(),
    /** The last attempt to fetch, successful or not: a failing provider is asked again only after a pause. */
    attemptedAt: tz('attempted_at').notNull(),
  },
  (t) => [check('currency_rates_single_row', sql`${t.id} = 1`)],
);
