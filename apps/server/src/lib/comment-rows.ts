import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type courseComments, type postComments, users } from '../db/schema.ts';

/**
 * What course comments and post comments share: the same columns (id, author, content, times, moderation) on two
 * tables, so one set of queries serves both repositories.
 */
export type CommentTable = typeof courseComments | typeof postComments;

/** A comment with its author, as lists and edits answer it. */
export interface CommentRowBase {
  id: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  authorId: number;
  authorName: string;
  authorAvatarUrl: string | null;
}

export type ModerationStatus = 'active' | 'hidden' | 'reported';

/** What an admin's moderation of a comment reads and changes. */
export interface ModeratedComment {
  id: number;
  authorId: number;
  content: string;
  moderationStatus: ModerationStatus;
}

/** The columns of a `CommentRowBase`, for queries that join `users` on the author. */
export const commentColumns = (table: CommentTable) => ({
  id: table.id,
  content: table.content,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
  authorId: table.authorId,
  authorName: users.name,
  authorAvatarUrl: users.avatarUrl,
});

/** The writes of a comment table, for its repository to export. */
export function commentWrites<T extends CommentTable>(table: T) {
  const comments = table as CommentTable;
  return {
    async insertComment(db: DbOrTx, values: T['$inferInsert']): Promise<number> {
      const rows = await db
        .insert(comments)
        .values(values as typeof postComments.$inferInsert)
        .returning({ id: comments.id });
      return rows[0]!.id;
    },

    async updateComment(db: DbOrTx, id: number, content: string): Promise<void> {
      await db.update(comments).set({ content, updatedAt: new Date() }).where(eq(comments.id, id));
    },

    async deleteComment(db: DbOrTx, id: number): Promise<boolean> {
      const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
      return rows.length > 0;
    },

    /** The comment's moderation fields, locked until the transaction ends (an admin's decision on it). */
    async lockForModeration(db: DbOrTx, id: number): Promise<ModeratedComment | undefined> {
      const rows = await db
        .select({
          id: comments.id,
          authorId: comments.authorId,
          content: comments.content,
          moderationStatus: comments.moderationStatus,
        })
        .from(comments)
        .where(eq(comments.id, id))
        .for('update');
      return rows[0];
    },

    /** An admin's decision (spec §4: any status to any other). */
    async setModerationStatus(db: DbOrTx, id: number, status: ModerationStatus): Promise<void> {
      await db.update(comments).set({ moderationStatus: status }).where(eq(comments.id, id));
    },

    /** A member's report marks the comment for admins, unless moderation already hid it (DESIGN §6). */
    async markReported(db: DbOrTx, id: number): Promise<void> {
      await db
        .update(comments)
        .set({ moderationStatus: 'reported' })
        .where(and(eq(comments.id, id), eq(comments.moderationStatus, 'active')));
    },
  };
}
