import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminInvites, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

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
