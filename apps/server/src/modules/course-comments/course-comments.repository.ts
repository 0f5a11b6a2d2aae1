import { asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseComments, users } from '../../db/schema.ts';
import { commentPages } from '../../lib/comment-pages.ts';
import {
  type CommentRowBase,
  commentColumns,
  commentWrites,
  type ModerationStatus,
} from '../../lib/comment-rows.ts';
import { commentCountAndVersion } from '../courses/course-counters.repository.ts';

export interface CommentRow extends CommentRowBase {
  courseId: number;
  moderationStatus: ModerationStatus;
}

const columns = {
  ...commentColumns(courseComments),
  courseId: courseComments.courseId,
  moderationStatus: courseComments.moderationStatus,
};

const withAuthors = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.authorId))
    .where(where)
    .orderBy(asc(courseComments.createdAt), asc(courseComments.id));

const pages = commentPages({
  table: courseComments,
  parentId: courseComments.courseId,
  countAndVersion: commentCountAndVersion,
  name: 'course_comments',
});

/**
 * A page of the course's comments the viewer may read (hidden ones only to their author and admins), oldest first,
 * and how many there are: one statement, without an OFFSET scan (lib/comment-pages.ts, docs/decisions/012).
 * `listedCount` (the course's `commentCount` as just read) only decides which end of the list is nearer.
 */
export async function listCommentPage(
  db: DbOrTx,
  courseId: number,
  viewer: { id: number; isAdmin: boolean },
  limit: number,
  offset: number,
  listedCount: number,
): Promise<{ rows: CommentRow[]; total: number }> {
  const { rows, total } = await pages.page(
    db,
    {
      parentId: courseId,
      viewerId: viewer.id,
      isAdmin: viewer.isAdmin,
      limit,
      offset,
    },
    listedCount,
  );
  return { rows: rows.map(({ parentId, ...row }) => ({ ...row, courseId: parentId })), total };
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
