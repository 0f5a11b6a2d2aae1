import type { CourseTranslations } from '@ktravel/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  contentStatusEnum,
  courseCategoryEnum,
  courseVisibilityEnum,
  createdAt,
  id,
  ownedBy,
  updatedAt,
} from './columns.ts';
import { places } from './places.ts';
import { users } from './users.ts';

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    visibility: courseVisibilityEnum('visibility').notNull().default('public'),
    category: courseCategoryEnum('category').notNull().default('all'),
    authorId: ownedBy('author_id', () => users.id),
    isAdvertisement: boolean('is_advertisement').notNull().default(false),
    /** The cover photo its author uploaded (re-encoded WebP, ≤ 1600 px) and its 480 px thumbnail, or null. */
    coverUrl: text('cover_url'),
    coverThumbnailUrl: text('cover_thumbnail_url'),
    /** Storage keys of the cover's files, deleted when it is replaced or removed or the course goes. */
    coverKeys: text('cover_keys').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The team's titles of its own (sponsored) course in other languages, `{ ja: { title } }` (DESIGN §8.5), shown
     * to readers of those languages; emptied when the title changes.
     */
    translations: jsonb('translations').$type<CourseTranslations>().notNull().default({}),
    /** The trip's first day (a Seoul date), or null when not planned on dates yet (DESIGN §8.1). */
    startDate: date('start_date', { mode: 'string' }),
    /** How many days the trip has (1–14): day columns may be empty, so it is not only the last stop's day. */
    dayCount: smallint('day_count').notNull().default(1),
    /** Counters kept in the same transaction as the rows they count. */
    shareCount: integer('share_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * Raised by a trigger with every change of what this course's responses show: its row (counters too), its
     * stops, their places, its author's name or avatar (migration 0006). The detail is cached per version.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /**
     * Raised by every edit of the course itself (title, category, cover, dates, days, stops; not its counters or
     * its places' changes): `CourseDto.version`, which `If-Match` on PUT compares (DESIGN §8.4).
     */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_visibility_created_idx').on(t.visibility, t.createdAt),
    index('courses_author_created_idx').on(t.authorId, t.createdAt),
    index('courses_created_at_idx').on(t.createdAt),
    index('courses_category_idx').on(t.category),
    // Private courses: My Page counts a member's saves and comments without others' private ones (0014).
    index('courses_private_id_author_idx').on(t.id, t.authorId).where(sql`visibility = 'private'`),
    // The monthly best's candidates (issue 16): the public courses by all-time saves, newest first, and the
    // advertisements, each read from a small index whatever the number of courses.
    index('courses_public_saves_idx').on(t.saveCount, t.createdAt, t.id).where(sql`visibility = 'public'`),
    index('courses_public_ads_idx').on(t.id).where(sql`visibility = 'public' and is_advertisement`),
    check('courses_day_count_range', sql`${t.dayCount} between 1 and 14`),
    check(
      'courses_counts_nonnegative',
      sql`${t.shareCount} >= 0 and ${t.saveCount} >= 0 and ${t.commentCount} >= 0`,
    ),
  ],
);

export const courseStops = pgTable(
  'course_stops',
  {
    id: id(),
    courseId: ownedBy('course_id', () => courses.id),
    /** 1-based, contiguous within a course. */
    order: integer('order').notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    externalId: text('external_id'),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    /** The trip day (1–14), never decreasing along `order`. */
    day: smallint('day').notNull().default(1),
    /** The planned arrival (Seoul wall-clock time), or null. */
    arrivalTime: time('arrival_time'),
    /** How long the visit takes, 5–720 minutes, or null. */
    durationMinutes: smallint('duration_minutes'),
    /** The stop's estimated cost in won (entry, meal, ticket), 0–10,000,000, or null (DESIGN §8.7). */
    costKrw: integer('cost_krw'),
  },
  (t) => [
    uniqueIndex('course_stops_course_order_key').on(t.courseId, t.order),
    index('course_stops_place_id_idx').on(t.placeId),
    check('course_stops_order_positive', sql`${t.order} >= 1`),
    check('course_stops_day_range', sql`${t.day} between 1 and 14`),
    check('course_stops_duration_range', sql`${t.durationMinutes} between 5 and 720`),
    check('course_stops_cost_range', sql`${t.costKrw} between 0 and 10000000`),
  ],
);

export const courseSaves = pgTable(
  'course_saves',
  {
    id: id(),
    courseId: ownedBy('course_id', () => courses.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_saves_course_user_key').on(t.courseId, t.userId),
    index('course_saves_user_created_idx').on(t.userId, t.createdAt),
    // A member's saved course ids from the index alone: My Page's count (0014).
    index('course_saves_user_course_idx').on(t.userId, t.courseId),
    index('course_saves_created_course_idx').on(t.createdAt, t.courseId),
  ],
);

export const courseShares = pgTable(
  'course_shares',
  {
    id: id(),
    courseId: ownedBy('course_id', () => courses.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'u:{userId}' for a member or 's:{hash}' for an anonymous session: one share each per course. */
    sharerKey: text('sharer_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_shares_course_sharer_key').on(t.courseId, t.sharerKey),
    index('course_shares_created_course_idx').on(t.createdAt, t.courseId),
  ],
);

export const courseComments = pgTable(
  'course_comments',
  {
    id: id(),
    courseId: ownedBy('course_id', () => courses.id),
    authorId: ownedBy('author_id', () => users.id),
    content: text('content').notNull(),
    /** Moderation by admins: a member's report makes it `reported` (DESIGN §6). */
    moderationStatus: contentStatusEnum('moderation_status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // (course, time, id): the comment list's order, so a page's ids come from the index alone; the partial one
    // holds exactly the comments `comment_count` counts (not hidden by moderation), as for post comments.
    index('course_comments_course_created_id_idx').on(t.courseId, t.createdAt, t.id),
    index('course_comments_listed_idx')
      .on(t.courseId, t.createdAt, t.id)
      .where(sql`moderation_status <> 'hidden'`),
    // The few hidden comments, for their authors and admins (who still see them).
    index('course_comments_hidden_idx').on(t.courseId, t.authorId).where(sql`moderation_status = 'hidden'`),
    index('course_comments_author_created_idx').on(t.authorId, t.createdAt),
    // A member's commented course ids from the index alone: My Page's count (0014).
    index('course_comments_author_course_idx').on(t.authorId, t.courseId),
    index('course_comments_moderation_idx').on(t.moderationStatus),
    // Newest first across every course: the admins' moderation table.
    index('course_comments_created_at_idx').on(t.createdAt),
  ],
);
