import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseSaves, courseShares, courses, users } from '../../db/schema.ts';
import { perDatabase } from '../../lib/per-database.ts';
import { type CourseRow, courseColumns, withParsedStops } from './courses.repository.ts';

/** Saves and shares of courses: who saved what, the monthly ranking they make, and the counters they move. */

function prepareSavedAmong(db: DbOrTx) {
  return db
    .select({ courseId: courseSaves.courseId })
    .from(courseSaves)
    .where(
      and(
        eq(courseSaves.userId, sql.placeholder('userId')),
        sql`${courseSaves.courseId} = any(${sql.placeholder('ids')}::int[])`,
      ),
    )
    .prepare('course_saved_among');
}
const savedAmongStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareSavedAmong>>();

/** Which of the courses the member saved (one prepared query for a whole page). */
export async function findSavedAmong(db: DbOrTx, userId: number, courseIds: number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  let statement = savedAmongStatements.get(db);
  if (!statement) {
    statement = prepareSavedAmong(db);
    savedAmongStatements.set(db, statement);
  }
  const rows = await statement.execute({ userId, ids: courseIds });
  return new Set(rows.map((r) => r.courseId));
}

/** Courses a member saved that they may still see (public, or any when `includePrivate`), newest save first. */
export async function listSavedBy(
  db: DbOrTx,
  userId: number,
  includePrivate: boolean,
): Promise<(CourseRow & { savedAt: Date })[]> {
  return (
    (await db
      .select({ ...courseColumns(userId), savedAt: courseSaves.createdAt })
      .from(courseSaves)
      .innerJoin(courses, eq(courses.id, courseSaves.courseId))
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(
        and(eq(courseSaves.userId, userId), includePrivate ? undefined : eq(courses.visibility, 'public')),
      )
      .orderBy(desc(courseSaves.createdAt), desc(courseSaves.id))) as (CourseRow & { savedAt: Date })[]
  ).map(withParsedStops);
}

/** A course's place in "monthly best": its row's version and the saves and shares made this month. */
export interface MonthlyRank {
  id: number;
  version: number;
  monthlySaves: number;
  monthlyShares: number;
}

/**
 * The ids of the public courses ranked for "monthly best" (advertisements first, then saves + shares made since
 * the month began in Seoul, then all-time saves, then newest), with their versions and this month's figures: one
 * query whose cost follows the month's activity, not the number of courses. Only three kinds of course can rank:
 * advertisements, courses saved or shared this month, and the first `limit` public courses by all-time saves,
 * newest first (the rest of the order, read from `courses_public_saves_idx`); the candidates' rows are read by
 * primary key and ranked.
 */
export async function rankMonthlyBest(db: DbOrTx, limit: number): Promise<MonthlyRank[]> {
  const rows = (await rankStatement(db).execute({ limit })) as {
    id: number;
    version: number;
    saves: number;
    shares: number;
  }[];
  return rows.map((row) => ({
    id: Number(row.id),
    version: Number(row.version),
    monthlySaves: Number(row.saves),
    monthlyShares: Number(row.shares),
  }));
}

/** Prepared once per database (PostgreSQL plans it once; the planning cost as much as running it). */
const rankStatement = perDatabase((db) => {
  const limit = sql.placeholder('limit');
  // The current month in Korea, whatever the server's or the session's time zone.
  const ranked = sql`(
    with month as (
      select (date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul') as start),
    monthly as (
      select course_id, sum(saves)::int as saves, sum(shares)::int as shares from (
        select ${courseSaves.courseId} as course_id, 1 as saves, 0 as shares from ${courseSaves}
        where ${courseSaves.createdAt} >= (select start from month)
        union all
        select ${courseShares.courseId}, 0, 1 from ${courseShares}
        where ${courseShares.createdAt} >= (select start from month)) as activity
      group by course_id),
    candidates as (
      select id from ${courses} where visibility = 'public' and is_advertisement
      union select course_id from monthly
      union (select id from ${courses} where visibility = 'public'
             order by save_count desc, created_at desc, id desc limit ${limit}))
    select c.id, c.version, coalesce(m.saves, 0) as saves, coalesce(m.shares, 0) as shares,
           row_number() over (order by c.is_advertisement desc, coalesce(m.saves, 0) + coalesce(m.shares, 0) desc,
                                       c.save_count desc, c.created_at desc, c.id desc) as rank
    from ${courses} c left join monthly m on m.course_id = c.id
    where c.id = any(array(select id from candidates)) and c.visibility = 'public') as ranked`;
  return db
    .select({
      id: sql<number>`ranked.id`,
      version: sql<number>`ranked.version`,
      saves: sql<number>`ranked.saves`,
      shares: sql<number>`ranked.shares`,
    })
    .from(ranked)
    .orderBy(sql`ranked.rank`)
    .limit(limit)
    .prepare('courses_monthly_best_rank');
});

/** Inserts the save; undefined when the member had already saved the course. */
export async function insertSave(db: DbOrTx, courseId: number, userId: number): Promise<Date | undefined> {
  const rows = await db
    .insert(courseSaves)
    .values({ courseId, userId })
    .onConflictDoNothing({ target: [courseSaves.courseId, courseSaves.userId] })
    .returning({ createdAt: courseSaves.createdAt });
  return rows[0]?.createdAt;
}

/** When the member saved the course, if they did. */
export async function findSavedAt(db: DbOrTx, courseId: number, userId: number): Promise<Date | undefined> {
  const rows = await db
    .select({ createdAt: courseSaves.createdAt })
    .from(courseSaves)
    .where(and(eq(courseSaves.courseId, courseId), eq(courseSaves.userId, userId)));
  return rows[0]?.createdAt;
}

export async function deleteSave(db: DbOrTx, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(courseSaves)
    .where(and(eq(courseSaves.courseId, courseId), eq(courseSaves.userId, userId)))
    .returning({ id: courseSaves.id });
  return rows.length > 0;
}

/** Records a share; false when this sharer had already shared the course (one per member or session). */
export async function insertShare(
  db: DbOrTx,
  courseId: number,
  sharerKey: string,
  userId: number | null,
): Promise<boolean> {
  const rows = await db
    .insert(courseShares)
    .values({ courseId, sharerKey, userId })
    .onConflictDoNothing({ target: [courseShares.courseId, courseShares.sharerKey] })
    .returning({ id: courseShares.id });
  return rows.length > 0;
}

/** The counters as the triggers (migration 0006) left them. */
export async function findCounts(
  db: DbOrTx,
  id: number,
): Promise<{ saveCount: number; shareCount: number; commentCount: number; version: number } | undefined> {
  const rows = await db
    .select({
      saveCount: courses.saveCount,
      shareCount: courses.shareCount,
      commentCount: courses.commentCount,
      version: courses.version,
    })
    .from(courses)
    .where(eq(courses.id, id));
  return rows[0];
}
