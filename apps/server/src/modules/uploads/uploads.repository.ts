import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { posts, uploads } from '../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Records a signed upload URL handed out. Signing the same key again (the browser retried) refreshes the row
 * while it is the same member's and not attached yet; undefined when the key is taken otherwise.
 */
export async function upsertUpload(
  db: DbOrTx,
  row: { key: string; userId: number; contentType: string; size: number },
): Promise<number | undefined> {
  const rows = await db
    .insert(uploads)
    .values(row)
    .onConflictDoUpdate({
      target: uploads.key,
      set: { contentType: row.contentType, size: row.size, createdAt: sql`now()` },
      setWhere: and(eq(uploads.userId, row.userId), isNull(uploads.attachedAt)),
    })
    .returning({ id: uploads.id });
  return rows[0]?.id;
}

export async function findUploadByKey(db: DbOrTx, key: string): Promise<UploadRow | undefined> {
  const rows = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return rows[0];
}

/**
 * Marks the upload taken (by the post `postId`, or by a course or place: null); false when someone attached it
 * first (the row stays locked until commit).
 */
export async function markAttached(db: DbOrTx, id: number, postId: number | null): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ attachedAt: sql`now()`, postId })
    .where(and(eq(uploads.id, id), isNull(uploads.attachedAt)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Uploads never attached and made before `cutoff`, oldest first. */
export async function listStaleUploads(db: DbOrTx, cutoff: Date, limit: number) {
  return db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
    .orderBy(uploads.createdAt)
    .limit(limit);
}

/** Deletes the rows, only while still unattached (a post may have taken one since it was listed). */
export async function deleteStaleUploads(db: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(uploads)
    .where(and(inArray(uploads.id, ids), isNull(uploads.attachedAt)))
    .returning({ id: uploads.id });
  return rows.length;
}

/**
 * The author of a trend article, for "may this member upload its image" (admins and its author may).
 * TODO(posts): the posts table is the posts module's; this read moves to its repository once it lands.
 */
export async function findTrendAuthor(db: DbOrTx, postId: number): Promise<number | undefined> {
  const rows = await db
    .select({ authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.postType, 'trend')))
    .limit(1);
  return rows[0]?.authorId;
}
