import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postComments, users } from '../../db/schema.ts';
import {
  type CommentRowBase,
  commentColumns,
  commentWrites,
  type ModerationStatus,
  pageIdsFromNearerEnd,
} from '../../lib/comment-rows.ts';

export interface PostCommentRow extends CommentRowBase {
  postId: number;
  moderationStatus: ModerationStatus;
}

const columns = {
  ...commentColumns(postComments),
  postId: postComments.postId,
  moderationStatus: postComments.moderationStatus,
};

/** The comments `comment_count` counts and everybody reads: not hidden by moderation (partial index). */
const isListed = ne(postComments.moderationStatus, 'hidden');

const withAuthors = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(where)
    .orderBy(asc(postComments.createdAt), asc(postComments.id));

/**
 * A page of a post's listed comments, oldest first, out of `total` (the trigger-kept `comment_count`), as course
 * comments do: the page's ids come from the (post, time, id) partial index alone, counted from the nearer end
 * (`pageIdsFromNearerEnd`), then are joined to their rows and authors.
 */
export async function listListedComments(
  db: DbOrTx,
  postId: number,
  limit: number,
  offset: number,
  total: number,
): Promise<PostCommentRow[]> {
  if (offset >= total) return [];
  const where = and(eq(postComments.postId, postId), isListed);
  return withAuthors(
    db,
    inArray(postComments.id, pageIdsFromNearerEnd(db, postComments, where, { limit, offset, total })),
  );
}

/** Hidden comments of the post that `authorId` wrote (any author's when undefined: admins). */
export async function countHiddenComments(
  db: DbOrTx,
  postId: number,
  authorId: number | undefined,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, postId),
        eq(postComments.moderationStatus, 'hidden'),
        authorId === undefined ? undefined : eq(postComments.authorId, authorId),
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
  postId: number,
  authorId: number | undefined,
  limit: number,
  offset: number,
): Promise<PostCommentRow[]> {
  const visible = authorId === undefined ? undefined : or(isListed, eq(postComments.authorId, authorId));
  return withAuthors(db, and(eq(postComments.postId, postId), visible))
    .limit(limit)
    .offset(offset);
}

export async function findComment(db: DbOrTx, id: number): Promise<PostCommentRow | undefined> {
  return (await withAuthors(db, eq(postComments.id, id)).limit(1))[0];
}

export const {
  insertComment,
  updateComment,
  deleteComment,
  markReported: markCommentReported,
  lockForModeration,
  setModerationStatus,
} = commentWrites(postComments);
