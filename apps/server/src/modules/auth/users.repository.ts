import type { Role } from '@ktravel/contract';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminInvites, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { UserRow } from './auth.repository.ts';

/** The users table as admins manage it (the auth module owns `users` and `admin_invites`). */

export async function listUsers(
  db: DbOrTx,
  filter: { q?: string | undefined; role?: Role | undefined },
  limit: number,
  offset: number,
): Promise<{ items: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, count] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { items, total: Number(count[0]?.n ?? 0) };
}

/** The user, locked until the transaction ends (role changes and deletion). */
export async function findUserForUpdate(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('update');
  return rows[0];
}

/**
 * How many admins there are, with their rows locked until the transaction ends: two admins demoting each other
 * at once queue here, so the second sees the first's change and the last admin stays.
 */
export async function countAdminsLocked(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.length;
}

export async function setRole(db: DbOrTx, id: number, role: Role): Promise<UserRow> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0]!;
}

export async function deleteUser(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** A pending invite: the email becomes admin at its first sign-in. False when one was already pending. */
export async function insertAdminInvite(db: DbOrTx, email: string, invitedById: number): Promise<boolean> {
  const rows = await db
    .insert(adminInvites)
    .values({ email, invitedById })
    .onConflictDoNothing()
    .returning({ id: adminInvites.id });
  return rows.length > 0;
}

/** How many accounts there are (the admin dashboard). */
export async function countUsers(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(rows[0]?.n ?? 0);
}
