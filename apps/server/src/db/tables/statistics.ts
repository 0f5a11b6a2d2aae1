import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/**
 * Daily rollups for the admin statistics (issue 14), so the statistics read a few thousand rows at any amount of
 * data. Triggers (migration 0013) append one row per statement that creates or deletes what they count (`+n` or
 * `-n` on the Asia/Seoul day of the row's `created_at`), and the page-view recorder appends its counts: inserts
 * only, so no writer waits for another on a hot counter row. A periodic job folds the appended rows into one
 * `compacted` row per (day, metric, key); readers sum both kinds.
 */
export const activityDays = pgTable(
  'activity_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    /** `users`, `posts` (key: category), `courses` (key: category), `comments` (key: post or course), `page_views` (key: path). */
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    n: bigint('n', { mode: 'number' }).notNull(),
    compacted: boolean('compacted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('activity_days_compacted_key').on(t.day, t.metric, t.key).where(sql`compacted`),
    index('activity_days_metric_day_idx').on(t.metric, t.day),
    index('activity_days_pending_idx').on(t.id).where(sql`not compacted`),
  ],
);

/** Per post and day: views (one per session per day), likes and comments, appended and compacted likewise. */
export const postActivityDays = pgTable(
  'post_activity_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    compacted: boolean('compacted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('post_activity_days_compacted_key').on(t.day, t.postId).where(sql`compacted`),
    index('post_activity_days_day_idx').on(t.day),
    index('post_activity_days_post_idx').on(t.postId),
    index('post_activity_days_pending_idx').on(t.id).where(sql`not compacted`),
  ],
);

/**
 * Who already viewed a post today, so a view counts once per session per post per day: a keyed hash of the
 * session (or, for visitors without one, of their address and browser), kept for two days only.
 */
export const postViewMarks = pgTable(
  'post_view_marks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.viewer] }), index('post_view_marks_day_idx').on(t.day)],
);
