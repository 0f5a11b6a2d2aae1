import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseComments, users } from '../../db/schema.ts';
import {
  type CommentRowBase,
  commentColumns,
  commentWrites,
  pageIdsFromNearerEnd,
} from '../../lib/comment-rows.ts';

export interface CommentRow extends CommentRowBase {
  courseId: number;
}

const columns = { ...commentColumns(courseComments), courseId: courseComments.courseId };

/**
 * A page of a course's comments, oldest first, out of `total` (the trigger-kept count): the page's ids come from
 * the (course, time, id) index alone, counted from the nearer end (`pageIdsFromNearerEnd`), then are joined to
 * their rows and authors.
 */
export async function listComments(
  db: DbOrTx,
  courseId: number,
  limit: number,
  offset: number,
  total: number,
): Promise<CommentRow[]> {
  if (offset >= total) return [];
  const pageIds = pageIdsFromNearerEnd(db, courseComments, eq(courseComments.courseId, courseId), {
    limit,
    offset,
    total,
  });
  return db
    .select(columns)
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.authorId))
    .where(inArray(courseComments.id, pageIds))
    .orderBy(asc(courseComments.createdAt), asc(courseComments.id));
}

export async function findComment(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  const rows = await db
    .select(columns)
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.authorId))
    .where(eq(courseComments.id, id))
    .limit(1);
  return rows[0];
}

export const {
  insertComment,
  updateComment,
  deleteComment,
  markReported: markCourseCommentReported,
} = commentWrites(courseComments);
