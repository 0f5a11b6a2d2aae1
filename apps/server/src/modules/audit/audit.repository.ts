import type { AuditTargetType } from '@ktravel/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminActions } from '../../db/schema.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** One admin change to record; `before`/`after` hold only the fields that changed. */
export interface AdminActionEntry {
  admin: Pick<SessionUser, 'id' | 'email'>;
  action: string;
  target: { type: AuditTargetType; id: number; label?: string | undefined };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes an audit row. Call it with the transaction that makes the change (the audit module's repository is the
 * one way other modules write the trail), so a change and its row commit or roll back together.
 */
export async function recordAdminAction(tx: DbOrTx, entry: AdminActionEntry): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: entry.admin.id,
    adminEmail: entry.admin.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * A deletion through a public route (a post, a comment, a course): when an admin removes what someone else made, it
 * is an admin change and goes in the trail like the same deletion from the admin screens; an author deleting their
 * own is not recorded. Call it in the deletion's transaction.
 */
export async function recordDeleteByAdmin(
  tx: DbOrTx,
  user: SessionUser,
  authorId: number,
  entry: Omit<AdminActionEntry, 'admin' | 'after'>,
): Promise<void> {
  if (user.id === authorId || user.role !== 'admin') return;
  await recordAdminAction(tx, { ...entry, admin: user, after: null });
}

/** How the audit trail names a comment: its first words. */
const LABEL_LENGTH = 80;
export const commentLabel = (text: string) =>
  text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text;

export type AdminActionRow = typeof adminActions.$inferSelect;

/** Newest first, optionally for one kind of target (and one target). */
export async function listAdminActions(
  db: DbOrTx,
  filter: { targetType?: AuditTargetType | undefined; targetId?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ items: AdminActionRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.targetType) conditions.push(eq(adminActions.targetType, filter.targetType));
  if (filter.targetId !== undefined) conditions.push(eq(adminActions.targetId, filter.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, count] = await Promise.all([
    db
      .select()
      .from(adminActions)
      .where(where)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(adminActions).where(where),
  ]);
  return { items, total: Number(count[0]?.n ?? 0) };
}
