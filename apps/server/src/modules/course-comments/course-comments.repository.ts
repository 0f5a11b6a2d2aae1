import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseComments, users } from '../../db/schema.ts';
import {
  type CommentRowBase,
  commentColumns,
  commentWrites,
  type ModerationStatus,
  pageIdsFromNearerEnd,
} from '../../lib/comment-rows.ts';

export interface CommentRow extends CommentRowBase {
  courseId: number;
  moderationStatus: ModerationStatus;
}

const columns = {
  ...commentColumns(courseComments),
  courseId: courseComments.courseId,
  moderationStatus: courseComments.moderationStatus,
};

/** The comments `comment_count` counts and everybody reads: not hidden by moderation (partial index). */
const isListed = ne(courseComments.moderationStatus, 'hidden');

const withAuthors = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.authorId))
    .where(where)
    .orderBy(asc(courseComments.createdAt), asc(courseComments.id));

/**
 * A page of a course's listed comments, oldest first, out of `total` (the trigger-kept count): the page's ids
 * come from the (course, time, id) partial index alone, counted from the nearer end (`pageIdsFromNearerEnd`),
 * then are joined to their rows and authors.
 */
export async function listComments(
  db: DbOrTx,
  courseId: number,
  limit: number,
  offset: number,
  total: number,
): Promise<CommentRow[]> {
  if (offset >= total) return [];
  const where = and(eq(courseComments.courseId, courseId), isListed);
  return withAuthors(
    db,
    inArray(courseComments.id, pageIdsFromNearerEnd(db, courseComments, where, { limit, offset, total })),
  );
}

/** Hidden comments of the course that `authorId` wrote (any author's when undefined: admins). */
export async function countHiddenComments(
  db: DbOrTx,
  courseId: number,
  authorId: number | undefined,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseComments)
    .where(
      and(
        eq(courseComments.courseId, courseId),
        eq(courseComments.moderationStatus, 'hidden'),
        authorId === undefined ? undefined : eq(courseComments.authorId, authorId),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/**
 * A page of the listed comments plus the hidden ones `authorId` wrote (all hidden ones when undefined: admins),
 * oldest first: for the few readers who may see hidden comments.
 */
export async function listCommentsWithHidden(
  db: DbOrTx,
  courseId: number,
  authorId: number | undefined,
  limit: number,
  offset: number,
): Promise<CommentRow[]> {
  const visible = authorId === undefined ? undefined : or(isListed, eq(courseComments.authorId, authorId));
  return withAuthors(db, and(eq(courseComments.courseId, courseId), visible))
    .limit(limit)
    .offset(offset);
}

export async function findComment(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  return (await withAuthors(db, eq(courseComments.id, id)).limit(1))[0];
}

export const {
  insertComment,
  updateComment,
  deleteComment,
  markReported: markCourseCommentReported,
  lockForModeration,
  setModerationStatus,
} = commentWrites(courseComments);
