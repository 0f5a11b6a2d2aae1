import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactInquiries } from '../../db/schema.ts';

export type ContactInquiryRow = typeof contactInquiries.$inferSelect;

export async function insertInquiry(db: DbOrTx, values: typeof contactInquiries.$inferInsert) {
  const rows = await db
    .insert(contactInquiries)
    .values(values)
    .returning({ id: contactInquiries.id, createdAt: contactInquiries.createdAt });
  return rows[0]!;
}

export async function listInquiries(db: DbOrTx, limit: number, offset: number) {
  const [items, total] = await Promise.all([
    db
      .select()
      .from(contactInquiries)
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(contactInquiries),
  ]);
  return { items, total: Number(total[0]?.n ?? 0) };
}

/** The inquiry, locked until the transaction ends. */
export async function findInquiryForUpdate(db: DbOrTx, id: number): Promise<ContactInquiryRow | undefined> {
  const rows = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id)).for('update');
  return rows[0];
}

export async function setHandledAt(
  db: DbOrTx,
  id: number,
  handledAt: Date | null,
): Promise<ContactInquiryRow> {
  const rows = await db
    .update(contactInquiries)
    .set({ handledAt })
    .where(eq(contactInquiries.id, id))
    .returning();
  return rows[0]!;
}

/** Inquiries no admin has marked handled yet (the admin dashboard). */
export async function countUnhandled(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactInquiries)
    .where(isNull(contactInquiries.handledAt));
  return Number(rows[0]?.n ?? 0);
}
