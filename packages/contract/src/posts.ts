import { z } from 'zod';
import { dbId, ImageUrlInput, pageOf, pageQuery } from './common.ts';
import { ContentStatus, type Language, PostStatus, PostType } from './enums.ts';
import {
  ABOUT_DESCRIPTION_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMUNITY_PAGE_SIZE,
  POST_COMMENT_PAGE_SIZE,
  POST_CONTENT_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TREND_LIST_SIZE,
} from './limits.ts';

/** K-Buzz: trend articles and community posts (spec §3 "Post", "Post comment", "Interaction stats"). */

export const PostAuthorDto = z.object({
  id: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PostAuthorDto = z.infer<typeof PostAuthorDto>;

/** What a post is wherever it is listed (`PostDto`, My Page's `MyPostDto`): its kind, both statuses and its text. */
export const postFields = {
  id: z.number().int(),
  postType: PostType,
  /** The author's status: published, draft or hidden (drafts and hidden posts only reach the author and admins). */
  status: PostStatus,
  /** Admins' moderation: active, hidden or reported (reported posts stay visible until an admin hides them). */
  moderationStatus: ContentStatus,
  category: z.string(),
  title: z.string(),
  content: z.string(),
};

/** Spec §3 "Post" plus the trend extras and what the caller may do with it. */
export const PostDto = z.object({
  ...postFields,
  /** The re-encoded image (WebP, longest side ≤ 1600 px), or null. */
  imageUrl: z.string().nullable(),
  /** Its 480 px thumbnail for cards, or null. */
  thumbnailUrl: z.string().nullable(),
  author: PostAuthorDto,
  createdAt: z.string(),
  updatedAt: z.string(),
  likeCount: z.number().int().nonnegative(),
  scrapCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  /** Whether the session's user liked / scrapped it (false when anonymous). */
  isLiked: z.boolean(),
  isScrapped: z.boolean(),
  /** Trend articles: display order (ascending); community posts: 0. */
  order: z.number().int(),
  aboutTitle: z.string().nullable(),
  aboutDescription: z.string().nullable(),
  /** What the server lets the caller do (the UI shows only these buttons). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type PostDto = z.infer<typeof PostDto>;

/**
 * The team's own texts of a trend article in other languages (DESIGN §8.5: our own content is in every language),
 * by language; the reader gets theirs in place of the original. Members' posts have none (they get "Translate").
 */
export const PostTexts = z.object({
  title: z.string(),
  content: z.string(),
  aboutTitle: z.string().nullable(),
  aboutDescription: z.string().nullable(),
});
export type PostTexts = z.infer<typeof PostTexts>;
export type PostTranslations = Partial<Record<Language, PostTexts>>;

/**
 * GET /api/posts. Public lists show published posts that moderation has not hidden; `status` other than
 * published (or `all`) is for admins. Trends default to their stored order, community posts to newest first.
 */
export const PostListQuery = pageQuery(COMMUNITY_PAGE_SIZE, TREND_LIST_SIZE).extend({
  postType: PostType.optional(),
  status: z.enum(['published', 'draft', 'hidden', 'all']).default('published'),
  orderBy: z.enum(['order', 'newest', 'oldest', 'popular']).optional(),
});
export type PostListQuery = z.infer<typeof PostListQuery>;

export const PostPageDto = pageOf(PostDto);
export type PostPageDto = z.infer<typeof PostPageDto>;

const PostTitle = z.string().trim().min(1, 'title is required').max(TITLE_MAX_LENGTH);
const AboutTitle = z.string().trim().max(TITLE_MAX_LENGTH).nullable();
const AboutDescription = z.string().trim().max(ABOUT_DESCRIPTION_MAX_LENGTH).nullable();

/** POST /api/posts (community: any member; trend: admins). Content is optional on create (spec §5). */
export const CreatePostBody = z.object({
  title: PostTitle,
  content: z.string().trim().max(POST_CONTENT_MAX_LENGTH).default(''),
  postType: PostType.default('community'),
  status: PostStatus.default('published'),
  imageUrl: ImageUrlInput.optional(),
  aboutTitle: AboutTitle.optional(),
  aboutDescription: AboutDescription.optional(),
});
export type CreatePostBody = z.input<typeof CreatePostBody>;

/** PUT /api/posts/{id}: title and body required on edit; `imageUrl` null removes the image, absent keeps it. */
export const UpdatePostBody = z.object({
  title: PostTitle,
  content: z.string().trim().min(1, 'content is required').max(POST_CONTENT_MAX_LENGTH),
  status: PostStatus.optional(),
  imageUrl: ImageUrlInput.optional(),
  aboutTitle: AboutTitle.optional(),
  aboutDescription: AboutDescription.optional(),
});
export type UpdatePostBody = z.input<typeof UpdatePostBody>;

/** The create dialog's text fields; the image is uploaded apart and sent as `imageUrl` (web forms). */
export const PostCreateForm = CreatePostBody.pick({ title: true, content: true });
export type PostCreateForm = z.input<typeof PostCreateForm>;

/** The post page's edit form: title and body required, and the author's status (web forms). */
export const PostEditForm = UpdatePostBody.pick({ title: true, content: true, status: true });
export type PostEditForm = z.input<typeof PostEditForm>;

/** The trend edit dialog: title (required), body and the about box; the image travels apart (web forms). */
export const TrendEditForm = UpdatePostBody.pick({
  title: true,
  content: true,
  aboutTitle: true,
  aboutDescription: true,
});
export type TrendEditForm = z.input<typeof TrendEditForm>;

/** PUT /api/posts/trends/order (admins): every trend's id in the new order, set in one transaction. */
export const TrendOrderBody = z.object({
  ids: z
    .array(dbId())
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat'),
});
export type TrendOrderBody = z.infer<typeof TrendOrderBody>;

/** POST /api/posts/buzz/{id}/like toggles the caller's like. */
export const LikeResultDto = z.object({
  postId: z.number().int(),
  liked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
});
export type LikeResultDto = z.infer<typeof LikeResultDto>;

/** POST /api/interactions/toggle (spec §7: `{ interactionType: 'scrap', postId }`; `like` works the same). */
export const InteractionToggleBody = z.object({
  interactionType: z.enum(['scrap', 'like']),
  postId: dbId(),
});
export type InteractionToggleBody = z.infer<typeof InteractionToggleBody>;

export const InteractionToggleDto = z.object({
  postId: z.number().int(),
  interactionType: z.enum(['scrap', 'like']),
  /** The caller's state after the toggle. */
  active: z.boolean(),
  scrapped: z.boolean(),
  liked: z.boolean(),
  scrapCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
});
export type InteractionToggleDto = z.infer<typeof InteractionToggleDto>;

/** GET /api/interactions/stats/post/{id}: for the session's user (anonymous: both false). */
export const InteractionStatsDto = z.object({
  postId: z.number().int(),
  scrapCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
  userInteractions: z.object({ liked: z.boolean(), scrapped: z.boolean() }),
});
export type InteractionStatsDto = z.infer<typeof InteractionStatsDto>;

/** Spec §3 "Post comment". */
export const PostCommentDto = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: PostAuthorDto,
  moderationStatus: ContentStatus,
});
export type PostCommentDto = z.infer<typeof PostCommentDto>;

/** GET /api/comments/post/{id}?page&limit (oldest first, at most 50 a page). */
export const PostCommentsQuery = pageQuery(POST_COMMENT_PAGE_SIZE, POST_COMMENT_PAGE_SIZE);
export const PostCommentPageDto = pageOf(PostCommentDto);
export type PostCommentPageDto = z.infer<typeof PostCommentPageDto>;

export const PostCommentBody = z.object({
  content: z.string().trim().min(1, 'content is required').max(COMMENT_MAX_LENGTH),
});
export type PostCommentBody = z.infer<typeof PostCommentBody>;

/** What members report (DESIGN §6): posts, post comments, course comments and place reviews (DESIGN §8.6). */
export const REPORT_TARGETS = ['post', 'comment', 'courseComment', 'review'] as const;
export const ReportTarget = z.enum(REPORT_TARGETS);

/** POST /api/reports: once per member per target, never one's own content. */
export const ReportBody = z.object({
  targetType: ReportTarget,
  targetId: dbId(),
  reason: z.string().trim().max(REPORT_REASON_MAX_LENGTH).default(''),
});
export type ReportBody = z.input<typeof ReportBody>;

export const ReportDto = z.object({
  id: z.number().int(),
  targetType: ReportTarget,
  targetId: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ReportDto = z.infer<typeof ReportDto>;

/** The newest reports a member's "Reported" buttons can show, at most. */
export const MY_REPORTS_LIMIT = 1000;

/**
 * GET /api/reports/mine: what the signed-in member reported (newest first, at most `MY_REPORTS_LIMIT`), so a Report
 * button they used shows "Reported" on every device and after a reload.
 */
export const MyReportsDto = z.object({
  items: z.array(z.object({ targetType: ReportTarget, targetId: z.number().int() })),
});
export type MyReportsDto = z.infer<typeof MyReportsDto>;
