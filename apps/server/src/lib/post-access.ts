import type { ContentStatus, PostStatus, PostType } from '@ktravel/contract';
import type { z } from 'zod';
import type { OwnerRule } from './ownership.ts';
import type { SessionUser } from './session-user.ts';

/** What the visibility and ownership rules of a post read. */
export interface PostAccessFields {
  postType: z.infer<typeof PostType>;
  status: z.infer<typeof PostStatus>;
  moderationStatus: z.infer<typeof ContentStatus>;
  authorId: number;
}

/** Published by its author and not hidden by moderation: what public lists show. */
export const isPublicPost = (post: Pick<PostAccessFields, 'status' | 'moderationStatus'>): boolean =>
  post.status === 'published' && post.moderationStatus !== 'hidden';

/**
 * Who may see a post: anyone when it is public; its author and admins otherwise (drafts, posts the author hid or
 * moderation hid). Everybody else gets the same 404 as for a missing post, on every route (like private courses).
 */
export function canSeePost(post: PostAccessFields, viewer: Pick<SessionUser, 'id' | 'role'> | null): boolean {
  return isPublicPost(post) || viewer?.id === post.authorId || viewer?.role === 'admin';
}

/**
 * Who may edit a post (`isOwner`/`assertOwner` with this rule): its author; for trend articles admins too
 * (docs/decisions/008). Admins moderate community posts (delete, hide), they do not rewrite them.
 */
export const postEditRule = (post: Pick<PostAccessFields, 'postType'>): OwnerRule => ({
  allowAdmin: post.postType === 'trend',
  message:
    post.postType === 'trend'
      ? 'Only admins and the author can edit this article'
      : 'Only the author can edit this post',
});

/** Who may delete a post: its author or an admin. */
export const POST_DELETE_RULE: OwnerRule = {
  allowAdmin: true,
  message: 'Only the author or an admin can delete this post',
};
