import { postComments } from '../../db/schema.ts';
import { commentReads } from '../../lib/comment-pages.ts';
import { type CommentRowBase, commentWrites, type ModerationStatus } from '../../lib/comment-rows.ts';
import { commentCountAndVersion } from '../posts/posts.repository.ts';

/** A post comment with its author, as lists and edits answer it. */
export interface PostCommentRow extends CommentRowBase {
  postId: number;
  moderationStatus: ModerationStatus;
}

/**
 * The post's comments, read and written by the queries every comment table shares (lib/comment-pages.ts,
 * lib/comment-rows.ts; docs/decisions/012 for the paging).
 */
export const { listCommentPage, findComment } = commentReads<PostCommentRow>(
  {
    table: postComments,
    parentId: postComments.postId,
    countAndVersion: commentCountAndVersion,
    name: 'post_comments',
  },
  'postId',
);

export const {
  insertComment,
  updateComment,
  deleteComment,
  markReported: markCommentReported,
  lockForModeration,
  setModerationStatus,
} = commentWrites(postComments);
