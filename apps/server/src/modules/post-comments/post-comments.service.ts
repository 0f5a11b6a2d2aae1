import type { PostCommentDto, PostCommentPageDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordIdempotentEffect } from '../../lib/idempotent-effect.ts';
import { assertOwner, COMMENT_DELETE_RULE, COMMENT_EDIT_RULE, type OwnerRule } from '../../lib/ownership.ts';
import { type PageRequest, pageOffset, toPage } from '../../lib/pagination.ts';
import { canSeePost } from '../../lib/post-access.ts';
import { isAdmin, type SessionUser, type Viewer } from '../../lib/session-user.ts';
import { commentLabel, recordDeleteByAdmin } from '../audit/audit.repository.ts';
import { findPostAccess } from '../posts/posts.repository.ts';
import { postNotFound } from '../posts/posts.service.ts';
import * as repo from './post-comments.repository.ts';

export const commentNotFound = () => notFound('COMMENT_NOT_FOUND', 'Comment not found');

function toDto(row: repo.PostCommentRow): PostCommentDto {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.authorId, name: row.authorName || 'User', avatarUrl: row.authorAvatarUrl },
    moderationStatus: row.moderationStatus,
  };
}

/** Whether the viewer may read the comment: everybody unless moderation hid it; then its author and admins. */
export const canSeeComment = (comment: repo.PostCommentRow, viewer: Viewer) =>
  comment.moderationStatus !== 'hidden' || viewer?.id === comment.authorId || isAdmin(viewer);

/**
 * Comments on posts. A post the caller may not see has no comments for them either (404, like the post);
 * comments hidden by moderation are listed only to their author and admins. `comment_count` follows by trigger
 * (migration 0011), also when a user or the post is deleted.
 */
export class PostCommentsService {
  constructor(private readonly db: Db) {}

  /** The page and its total come from one statement, after the access check. */
  async list(postId: number, request: PageRequest, viewer: Viewer): Promise<PostCommentPageDto> {
    const post = await findPostAccess(this.db, postId);
    if (!post || !canSeePost(post, viewer)) throw postNotFound();
    const reader = { id: viewer?.id ?? 0, isAdmin: isAdmin(viewer) };
    const page = await repo.listCommentPage(
      this.db,
      postId,
      reader,
      request.limit,
      pageOffset(request),
      post.commentCount,
    );
    return toPage(page.rows.map(toDto), page.total, request);
  }

  async create(user: SessionUser, postId: number, content: string): Promise<PostCommentDto> {
    const id = await this.db.transaction(async (tx) => {
      // Locked so the post cannot be deleted between the check and the insert.
      const post = await findPostAccess(tx, postId, 'share');
      if (!post || !canSeePost(post, user)) throw postNotFound();
      const inserted = await repo.insertComment(tx, { postId, authorId: user.id, content });
      await recordIdempotentEffect(tx, inserted);
      return inserted;
    });
    return toDto((await repo.findComment(this.db, id))!);
  }

  /** The comment `create` made, as it answered (a repeat whose answer was lost, replayed); 404 once deleted. */
  async created(id: number): Promise<PostCommentDto> {
    const comment = await repo.findComment(this.db, id);
    if (!comment) throw commentNotFound();
    return toDto(comment);
  }

  /**
   * The comment, when the user may see it (on a post visible to them; a hidden one only as its author or an
   * admin; else 404) and the rule lets them change it (else 403).
   */
  private async changeable(user: SessionUser, id: number, rule: OwnerRule): Promise<repo.PostCommentRow> {
    const comment = await repo.findComment(this.db, id);
    if (!comment || !canSeeComment(comment, user)) throw commentNotFound();
    const post = await findPostAccess(this.db, comment.postId);
    if (!post || !canSeePost(post, user)) throw commentNotFound();
    assertOwner(user, comment.authorId, rule);
    return comment;
  }

  /** The author only; admins moderate by hiding or deleting, they do not rewrite what others wrote. */
  async update(user: SessionUser, id: number, content: string): Promise<PostCommentDto> {
    const comment = await this.changeable(user, id, COMMENT_EDIT_RULE);
    await repo.updateComment(this.db, id, content);
    return toDto((await repo.findComment(this.db, comment.id))!);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    const comment = await this.changeable(user, id, COMMENT_DELETE_RULE);
    await this.db.transaction(async (tx) => {
      if (!(await repo.deleteComment(tx, id))) throw commentNotFound();
      await recordDeleteByAdmin(tx, user, comment.authorId, {
        action: 'content.delete',
        target: { type: 'comment', id, label: commentLabel(comment.content) },
        before: { status: comment.moderationStatus },
      });
    });
  }
}
