import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

/**
 * The `sessions` table belongs to the auth plugin: it reads a session on every request, and the sign-in routes
 * (modules/auth) create and end sessions through these functions.
 */

const sessionUserColumns = {
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  id: users.id,
  email: users.email,
  name: users.name,
  avatarUrl: users.avatarUrl,
  role: users.role,
};

/**
 * The session look-up runs on every signed-in request: one prepared query (the live session for a token hash,
 * joined to its user), built once per database so neither Drizzle nor PostgreSQL re-plans it each time.
 */
export function prepareFindSessionUser(db: Db) {
  const query = db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session_user');
  return async (tokenHash: string) => (await query.execute({ tokenHash }))[0];
}

/** A live session joined to its user, as the auth plugin reads (and caches) it. */
export type SessionLookup = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareFindSessionUser>>>>;

/** The session's sliding expiry: seen at `lastSeenAt`, valid until `expiresAt`. */
export async function touchSession(
  db: DbOrTx,
  sessionId: number,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Deletes sessions that expired before `before`, at most `batch` rows per statement (a short lock each), until
 * none is left; answers how many went. An expired session is refused already (the look-up wants `expires_at >
 * now()`): this only keeps the table from growing with every sign-in ever made.
 */
export async function deleteExpiredSessions(db: DbOrTx, before: Date, batch = 1000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const gone = await db
      .delete(sessions)
      .where(
        inArray(
          sessions.id,
          db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, before)).limit(batch),
        ),
      )
      .returning({ id: sessions.id });
    deleted += gone.length;
    if (gone.length < batch) return deleted;
  }
}
