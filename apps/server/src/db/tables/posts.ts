import type { PostTranslations } from '@ktravel/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  contentStatusEnum,
  createdAt,
  id,
  interactionTypeEnum,
  ownedBy,
  postStatusEnum,
  postTypeEnum,
  reportTargetEnum,
  tz,
  updatedAt,
} from './columns.ts';
import { courseComments } from './courses.ts';
import { placeReviews } from './reviews.ts';
import { users } from './users.ts';

/** What everybody may see: published by its author and not hidden by moderation (the public lists' filter). */
const isPublic = sql`status = 'published' and moderation_status <> 'hidden'`;

export const posts = pgTable(
  'posts',
  {
    id: id(),
    postType: postTypeEnum('post_type').notNull(),
    status: postStatusEnum('status').notNull().default('published'),
    /** Moderation by admins; independent of the author's published/draft/hidden status. */
    moderationStatus: contentStatusEnum('moderation_status').notNull().default('active'),
    category: text('category').notNull().default('community'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    /** The 480 px thumbnail of `imageUrl`, for cards. */
    thumbnailUrl: text('thumbnail_url'),
    /** Storage keys of the image files (image and thumbnail), deleted when the image is replaced or the post goes. */
    imageKeys: text('image_keys').array().notNull().default(sql`'{}'::text[]`),
    authorId: ownedBy('author_id', () => users.id),
    /** Display order of trend articles (spec: kept locally in the original; stored here). */
    sortOrder: integer('sort_order').notNull().default(0),
    aboutTitle: text('about_title'),
    aboutDescription: text('about_description'),
    /**
     * The team's texts of a trend article in other languages, `{ ja: { title, content, aboutTitle,
     * aboutDescription }, … }` (DESIGN §8.5), shown to readers of those languages; emptied when the original changes,
     * so no reader gets a translation of an older text.
     */
    translations: jsonb('translations').$type<PostTranslations>().notNull().default({}),
    likeCount: integer('like_count').notNull().default(0),
    scrapCount: integer('scrap_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * Raised by a trigger with every change of what this post's responses show: its row (counters too) and its
     * author's name or avatar (migration 0011). The detail is cached per version (docs/decisions/006).
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public lists' orders (community newest first, trends by their order), ids from the index alone.
    index('posts_public_created_idx').on(t.postType, t.createdAt, t.id).where(isPublic),
    index('posts_public_order_idx').on(t.postType, t.sortOrder, t.id).where(isPublic),
    index('posts_type_status_created_idx').on(t.postType, t.status, t.createdAt),
    index('posts_author_created_idx').on(t.authorId, t.createdAt),
    // Posts not everybody may read (drafts, hidden): My Page counts a member's scraps and comments without
    // others' such posts (0014).
    index('posts_not_public_id_author_idx').on(t.id, t.authorId).where(sql`not (${isPublic})`),
    index('posts_moderation_idx').on(t.moderationStatus),
    index('posts_created_at_idx').on(t.createdAt),
    check(
      'posts_counts_nonnegative',
      sql`${t.likeCount} >= 0 and ${t.scrapCount} >= 0 and ${t.commentCount} >= 0 and ${t.viewCount} >= 0`,
    ),
  ],
);

export const postInteractions = pgTable(
  'post_interactions',
  {
    id: id(),
    postId: ownedBy('post_id', () => posts.id),
    userId: ownedBy('user_id', () => users.id),
    type: interactionTypeEnum('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_interactions_post_user_type_key').on(t.postId, t.userId, t.type),
    index('post_interactions_user_type_created_idx').on(t.userId, t.type, t.createdAt),
    // A member's scrapped (liked) post ids from the index alone: My Page's count (0014).
    index('post_interactions_user_type_post_idx').on(t.userId, t.type, t.postId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    postId: ownedBy('post_id', () => posts.id),
    authorId: ownedBy('author_id', () => users.id),
    content: text('content').notNull(),
    moderationStatus: contentStatusEnum('moderation_status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // (post, time, id): the comment list's order, so a page's ids come from the index alone; the partial one
    // holds exactly the comments `comment_count` counts (not hidden by moderation).
    index('post_comments_post_created_id_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_listed_idx')
      .on(t.postId, t.createdAt, t.id)
      .where(sql`moderation_status <> 'hidden'`),
    // The few hidden comments, for their authors and admins (who still see them).
    index('post_comments_hidden_idx').on(t.postId, t.authorId).where(sql`moderation_status = 'hidden'`),
    index('post_comments_author_created_idx').on(t.authorId, t.createdAt),
    // A member's commented post ids from the index alone: My Page's count (0014).
    index('post_comments_author_post_idx').on(t.authorId, t.postId),
    index('post_comments_moderation_idx').on(t.moderationStatus),
    index('post_comments_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Members' reports (DESIGN §6): once per member per target (the unique indexes), the target in the column of its
 * type. Reports go with their target; a deleted reporter leaves the report for admins (reporter null).
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    targetType: reportTargetEnum('target_type').notNull(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    courseCommentId: integer('course_comment_id').references(() => courseComments.id, {
      onDelete: 'cascade',
    }),
    reviewId: integer('review_id').references(() => placeReviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    /** When an admin's decision on the target (active or hidden) closed the report; null while open. */
    closedAt: tz('closed_at'),
  },
  (t) => [
    uniqueIndex('content_reports_post_reporter_key').on(t.postId, t.reporterId),
    uniqueIndex('content_reports_comment_reporter_key').on(t.commentId, t.reporterId),
    uniqueIndex('content_reports_course_comment_reporter_key').on(t.courseCommentId, t.reporterId),
    uniqueIndex('content_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    index('content_reports_reporter_idx').on(t.reporterId),
    index('content_reports_created_at_idx').on(t.createdAt),
    // The open reports: the dashboard's count and the admins' queue, at any number of closed ones.
    index('content_reports_open_idx').on(t.createdAt, t.id).where(sql`closed_at is null`),
    check(
      'content_reports_target',
      // `review` is written as the last branch: a migration may not use an enum value it adds (0033).
      sql`num_nonnulls(${t.postId}, ${t.commentId}, ${t.courseCommentId}, ${t.reviewId}) = 1 and case ${t.targetType}
        when 'post' then ${t.postId} is not null
        when 'comment' then ${t.commentId} is not null
        when 'courseComment' then ${t.courseCommentId} is not null
        else ${t.reviewId} is not null end`,
    ),
  ],
);

/**
 * Posts per (type, author status, hidden by moderation), kept exact by statement triggers on `posts` (migration
 * 0011) like `place_counts`: a list's total is a row read at any number of posts.
 */
export const postCounts = pgTable(
  'post_counts',
  {
    postType: postTypeEnum('post_type').notNull(),
    status: postStatusEnum('status').notNull(),
    isHidden: boolean('is_hidden').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postType, t.status, t.isHidden] })],
);

/**
 * One row whose version goes up at the commit of every transaction that changes a post row (and so its
 * counters): the post lists are cached per version (docs/decisions/006).
 */
export const postVersion = pgTable(
  'post_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('post_version_single_row', sql`${t.id} = 1`)],
);
