import {
  CurrencyRatesDto,
  dataOf,
  HomeCurrencyChoice,
  PreferencesBody,
  PreferencesDto,
} from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { recordIdempotentEffect } from '../../lib/idempotent-effect.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { RatesService } from './rates.service.ts';

/** How long browsers and caches may keep an answer of rates: they move once a day at most. */
const RATES_CACHE_SECONDS = 600;

/** Exchange rates from won, and the member's home currency (DESIGN §8.7). */
export const currencyRoutes: FastifyPluginAsyncZod<{ db: Db; rates: RatesService }> = async (
  app,
  { db, rates },
) => {
  app.get(
    '/currency/rates',
    {
      schema: {
        tags: ['currency'],
        summary:
          'Exchange rates from won (how much of each currency 1 KRW buys), with when and by whom they were published; 503 RATES_UNAVAILABLE when none were ever fetched',
        response: { 200: dataOf(CurrencyRatesDto) },
      },
    },
    async (_request, reply) => {
      const data = await rates.get();
      reply.header('cache-control', `public, max-age=${RATES_CACHE_SECONDS}`);
      return { data };
    },
  );

  /** The member's stored preferences (a stored currency no longer offered reads as none). */
  const preferencesOf = async (userId: number) => {
    const rows = await db
      .select({ homeCurrency: users.homeCurrency })
      .from(users)
      .where(eq(users.id, userId));
    const stored = HomeCurrencyChoice.safeParse(rows[0]?.homeCurrency);
    return { homeCurrency: stored.success ? stored.data : null };
  };

  app.get(
    '/me/preferences',
    {
      onRequest: requireUser,
      schema: {
        tags: ['currency'],
        summary:
          "The member's preferences: the currency they see costs in beside won (null: won only, or not chosen)",
        response: { 200: dataOf(PreferencesDto) },
      },
    },
    async (request) => ({ data: await preferencesOf(currentUser(request).id) }),
  );

  app.put(
    '/me/preferences',
    {
      onRequest: requireUser,
      config: {
        idempotent: {
          replay: async (request) => ({
            status: 200,
            payload: { data: await preferencesOf(currentUser(request).id) },
          }),
        },
      },
      schema: {
        tags: ['currency'],
        summary: "Set the member's home currency (one of the offered ones, or null for won only)",
        body: PreferencesBody,
        response: { 200: dataOf(PreferencesDto) },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ homeCurrency: request.body.homeCurrency })
          .where(eq(users.id, currentUser(request).id));
        await recordIdempotentEffect(tx);
      });
      return { data: { homeCurrency: request.body.homeCurrency } };
    },
  );
};
