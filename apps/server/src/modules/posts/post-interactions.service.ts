import type { InteractionStatsDto, InteractionToggleDto, LikeResultDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { canSeePost } from '../../lib/post-access.ts';
import type { SessionUser, Viewer } from '../../lib/session-user.ts';
import {
  findInteractionsAmong,
  type InteractionType,
  toggleInteraction,
} from './post-interactions.repository.ts';
import { NO_INTERACTIONS } from './posts.presenter.ts';
import { findPostAccess, findPostCounts, type PostCounts } from './posts.repository.ts';
import { type PostsService, postNotFound } from './posts.service.ts';

/**
 * Likes and scraps: one table (`post_interactions`, DESIGN §6), toggled by the session's member; counts move by
 * trigger in the toggle's transaction, so they stay exact under concurrent toggles and never go below zero.
 */
export class PostInteractionsService {
  constructor(
    private readonly db: Db,
    private readonly posts: PostsService,
  ) {}

  async toggle(user: SessionUser, postId: number, type: InteractionType): Promise<InteractionToggleDto> {
    return (await this.toggled(user, postId, type)).result;
  }

  /** The toggle, and the post's counters as it committed them. */
  private toggled(
    user: SessionUser,
    postId: number,
    type: InteractionType,
  ): Promise<{ result: InteractionToggleDto; counts: PostCounts }> {
    return this.db.transaction(async (tx) => {
      // Locked so the post cannot be deleted between the check and the toggle.
      const post = await findPostAccess(tx, postId, 'share');
      if (!post || !canSeePost(post, user)) throw postNotFound();
      const active = await toggleInteraction(tx, postId, user.id, type);
      const counts = (await findPostCounts(tx, postId))!;
      const mine = await findInteractionsAmong(tx, user.id, [postId]);
      const result = {
        postId,
        interactionType: type,
        active,
        liked: mine.liked.has(postId),
        scrapped: mine.scrapped.has(postId),
        likeCount: counts.likeCount,
        scrapCount: counts.scrapCount,
      };
      return { result, counts };
    });
  }

  /**
   * A like changes the post's like count and nothing any member's counts show: this instance moves only that
   * post's kept version and detail to the new counters (`PostsService.countersChanged`; the list pages stay).
   */
  async like(user: SessionUser, postId: number): Promise<LikeResultDto> {
    const { result, counts } = await this.toggled(user, postId, 'like');
    this.posts.countersChanged(postId, counts);
    return { postId, liked: result.liked, likeCount: result.likeCount };
  }

  /** The counts and the session's own state (anonymous: neither); never another user's. */
  async stats(viewer: Viewer, postId: number): Promise<InteractionStatsDto> {
    const post = await findPostAccess(this.db, postId);
    if (!post || !canSeePost(post, viewer)) throw postNotFound();
    const [counts, mine] = await Promise.all([
      findPostCounts(this.db, postId),
      viewer ? findInteractionsAmong(this.db, viewer.id, [postId]) : NO_INTERACTIONS,
    ]);
    return {
      postId,
      likeCount: counts?.likeCount ?? 0,
      scrapCount: counts?.scrapCount ?? 0,
      userInteractions: { liked: mine.liked.has(postId), scrapped: mine.scrapped.has(postId) },
    };
  }
}
