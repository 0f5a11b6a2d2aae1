import { z } from 'zod';
import { dbId, ImageUrlInput, Latitude, Longitude, pageOf, pageQuery } from './common.ts';
import { ContentStatus, CourseCategory, CourseVisibility, type Language, PlaceType } from './enums.ts';
import { CalendarDate, ClockTime } from './hours.ts';
import {
  ADMIN_COURSE_PAGE_SIZE,
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_SIZE,
  COURSE_MAX_DAYS,
  COURSE_MAX_STOPS,
  COURSE_PAGE_SIZE,
  MONTHLY_BEST_DEFAULT_LIMIT,
  STOP_DURATION_MAX,
  STOP_DURATION_MIN,
  TITLE_MAX_LENGTH,
} from './limits.ts';
import { CostKrw, DayCostDto } from './money.ts';
import { PlaceFactsDto } from './reviews.ts';

/** A trip day, 1 to 14. */
export const TripDay = z.number().int().min(1).max(COURSE_MAX_DAYS);
/** A planned visit's length in minutes (5–720). */
export const VisitMinutes = z.number().int().min(STOP_DURATION_MIN).max(STOP_DURATION_MAX);

/** One stop as the planner sends it (spec §7 "stops[] each order, name, lat, lng, externalId"). */
export const CourseStopInput = z.object({
  /** 1-based; the stops of a course must be numbered 1..n without gaps or repeats. */
  order: z.number().int().min(1).max(COURSE_MAX_STOPS),
  name: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
  lat: Latitude,
  lng: Longitude,
  /** Outside id of the place (Google/Kakao) or our place id as text, from place search's `placeId`. */
  externalId: z.string().trim().max(300).nullish(),
  /** Our place id when the stop is a catalogue place (place search's `id`). */
  placeId: dbId().nullish(),
  /** The trip day (1–14, default 1); never decreasing along `order` (DESIGN §8.1). */
  day: TripDay.default(1),
  /** The planned arrival, Seoul time `HH:mm`, or null. */
  time: ClockTime.nullish(),
  /** How long the visit takes, 5–720 minutes, or null. */
  durationMinutes: VisitMinutes.nullish(),
  /** The stop's estimated cost in won (entry, meal, ticket), 0–10,000,000, or null (DESIGN §8.7). */
  costKrw: CostKrw.nullish(),
});
export type CourseStopInput = z.infer<typeof CourseStopInput>;

const CourseTitle = z.string().trim().min(1, 'title is required').max(TITLE_MAX_LENGTH);
const STOPS_REQUIRED = 'at least one stop is required';
const STOPS_TOO_MANY = `at most ${COURSE_MAX_STOPS} stops`;

/**
 * POST /api/courses and PUT /api/courses/{id} (same body). A field left out of a PUT keeps what the course has
 * (visibility, category, cover, start date, day count); left out of a POST, it takes its default (public, all,
 * no cover, no date, the last stop's day). `coverUrl`: an upload's `publicUrl` to make the cover photo, the current
 * cover URL to keep it, null to remove it. `startDate` and `dayCount` (and each stop's `day`, `time`,
 * `durationMinutes`) plan the trip on days (DESIGN §8.1); without them a course is one day.
 */
export const CourseBody = z
  .object({
    title: CourseTitle,
    /** Who sees the course: absent, public on create and unchanged on update (an editor's PUT may leave it out). */
    visibility: CourseVisibility.optional(),
    /** Absent: `all` on create, unchanged on update. */
    category: CourseCategory.optional(),
    coverUrl: ImageUrlInput.optional(),
    /** The trip's first day, a Seoul date `YYYY-MM-DD`, or null (no dated warnings, no calendar); absent on update keeps it. */
    startDate: CalendarDate.nullish(),
    /** How many days the trip has, 1–14; at least the last stop's day (its default; absent on update keeps it). */
    dayCount: TripDay.optional(),
    stops: z
      .array(CourseStopInput)
      .min(1, STOPS_REQUIRED)
      .max(COURSE_MAX_STOPS, STOPS_TOO_MANY)
      .refine((stops) => {
        const orders = stops.map((s) => s.order).sort((a, b) => a - b);
        return orders.every((order, i) => order === i + 1);
      }, 'stop order must run 1, 2, 3… without gaps or repeats'),
  })
  .superRefine((course, ctx) => {
    const byOrder = course.stops
      .map((stop, index) => ({ stop, index }))
      .sort((a, b) => a.stop.order - b.stop.order);
    for (let i = 1; i < byOrder.length; i += 1) {
      const { stop, index } = byOrder[i]!;
      if (stop.day < byOrder[i - 1]!.stop.day) {
        ctx.addIssue({
          code: 'custom',
          path: ['stops', index, 'day'],
          message: `day must not decrease along the order (stop ${stop.order} is on day ${stop.day}, after day ${byOrder[i - 1]!.stop.day})`,
        });
        return;
      }
    }
    const lastDay = Math.max(1, ...course.stops.map((s) => s.day));
    if (course.dayCount !== undefined && course.dayCount < lastDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['dayCount'],
        message: `dayCount must be at least the last stop's day (${lastDay})`,
      });
    }
  });
export type CourseBody = z.input<typeof CourseBody>;

/**
 * The course form (planner and course edit): CourseBody's rules for what a person fills in. `stops` are the
 * places picked so far in visiting order, sent numbered as CourseStopInput; `key` lists a place once (place
 * search's `placeId`, or the saved stop's).
 */
export const CoursePlanForm = z.object({
  title: CourseTitle,
  visibility: CourseVisibility,
  category: CourseCategory,
  stops: z
    .array(
      z.object({
        key: z.string().min(1),
        name: z.string(),
        address: z.string().nullable(),
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        externalId: z.string().nullable(),
        placeId: dbId().nullable(),
        day: TripDay,
        time: ClockTime.nullable(),
        durationMinutes: VisitMinutes.nullable(),
        /** The stop's estimated cost in won (DESIGN §8.7); absent in drafts made before costs existed. */
        costKrw: CostKrw.nullable().optional(),
        /** What the linked place usually costs: the planner's suggestion (not sent). */
        usualCostKrw: z.number().int().nullable().optional(),
      }),
    )
    .min(1, STOPS_REQUIRED)
    .max(COURSE_MAX_STOPS, STOPS_TOO_MANY),
  startDate: CalendarDate.nullable(),
  dayCount: TripDay,
});
export type CoursePlanForm = z.input<typeof CoursePlanForm>;

/** Spec §3 "Stop": the stored fields plus display-only ones filled from our place when linked. */
export const CourseStopDto = z.object({
  id: z.number().int(),
  order: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  externalId: z.string().nullable(),
  placeId: z.number().int().nullable(),
  /**
   * The linked place's names in each language (null when not linked): the app shows the stop in the
   * reader's language; `name` is what the planner saved, in the language it was searched in.
   */
  placeName: z.string().nullable(),
  placeNameKo: z.string().nullable(),
  placeNameZh: z.string().nullable(),
  placeNameJa: z.string().nullable(),
  placeNameZhHant: z.string().nullable(),
  /** The linked place's address and description in each language: shown in the reader's language. */
  address: z.string().nullable(),
  addressKo: z.string().nullable(),
  addressZh: z.string().nullable(),
  addressJa: z.string().nullable(),
  addressZhHant: z.string().nullable(),
  /** The linked place's phone number (for "Show in Korean"), or null. */
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  description: z.string().nullable(),
  descriptionKo: z.string().nullable(),
  descriptionZh: z.string().nullable(),
  descriptionJa: z.string().nullable(),
  descriptionZhHant: z.string().nullable(),
  /**
   * The linked place's type (travel, food, cafe); null for a stop not linked to a place. The published document
   * writes null into the enum (OpenAPI 3.0's `nullable` does not extend an enum: apps/server/src/plugins/api-docs.ts).
   */
  category: PlaceType.nullable(),
  types: z.array(z.string()),
  /** What works at the linked place for a visitor (DESIGN §8.6); null when not linked. Always sent by the server. */
  facts: PlaceFactsDto.nullable().optional(),
  /** The linked place's members' average and how many reviewed it (DESIGN §8.6); null and 0 when not linked. */
  reviewAverage: z.number().nullable().optional(),
  reviewCount: z.number().int().nonnegative().optional(),
  /** The trip day (1–14), never decreasing along `order`. */
  day: z.number().int(),
  /** The planned arrival, Seoul time `HH:mm`, or null. */
  time: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  /** The estimated cost in won, or null (DESIGN §8.7). Always sent by the server. */
  costKrw: z.number().int().nullable().optional(),
  /** What a visit to the linked place usually costs (the catalogue's suggestion), or null. */
  usualCostKrw: z.number().int().nullable().optional(),
});
export type CourseStopDto = z.infer<typeof CourseStopDto>;

/** Author of a course or comment. `email` is only given to the author and admins (null for anyone else). */
export const CourseAuthorDto = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type CourseAuthorDto = z.infer<typeof CourseAuthorDto>;

/** Spec §3 "Course". `savedAt` only on saved courses; `isSaved` is for the signed-in viewer (false when anonymous). */
export const CourseDto = z.object({
  id: z.number().int(),
  title: z.string(),
  visibility: CourseVisibility,
  category: CourseCategory,
  authorId: z.number().int(),
  author: CourseAuthorDto,
  createdAt: z.string(),
  /** Same instant as `createdAt` (the spec names both). */
  created_at: z.string(),
  updatedAt: z.string(),
  isAdvertisement: z.boolean(),
  /**
   * The cover photo its author uploaded (WebP, ≤ 1600 px) and its 480 px thumbnail for cards, or null: without one,
   * the app shows the first stop's photo, else the course's route drawn.
   */
  coverUrl: z.string().nullable(),
  coverThumbnailUrl: z.string().nullable(),
  shareCount: z.number().int().nonnegative(),
  saveCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  isSaved: z.boolean(),
  /** The trip's first day (Seoul date `YYYY-MM-DD`), or null. */
  startDate: z.string().nullable(),
  /** How many days the trip has (1–14). */
  dayCount: z.number().int(),
  /**
   * Raised by every edit of the course (title, category, cover, dates, stops): send it back as `If-Match` on PUT
   * so a change someone saved meanwhile is never overwritten unseen (DESIGN §8.4).
   */
  version: z.number().int(),
  /**
   * The signed-in viewer's part in planning it (DESIGN §8.4): `owner` (its author), `editor` or `viewer` (invited),
   * null otherwise (and for anonymous readers).
   */
  viewerRole: z.enum(['owner', 'editor', 'viewer']).nullable(),
  stops: z.array(CourseStopDto),
  /** The sum of the stops' costs in won; null when no stop has one (DESIGN §8.7). Always sent by the server. */
  costTotalKrw: z.number().int().nullable().optional(),
  /** Each day's total, one entry per day of the course (0 for a day without costs). Always sent by the server. */
  costByDay: z.array(DayCostDto).optional(),
  savedAt: z.string().optional(),
});
export type CourseDto = z.infer<typeof CourseDto>;

/**
 * The team's titles of its own (sponsored) courses in other languages, by language (DESIGN §8.5: our own content is
 * in every language). Members' courses have none: they get "Translate".
 */
export type CourseTranslations = Partial<Record<Language, { title: string }>>;

/** GET /api/courses?me=true → `{ data: { myCourses, savedCourses } }` (saved ones carry `savedAt`). */
export const MyCoursesQuery = z.object({ me: z.enum(['true']) });
export const MyCoursesDto = z.object({
  myCourses: z.array(CourseDto),
  savedCourses: z.array(CourseDto),
});
export type MyCoursesDto = z.infer<typeof MyCoursesDto>;

/** GET /api/courses/public?page&limit (default 10) → `{ data: { items, total, page, limit, totalPages } }`. */
export const PublicCoursesQuery = pageQuery(COURSE_PAGE_SIZE);
export const CoursePageDto = pageOf(CourseDto);
export type CoursePageDto = z.infer<typeof CoursePageDto>;

/** GET /api/courses/admin/all?page&limit (default 20) → `{ data: Course[], pagination }` (spec §7). */
export const AdminCoursesQuery = pageQuery(ADMIN_COURSE_PAGE_SIZE);
export const PaginationDto = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export const AdminCoursesResponse = z.object({ data: z.array(CourseDto), pagination: PaginationDto });
export type AdminCoursesResponse = z.infer<typeof AdminCoursesResponse>;

/** GET /api/courses/monthly-best?limit (default 50): advertisements first, then this month's saves + shares. */
export const MonthlyBestQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(MONTHLY_BEST_DEFAULT_LIMIT),
});
/** A monthly-best entry: the course plus its saves and shares made this month (Asia/Seoul). */
export const MonthlyBestCourseDto = CourseDto.extend({
  monthlySaves: z.number().int().nonnegative(),
  monthlyShares: z.number().int().nonnegative(),
  monthlyScore: z.number().int().nonnegative(),
});
export type MonthlyBestCourseDto = z.infer<typeof MonthlyBestCourseDto>;

export const CourseAdvertisementBody = z.object({ isAdvertisement: z.boolean() });
export const CourseVisibilityBody = z.object({ visibility: CourseVisibility });

/** POST /api/courses/{id}/save → 201; DELETE → 200. */
export const CourseSaveDto = z.object({
  courseId: z.number().int(),
  saved: z.boolean(),
  saveCount: z.number().int().nonnegative(),
  savedAt: z.string().nullable(),
});
export type CourseSaveDto = z.infer<typeof CourseSaveDto>;

/** POST /api/courses/{id}/share: `counted` is false when this user/session had already shared it. */
export const CourseShareDto = z.object({
  courseId: z.number().int(),
  shareCount: z.number().int().nonnegative(),
  counted: z.boolean(),
});
export type CourseShareDto = z.infer<typeof CourseShareDto>;

/** Spec §3 "Course comment". */
export const CourseCommentDto = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  created_at: z.string(),
  updatedAt: z.string(),
  author: z.object({ id: z.number().int(), name: z.string(), avatarUrl: z.string().nullable() }),
  /** Moderation (spec §4): a hidden comment is listed only to its author and admins. */
  moderationStatus: ContentStatus,
});
export type CourseCommentDto = z.infer<typeof CourseCommentDto>;

export const CourseCommentsQuery = pageQuery(COMMENT_PAGE_SIZE);
/** GET /api/comments/course/{id}?page&limit → `{ data: { items, total, page, limit, totalPages } }` (oldest first). */
export const CourseCommentPageDto = pageOf(CourseCommentDto);
export type CourseCommentPageDto = z.infer<typeof CourseCommentPageDto>;

export const CommentBody = z.object({
  content: z.string().trim().min(1, 'content is required').max(COMMENT_MAX_LENGTH),
});
export type CommentBody = z.infer<typeof CommentBody>;
