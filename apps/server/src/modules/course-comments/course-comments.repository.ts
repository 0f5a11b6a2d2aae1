import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseComments, courses, users } from '../../db/schema.ts';

export interface CommentRow {
  id: number;
  courseId: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  authorId: number;
  authorName: string;
  authorAvatarUrl: string | null;
}

const commentColumns = {
  id: courseComments.id,
  courseId: courseComments.courseId,
  content: courseComments.content,
  createdAt: courseComments.createdAt,
  updatedAt: courseComments.updatedAt,
  authorId: courseComments.authorId,
  authorName: users.name,
  authorAvatarUrl: users.avatarUrl,
};

export interface CourseAccessRow {
  id: number;
  authorId: number;
  visibility: 'public' | 'private';
  /** Kept exact by the triggers of migration 0003, so it is the comment list's total. */
  commentCount: number;
}

/** The course; with `lockShare` (in a transaction) it cannot be deleted until the transaction ends. */
export async function findCourse(
  db: DbOrTx,
  id: number,
  lockShare = false,
): Promise<CourseAccessRow | undefined> {
  const query = db
    .select({
      id: courses.id,
      authorId: courses.authorId,
      visibility: courses.visibility,
      commentCount: courses.commentCount,
    })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  const rows = lockShare ? await query.for('key share') : await query;
  return rows[0];
}

/** A course's comments, oldest first. */
export async function listComments(
  db: DbOrTx,
  courseId: number,
  limit: number,
  offset: number,
): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.authorId))
    .where(eq(courseComments.courseId, courseId))
    .orderBy(asc(courseComments.createdAt), asc(courseComments.id))
    .limit(limit)
    .offset(offset);
}

export async function findComment(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  const rows = await db
    .select(commentColumns)
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.authorId))
    .where(eq(courseComments.id, id))
    .limit(1);
  return rows[0];
}

export async function insertComment(
  db: DbOrTx,
  values: { courseId: number; authorId: number; content: string },
): Promise<number> {
  const rows = await db.insert(courseComments).values(values).returning({ id: courseComments.id });
  return rows[0]!.id;
}

export async function updateComment(db: DbOrTx, id: number, content: string): Promise<void> {
  await db.update(courseComments).set({ content, updatedAt: new Date() }).where(eq(courseComments.id, id));
}

export async function deleteComment(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(courseComments)
    .where(eq(courseComments.id, id))
    .returning({ id: courseComments.id });
  return rows.length > 0;
}
