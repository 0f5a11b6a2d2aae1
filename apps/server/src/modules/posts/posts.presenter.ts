import type { Language, PostDto } from '@ktravel/contract';
import { isOwner } from '../../lib/ownership.ts';
import { POST_DELETE_RULE, postEditRule } from '../../lib/post-access.ts';
import type { Viewer } from '../../lib/session-user.ts';
import type { PostRow } from './posts.repository.ts';

/** The viewer's own likes and scraps among the posts of a response. */
export interface ViewerInteractions {
  liked: ReadonlySet<number>;
  scrapped: ReadonlySet<number>;
}

export const NO_INTERACTIONS: ViewerInteractions = { liked: new Set(), scrapped: new Set() };

/**
 * The post for `viewer` reading `language`: the cached row is the same for everybody; what depends on the viewer
 * (isLiked, isScrapped, canEdit, canDelete) and the reader's texts are applied here, per request. A trend article
 * the team translated shows the reader's language, except to those who may edit it: they see and edit the
 * original (DESIGN §8.5).
 */
export function toPostDto(
  row: PostRow,
  viewer: Viewer,
  mine: ViewerInteractions = NO_INTERACTIONS,
  language?: Language,
): PostDto {
  const canEdit = isOwner(viewer, row.authorId, postEditRule(row));
  const texts = (language && !canEdit && row.translations[language]) || row;
  return {
    id: row.id,
    postType: row.postType,
    status: row.status,
    moderationStatus: row.moderationStatus,
    category: row.category,
    title: texts.title,
    content: texts.content,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    author: { id: row.authorId, name: row.authorName || 'User', avatarUrl: row.authorAvatarUrl },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    likeCount: row.likeCount,
    scrapCount: row.scrapCount,
    commentCount: row.commentCount,
    isLiked: mine.liked.has(row.id),
    isScrapped: mine.scrapped.has(row.id),
    order: row.postType === 'trend' ? row.sortOrder : 0,
    aboutTitle: texts.aboutTitle,
    aboutDescription: texts.aboutDescription,
    canEdit,
    canDelete: isOwner(viewer, row.authorId, POST_DELETE_RULE),
  };
}
