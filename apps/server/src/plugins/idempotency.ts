import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IdParam } from '@ktravel/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { type IdempotencyClaim, withIdempotencyClaim } from '../lib/idempotent-effect.ts';
import { runPeriodically } from '../lib/periodic-task.ts';

/**
 * `Idempotency-Key` on the writes an offline browser queues and sends again when it is back (DESIGN §8.2): a
 * member's repeated key within 24 hours answers the first answer (status and body, with `Idempotent-Replayed:
 * true`) and changes nothing. The keys are rows (idempotency_keys), so this holds across instances and restarts;
 * keys are per member, so two members' keys never collide. A route opts in with `config: { idempotent: { replay } }`.
 *
 * The first request claims the key with an insert (the primary key lets one of two identical requests in); the
 * other waits for its answer. The write itself records on the key, in its own transaction, that it happened
 * (`recordIdempotentEffect`, with the row it made): so when the process dies between the write's commit and the
 * stored answer, a repeat is answered by the route's `replay` from that record and the write never runs twice
 * (issue 43). An answer is kept unless it is a server error (5xx) before any write, so a failed write can be sent
 * again with the same key. A claim whose request never answered and wrote nothing (the process died) is free again
 * after `ABANDONED_AFTER`, and at once when the embedded database starts (only one process ever opens it). The same
 * key with another request (method, path or body) is 422 IDEMPOTENCY_KEY_REUSED.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
/** A claim still without an answer after this is taken to be from a request that died (a crash, a kill -9). */
const ABANDONED_AFTER_S = 120;
const ABANDONED_AFTER = `${ABANDONED_AFTER_S} seconds`;
/** How long a repeat waits for the first request's answer, and how often it looks. */
const WAIT_MS = 10_000;
/** How long a repeat gives a first request whose write committed to store its own answer, before replaying. */
const EFFECT_ANSWER_WAIT_MS = 1000;
const POLL_MS = 25;
/** Keys are what the IETF draft allows in practice: 1–255 visible ASCII characters (a UUID in our web app). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** Old keys are deleted a minute after start, then hourly (on every instance: the deletes are idempotent). */
const CLEANUP_FIRST_MS = 60_000;
const CLEANUP_EVERY_MS = 60 * 60_000;

/** What an idempotent route answers again when its write is known to have happened but its answer was lost. */
export interface IdempotentRoute {
  /**
   * The answer to a repeat whose first request's write committed (`effect`: what `recordIdempotentEffect` noted,
   * the created row's id or '') but whose answer was never stored: the first answer as it would be now.
   */
  replay(request: FastifyRequest, effect: string): Promise<{ status: number; payload: unknown }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes `Idempotency-Key` (plugins/idempotency.ts). */
    idempotent?: IdempotentRoute;
  }
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/** The `{id}` of a route's path as its schema parsed it (IdParam), for a `replay`, which gets the request untyped. */
export const pathId = (request: FastifyRequest) => (request.params as z.output<typeof IdParam>).id;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** Claims the key for this request: a new key, or one kept past its 24 hours, or an abandoned claim. */
async function claim(db: DbOrTx, userId: number, key: string, hash: string): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        requestHash: hash,
        status: null,
        contentType: null,
        body: null,
        effect: null,
        createdAt: sql`now()`,
      },
      // Never a claim whose write happened (`effect`): its repeats are answered, the write not run again.
      where: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})
        or (${idempotencyKeys.status} is null and ${idempotencyKeys.effect} is null
          and ${idempotencyKeys.createdAt} < now() - interval '${sql.raw(ABANDONED_AFTER)}')`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

async function findKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Frees a claim whose request wrote nothing (its answer was a server error, or it never answered). */
async function release(db: DbOrTx, claim: IdempotencyClaim): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        isNull(idempotencyKeys.effect),
      ),
    );
}

/**
 * The embedded database at start: claims still without an answer were made by a process that is gone (only one
 * process opens the folder), so those that wrote nothing are freed at once instead of after ABANDONED_AFTER.
 */
async function releaseDeadClaims(db: DbOrTx): Promise<number> {
  const released = await db
    .delete(idempotencyKeys)
    .where(and(isNull(idempotencyKeys.status), isNull(idempotencyKeys.effect)))
    .returning({ key: idempotencyKeys.key });
  return released.length;
}

/** Deletes the keys older than their 24 hours; answers how many. */
export async function deleteOldIdempotencyKeys(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 60 * 60 * 1000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const { db } = opts.database;

  let stopDeleting: (() => Promise<void>) | undefined;
  if (opts.database.kind === 'pglite') {
    app.addHook('onReady', async () => {
      const released = await releaseDeadClaims(db);
      if (released > 0) app.log.info({ released }, 'idempotency: freed the claims of a stopped process');
    });
  }
  app.addHook('onReady', async () => {
    stopDeleting = runPeriodically(
      () =>
        deleteOldIdempotencyKeys(db, new Date())
          .then((deleted) => {
            if (deleted > 0) app.log.info({ deleted }, 'idempotency: deleted old keys');
          })
          .catch((err: unknown) => app.log.error({ err }, 'idempotency: could not delete old keys')),
      CLEANUP_FIRST_MS,
      CLEANUP_EVERY_MS,
    );
  });
  app.addHook('onClose', async () => {
    await stopDeleting?.();
  });

  app.decorateRequest('idempotencyClaim', null);

  // The handler of an idempotent route runs with its request's claim, for `recordIdempotentEffect` in its write.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler as (
      this: FastifyInstance,
      ...args: [FastifyRequest, FastifyReply]
    ) => unknown;
    route.handler = function idempotentHandler(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const claim = request.idempotencyClaim;
      return claim
        ? withIdempotencyClaim(claim, () => handler.call(this, request, reply))
        : handler.call(this, request, reply);
    } as typeof route.handler;
  });

  // After validation (a bad body is a 400 whatever the key) and after the session look-up (onRequest).
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.config.idempotent;
    if (!route) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.user) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || !KEY_FORMAT.test(key)) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Idempotency-Key must be 1-255 visible ASCII characters', {
        'Idempotency-Key': 'must be 1-255 visible ASCII characters',
      });
    }
    const userId = request.user.id;
    const hash = requestHash(request);
    if (await claim(db, userId, key, hash)) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    const deadline = Date.now() + WAIT_MS;
    let committedSince: number | undefined;
    for (;;) {
      const row = await findKey(db, userId, key);
      // Gone meanwhile (the first answer was a server error): this request is the first again.
      if (!row) {
        if (await claim(db, userId, key, hash)) {
          request.idempotencyClaim = { userId, key };
          return;
        }
        continue;
      }
      if (row.requestHash !== hash) {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for another request',
        );
      }
      if (row.status !== null) {
        reply.header('idempotent-replayed', 'true');
        if (row.contentType) reply.type(row.contentType);
        return reply.status(row.status).send(row.body ?? '');
      }
      if (row.effect !== null) {
        committedSince ??= Date.now();
        // The write happened but its answer is not stored: a live first request stores it in a moment; one that
        // died never will. Then the route answers from what was written, and that answer is kept for the next.
        const isAbandoned = row.createdAt.getTime() < Date.now() - ABANDONED_AFTER_S * 1000;
        if (isAbandoned || Date.now() - committedSince >= EFFECT_ANSWER_WAIT_MS) {
          const answer = await route.replay(request, row.effect);
          request.idempotencyClaim = { userId, key };
          reply.header('idempotent-replayed', 'true');
          return reply.status(answer.status).send(answer.payload);
        }
      }
      if (Date.now() > deadline) {
        throw new AppError(
          409,
          'IDEMPOTENCY_IN_PROGRESS',
          'The first request with this key is still running',
        );
      }
      await sleep(POLL_MS);
    }
  });

  // The answer as sent (before compression, registered after this plugin), kept for the repeats.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (reply.statusCode >= 500 || body === null) {
      // Free to send again, unless its write happened: then a repeat is answered from that (`replay`).
      await release(db, held);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body,
      })
      .where(where);
    return payload;
  });

  // A request that never got to send (the client went away first) frees its key, unless its write happened.
  app.addHook('onResponse', async (request) => {
    const held = request.idempotencyClaim;
    if (!held) return;
    request.idempotencyClaim = null;
    await release(db, held);
  });
});
