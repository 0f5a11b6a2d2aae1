import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** The `Idempotency-Key` a request claimed (plugins/idempotency.ts), while its handler runs. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
}

const claims = new AsyncLocalStorage<IdempotencyClaim>();

/** Runs a route's handler with the key its request claimed, so its write can record its effect on the key. */
export function withIdempotencyClaim<T>(claim: IdempotencyClaim, handler: () => T): T {
  return claims.run(claim, handler);
}

/**
 * Called by a write inside its own transaction: when the request carries an `Idempotency-Key`, notes on that key
 * that the write is done, and what it made (`ref`: the created row's id, or nothing). It commits with the write or
 * not at all, so a process killed between the commit and the stored answer leaves a key that says the write
 * happened: the repeat is answered from it (the route's `replay`) and the write never runs twice (issue 43).
 * Outside such a request it does nothing.
 */
export async function recordIdempotentEffect(tx: DbOrTx, ref: number | string = ''): Promise<void> {
  const claim = claims.getStore();
  if (!claim) return;
  await tx
    .update(idempotencyKeys)
    .set({ effect: String(ref) })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}
