import { z } from 'zod';
import { pageOf, pageQuery } from './common.ts';
import { CourseDto } from './courses.ts';
import { ContentStatus, CourseCategory, CourseVisibility, PostStatus, PostType, Role } from './enums.ts';
import { EMAIL_MAX_LENGTH, MYPAGE_GRID_PAGE_SIZE, MYPAGE_PAGE_SIZE } from './limits.ts';
import { BookmarkDto } from './places.ts';
import { postFields } from './posts.ts';

/** My Page (spec §2, §3 "My page stats", "My post", "My scrap", comments in My Page, §7 My Page). */

/** Lists' texts are cut to this many characters (the list shows a preview; the post page shows the rest). */
export const MYPAGE_EXCERPT_LENGTH = 200;
/** Course comments in My Page load this many at a time ("load more", spec §2). */
export const MYPAGE_COURSE_COMMENTS_PAGE_SIZE = MYPAGE_PAGE_SIZE;

/** GET /api/mypage/stats: the session user's counts (one database round trip), and when they joined. */
export const MyPageStatsDto = z.object({
  bookmarkCount: z.number().int().nonnegative(),
  savedCourseCount: z.number().int().nonnegative(),
  courseCount: z.number().int().nonnegative(),
  courseCommentCount: z.number().int().nonnegative(),
  scrapCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  /** Places the member reviewed (DESIGN §8.6). */
  reviewCount: z.number().int().nonnegative(),
  /** The account's creation time ("member since"). */
  memberSince: z.string(),
});
export type MyPageStatsDto = z.infer<typeof MyPageStatsDto>;

/** Posts, scraps, comments and course comments: 10 a page. */
export const MyPageListQuery = pageQuery(MYPAGE_PAGE_SIZE);
export type MyPageListQuery = z.infer<typeof MyPageListQuery>;
/** Bookmarks and courses: 12 a page. */
export const MyPageGridQuery = pageQuery(MYPAGE_GRID_PAGE_SIZE);
export type MyPageGridQuery = z.infer<typeof MyPageGridQuery>;

/**
 * `GET /api/mypage/courses`: `tab=created` (default) the member's own courses; `tab=shared` others' courses they
 * plan with them as an editor or viewer (DESIGN §8.4), newest join first.
 */
export const MyPageCoursesQuery = MyPageGridQuery.extend({
  tab: z.enum(['created', 'shared']).default('created'),
});
export type MyPageCoursesQuery = z.infer<typeof MyPageCoursesQuery>;

/**
 * Spec §3 "My post": the member's own posts, drafts and hidden ones included (labelled by `status`; one an admin
 * hid is still listed for its author, labelled by `moderationStatus`). `content` is its first MYPAGE_EXCERPT_LENGTH
 * characters.
 */
export const MyPostDto = z.object({
  ...postFields,
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type MyPostDto = z.infer<typeof MyPostDto>;
export const MyPostPageDto = pageOf(MyPostDto);
export type MyPostPageDto = z.infer<typeof MyPostPageDto>;

/** Spec §3 "My scrap": `id` is the scrap's, `createdAt` when it was scrapped. */
export const MyScrapDto = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  postType: PostType,
  category: z.string(),
  title: z.string(),
  /** The first MYPAGE_EXCERPT_LENGTH characters of the post. */
  content: z.string(),
  author: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  createdAt: z.string(),
});
export type MyScrapDto = z.infer<typeof MyScrapDto>;
export const MyScrapPageDto = pageOf(MyScrapDto);
export type MyScrapPageDto = z.infer<typeof MyScrapPageDto>;

/** Spec §3 "Post comment" in My Page: the comment and its post. */
export const MyPostCommentDto = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  moderationStatus: ContentStatus,
  post: z.object({ id: z.number().int(), postType: PostType, title: z.string() }),
});
export type MyPostCommentDto = z.infer<typeof MyPostCommentDto>;
export const MyPostCommentPageDto = pageOf(MyPostCommentDto);
export type MyPostCommentPageDto = z.infer<typeof MyPostCommentPageDto>;

/** Spec §3 "Course comment" in My Page: the comment and its course `{ id, title, author { name } }`. */
export const MyCourseCommentDto = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  moderationStatus: ContentStatus,
  course: z.object({ id: z.number().int(), title: z.string(), author: z.object({ name: z.string() }) }),
});
export type MyCourseCommentDto = z.infer<typeof MyCourseCommentDto>;
export const MyCourseCommentPageDto = pageOf(MyCourseCommentDto);
export type MyCourseCommentPageDto = z.infer<typeof MyCourseCommentPageDto>;

export const MyBookmarkPageDto = pageOf(BookmarkDto);
export type MyBookmarkPageDto = z.infer<typeof MyBookmarkPageDto>;

/** Created courses, and saved ones (which carry `savedAt`). */
export const MyCoursePageDto = pageOf(CourseDto);
export type MyCoursePageDto = z.infer<typeof MyCoursePageDto>;

/** DELETE /api/mypage/account: the account's email, typed by the member; anything else is a 400. */
export const DeleteAccountBody = z.object({
  confirm: z.string().trim().min(1, 'type your email to confirm').max(EMAIL_MAX_LENGTH),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** The account dialog's form: the same rule as the body (the email is compared on the server). */
export const DeleteAccountForm = DeleteAccountBody;
export type DeleteAccountForm = z.input<typeof DeleteAccountForm>;

const ExportPostRef = z.object({ postId: z.number().int(), title: z.string(), createdAt: z.string() });

/**
 * GET /api/mypage/export: everything stored about the member, as a downloaded JSON file (not wrapped in
 * `data`: the body is the file).
 */
export const MyDataExportDto = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    role: Role,
    provider: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
  bookmarks: z.array(
    z.object({
      placeId: z.number().int(),
      name: z.string(),
      address: z.string().nullable(),
      lat: z.number(),
      lng: z.number(),
      createdAt: z.string(),
    }),
  ),
  courses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      visibility: CourseVisibility,
      category: CourseCategory,
      createdAt: z.string(),
      updatedAt: z.string(),
      stops: z.array(
        z.object({
          order: z.number().int(),
          name: z.string(),
          lat: z.number(),
          lng: z.number(),
          externalId: z.string().nullable(),
        }),
      ),
    }),
  ),
  savedCourses: z.array(z.object({ courseId: z.number().int(), title: z.string(), savedAt: z.string() })),
  posts: z.array(
    z.object({
      id: z.number().int(),
      postType: PostType,
      status: PostStatus,
      category: z.string(),
      title: z.string(),
      content: z.string(),
      imageUrl: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  postComments: z.array(
    z.object({
      id: z.number().int(),
      postId: z.number().int(),
      content: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  courseComments: z.array(
    z.object({
      id: z.number().int(),
      courseId: z.number().int(),
      content: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  scraps: z.array(ExportPostRef),
  likes: z.array(ExportPostRef),
  reports: z.array(
    z.object({
      targetType: z.string(),
      targetId: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Others' courses the member plans with them (DESIGN §8.4). */
  collaborations: z.array(
    z.object({ courseId: z.number().int(), title: z.string(), role: z.string(), joinedAt: z.string() }),
  ),
  /** Places the member reviewed (DESIGN §8.6), with the photos' addresses. */
  reviews: z.array(
    z.object({
      id: z.number().int(),
      placeId: z.number().int(),
      placeName: z.string(),
      rating: z.number().int(),
      text: z.string(),
      language: z.string(),
      visitedOn: z.string().nullable(),
      photoUrls: z.array(z.string()),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** Others' reviews the member marked helpful. */
  helpfulVotes: z.array(z.object({ reviewId: z.number().int(), createdAt: z.string() })),
  /** What the member proposed about places' facts, and what admins decided. */
  factProposals: z.array(
    z.object({
      id: z.number().int(),
      placeId: z.number().int(),
      placeName: z.string(),
      status: z.string(),
      facts: z.record(z.string(), z.unknown()),
      note: z.string(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  /** The member's lines in courses' activity (what they changed, where). */
  courseActivity: z.array(
    z.object({
      courseId: z.number().int(),
      kind: z.string(),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type MyDataExportDto = z.infer<typeof MyDataExportDto>;
