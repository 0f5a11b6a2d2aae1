import { asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postComments, users } from '../../db/schema.ts';
import { commentPages } from '../../lib/comment-pages.ts';
import {
  type CommentRowBase,
  commentColumns,
  commentWrites,
  type ModerationStatus,
} from '../../lib/comment-rows.ts';
import { commentCountAndVersion } from '../posts/posts.repository.ts';

export interface PostCommentRow extends CommentRowBase {
  postId: number;
  moderationStatus: ModerationStatus;
}

const columns = {
  ...commentColumns(postComments),
  postId: postComments.postId,
  moderationStatus: postComments.moderationStatus,
};

const withAuthors = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(where)
    .orderBy(asc(postComments.createdAt), asc(postComments.id));

const pages = commentPages({
  table: postComments,
  parentId: postComments.postId,
  countAndVersion: commentCountAndVersion,
  name: 'post_comments',
});

/**
 * A page of the post's comments the viewer may read (hidden ones only to their author and admins), oldest first,
 * and how many there are, as course comments: one statement, without an OFFSET scan (lib/comment-pages.ts).
 * `listedCount` (the post's `commentCount` as just read) only decides which end of the list is nearer.
 */
export async function listCommentPage(
  db: DbOrTx,
  postId: number,
  viewer: { id: number; isAdmin: boolean },
  limit: number,
  offset: number,
  listedCount: number,
): Promise<{ rows: PostCommentRow[]; total: number }> {
  const { rows, total } = await pages.page(
    db,
    {
      parentId: postId,
      viewerId: viewer.id,
      isAdmin: viewer.isAdmin,
      limit,
      offset,
    },
    listedCount,
  );
  return { rows: rows.map(({ parentId, ...row }) => ({ ...row, postId: parentId })), total };
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
