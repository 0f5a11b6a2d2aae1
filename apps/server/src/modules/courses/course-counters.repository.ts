import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { forgotVersionOnly, keptRowVersions, keptVersion, peekVersion } from '../../db/data-version.ts';
import { courses } from '../../db/schema.ts';
import { FreshReads } from '../../lib/fresh-reads.ts';
import { perDatabase } from '../../lib/per-database.ts';

/**
 * A course's trigger-kept numbers: its row version (raised by every change its responses show, kept in memory
 * until the course changes), how many courses there are (`course_counts`) and its listed comments.
 */

/** How many courses there are (public ones, or all), from the trigger-kept `course_counts`: a few rows read. */
export const courseCount = (visibility: 'public' | 'any') =>
  sql<number>`(select coalesce(sum(n), 0) from course_counts${visibility === 'public' ? sql` where visibility = 'public'` : sql``})::int`;

/** Per database: version reads by course id, shared by concurrent requests (never older than a request). */
const versionReads = perDatabase((db) => {
  const version = db
    .select({ version: courses.version })
    .from(courses)
    .where(eq(courses.id, sql.placeholder('id')))
    .prepare('course_version_by_id');
  return new FreshReads<number, number | undefined>(async (id) => {
    const rows = await version.execute({ id });
    return rows[0] === undefined ? undefined : Number(rows[0].version);
  });
});

const courseVersionKey = (id: number) => `course:${id}`;

/**
 * The course's own version (migration 0006: raised with every change of what its responses show), or undefined
 * when there is no such course. One primary-key read, shared with the requests for the same course that arrive
 * while it runs, and kept in memory until the course changes: what a cached detail is keyed by.
 */
export function findCourseVersion(db: DbOrTx, id: number): Promise<number | undefined> {
  return keptVersion(db, courseVersionKey(id), () => versionReads(db).get(id));
}

/** The course's version when it is kept in memory (no read), else undefined. */
export function peekCourseVersion(db: DbOrTx, id: number): number | undefined {
  return peekVersion(db, courseVersionKey(id));
}

/**
 * `findCourseVersion` of several courses, in order, without a query for those kept in memory; one missing is read
 * like `findCourseVersion`, several in one query.
 */
export function findCourseVersions(db: DbOrTx, ids: number[]): Promise<(number | undefined)[]> {
  return keptRowVersions(
    db,
    ids,
    courseVersionKey,
    (id) => versionReads(db).get(id),
    (wanted) =>
      db
        .select({ id: courses.id, version: courses.version })
        .from(courses)
        .where(inArray(courses.id, wanted)),
  );
}

/**
 * After a write that changed only the course's counters (a save, a share, a comment: migration 0020), committed
 * at `version`: see `forgotVersionOnly`; `memberCountsChanged` for saves and comments, which My Page counts.
 */
export function forgotCourseVersionOnly(
  db: DbOrTx,
  id: number,
  memberCountsChanged: boolean,
  version: number | undefined,
): void {
  forgotVersionOnly(db, courseVersionKey(id), memberCountsChanged, version);
}

/** The course's version as the transaction `tx` sees it (after its own changes), never from memory. */
export async function courseVersionIn(tx: DbOrTx, id: number): Promise<number | undefined> {
  const rows = await tx.select({ version: courses.version }).from(courses).where(eq(courses.id, id));
  return rows[0]?.version;
}

/** Every course, private ones too, from the trigger-kept counters (the admin dashboard). */
export async function countAllCourses(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select ${courseCount('any')} as n`);
  return Number(rows[0]?.n ?? 0);
}

/** The course's listed-comment count and row version, for the comment list's paging statement (lib/comment-pages.ts). */
export const commentCountAndVersion = (id: SQL) =>
  sql`select ${courses.commentCount} as listed, ${courses.version} as version from ${courses} where ${courses.id} = ${id}`;
