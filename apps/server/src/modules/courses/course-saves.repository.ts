import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseSaves, courseShares, courses, users } from '../../db/schema.ts';
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

/** Public courses ranked for "monthly best", with the saves and shares made since the month began in Seoul. */
export async function listMonthlyBest(
  db: DbOrTx,
  viewerId: number,
  limit: number,
): Promise<(CourseRow & { monthlySaves: number; monthlyShares: number })[]> {
  // The current month in Korea, whatever the server's or the session's time zone.
  const monthStart = sql`(date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;
  const saves = db
    .select({ courseId: courseSaves.courseId, n: sql<number>`count(*)::int`.as('month_saves') })
    .from(courseSaves)
    .where(sql`${courseSaves.createdAt} >= ${monthStart}`)
    .groupBy(courseSaves.courseId)
    .as('monthly_saves');
  const shares = db
    .select({ courseId: courseShares.courseId, n: sql<number>`count(*)::int`.as('month_shares') })
    .from(courseShares)
    .where(sql`${courseShares.createdAt} >= ${monthStart}`)
    .groupBy(courseShares.courseId)
    .as('monthly_shares');
  const monthlySaves = sql<number>`coalesce(${saves.n}, 0)`;
  const monthlyShares = sql<number>`coalesce(${shares.n}, 0)`;
  return (
    (await db
      .select({ ...courseColumns(viewerId), monthlySaves, monthlyShares })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .leftJoin(saves, eq(saves.courseId, courses.id))
      .leftJoin(shares, eq(shares.courseId, courses.id))
      .where(eq(courses.visibility, 'public'))
      .orderBy(
        desc(courses.isAdvertisement),
        desc(sql`${monthlySaves} + ${monthlyShares}`),
        desc(courses.saveCount),
        desc(courses.createdAt),
        desc(courses.id),
      )
      .limit(limit)) as (CourseRow & { monthlySaves: number; monthlyShares: number })[]
  ).map(withParsedStops);
}

/** Inserts the save; undefined when the member had already saved the course. */
export async function insertSave(db: DbOrTx, courseId: number, userId: number): Promise<Date | undefined> {
  const rows = await db
    .insert(courseSaves)
    .values({ courseId, userId })
    .onConflictDoNothing({ target: [courseSaves.courseId, courseSaves.userId] })
    .returning({ createdAt: courseSaves.createdAt });
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
): Promise<{ saveCount: number; shareCount: number; commentCount: number } | undefined> {
  const rows = await db
    .select({
      saveCount: courses.saveCount,
      shareCount: courses.shareCount,
      commentCount: courses.commentCount,
    })
    .from(courses)
    .where(eq(courses.id, id));
  return rows[0];
}
