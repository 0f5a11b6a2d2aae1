import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminInvites, sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

const sessionUserColumns = {
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
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

export async function touchSession(db: DbOrTx, sessionId: number, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, sessionId));
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

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export async function findUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0]!;
}

/** Marks a pending admin invite for this email as accepted; true when there was one. */
export async function acceptAdminInvite(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .update(adminInvites)
    .set({ acceptedAt: new Date() })
    .where(and(sql`lower(${adminInvites.email}) = ${email.toLowerCase()}`, isNull(adminInvites.acceptedAt)))
    .returning({ id: adminInvites.id });
  return rows.length > 0;
}
