import type { CourseCategory, CourseTranslations, CourseVisibility } from '@ktravel/contract';
import { desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { forgotVersionOnly, keptRowVersions, keptVersion, peekVersion } from '../../db/data-version.ts';
import { courseCollaborators, courseSaves, courseStops, courses, users } from '../../db/schema.ts';
import type { CourseCollaborator } from '../../lib/course-access.ts';
import { FreshReads } from '../../lib/fresh-reads.ts';
import { parseJsonColumn } from '../../lib/json-column.ts';
import { perDatabase } from '../../lib/per-database.ts';
import type { StoredImage } from '../../lib/stored-image.ts';
import type { ComparedStop } from '../course-collaboration/course-activity.ts';
import { activePlaceJson, type LinkedPlaceJson } from '../places/places.repository.ts';

type Visibility = z.infer<typeof CourseVisibility>;
type Category = z.infer<typeof CourseCategory>;

/** A stop with its linked place's display fields (`place` null when unlinked or the place is not active). */
export interface StopRow {
  id: number;
  order: number;
  name: string;
  lat: number;
  lng: number;
  externalId: string | null;
  placeId: number | null;
  place: LinkedPlaceJson | null;
  day: number;
  /** `HH:mm` or null. */
  time: string | null;
  durationMinutes: number | null;
  costKrw: number | null;
}

/** A course with its author, its stops and whether the viewer saved it: what every course response is built from. */
export interface CourseRow {
  id: number;
  title: string;
  /** The team's titles in other languages (its own courses), `{}` for members' courses. */
  translations: CourseTranslations;
  visibility: Visibility;
  category: Category;
  authorId: number;
  isAdvertisement: boolean;
  coverUrl: string | null;
  coverThumbnailUrl: string | null;
  shareCount: number;
  saveCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
  authorEmail: string;
  authorAvatarUrl: string | null;
  isSaved: boolean;
  /** `YYYY-MM-DD` or null. */
  startDate: string | null;
  dayCount: number;
  /** Raised by every edit of the course itself: `CourseDto.version` (If-Match, DESIGN §8.4). */
  revision: number;
  /** Who may edit or read it besides its author. */
  collaborators: CourseCollaborator[];
  stops: StopRow[];
}

/** A course's collaborators as a JSON array built inside the course's query (a primary-key range scan). */
const collaboratorsOfCourse = sql<CourseCollaborator[] | string>`(select coalesce(json_agg(json_build_object(
    'userId', c.user_id, 'role', c.role) order by c.user_id), '[]'::json)
  from ${courseCollaborators} c where c.course_id = "courses"."id")`;

/** `viewer` is the signed-in viewer's id, or 0 when anonymous (no user has id 0). */
const isSavedBy = (viewer: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${courseSaves} where ${courseSaves.courseId} = ${courses.id} and ${courseSaves.userId} = ${viewer})`;

/**
 * The course's stops in order, each with its linked place (the places module's fragment), as one JSON array built
 * by PostgreSQL inside the course query: a list is one round trip (an index look-up per course and per stop
 * inside the database), never a query per course or per stop.
 */
const stopsOfCourse = sql<StopRow[] | string>`(select coalesce(json_agg(json_build_object(
    'id', s.id, 'order', s."order", 'name', s.name, 'lat', s.lat, 'lng', s.lng,
    'externalId', s.external_id, 'placeId', s.place_id, 'place', ${activePlaceJson(sql`s.place_id`)},
    'day', s.day, 'time', to_char(s.arrival_time, 'HH24:MI'), 'durationMinutes', s.duration_minutes,
    'costKrw', s.cost_krw
  ) order by s."order"), '[]'::json)
  from ${courseStops} s where s.course_id = "courses"."id")`;

/** The columns of a `CourseRow`, for this module's queries that join `users` on the author. */
export const courseColumns = (viewer: SQLWrapper | number) => ({
  id: courses.id,
  title: courses.title,
  translations: courses.translations,
  visibility: courses.visibility,
  category: courses.category,
  authorId: courses.authorId,
  isAdvertisement: courses.isAdvertisement,
  coverUrl: courses.coverUrl,
  coverThumbnailUrl: courses.coverThumbnailUrl,
  shareCount: courses.shareCount,
  saveCount: courses.saveCount,
  commentCount: courses.commentCount,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  authorName: users.name,
  authorEmail: users.email,
  authorAvatarUrl: users.avatarUrl,
  isSaved: isSavedBy(viewer),
  startDate: courses.startDate,
  dayCount: courses.dayCount,
  revision: courses.revision,
  collaborators: collaboratorsOfCourse,
  stops: stopsOfCourse,
});

/** Rows as the driver returns them: stops and collaborators parsed (pg) or JSON text (PGlite). */
export function withParsedStops<
  T extends { stops: StopRow[] | string; collaborators: CourseCollaborator[] | string },
>(row: T): T & { stops: StopRow[]; collaborators: CourseCollaborator[] } {
  return { ...row, stops: parseJsonColumn(row.stops), collaborators: parseJsonColumn(row.collaborators) };
}

const courseCount = (visibility: 'public' | 'any') =>
  sql<number>`(select coalesce(sum(n), 0) from course_counts${visibility === 'public' ? sql` where visibility = 'public'` : sql``})::int`;

function prepareStatements(db: DbOrTx) {
  const viewer = sql.placeholder('viewer');
  const page = (visibility: 'public' | 'any', name: string) =>
    db
      .select({ ...courseColumns(viewer), version: courses.version, total: courseCount(visibility) })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(visibility === 'public' ? eq(courses.visibility, 'public') : undefined)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  return {
    publicPage: page('public', 'courses_public_page'),
    allPage: page('any', 'courses_all_page'),
    byId: db
      .select(courseColumns(viewer))
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(eq(courses.id, sql.placeholder('id')))
      .limit(1)
      .prepare('course_by_id'),
    version: db
      .select({ version: courses.version })
      .from(courses)
      .where(eq(courses.id, sql.placeholder('id')))
      .prepare('course_version_by_id'),
  };
}

/**
 * The hot reads (public list, admin list, detail, a course's version) are prepared once per database, so
 * PostgreSQL does not re-plan them and Drizzle does not rebuild them on every request.
 */
const statements = new WeakMap<DbOrTx, ReturnType<typeof prepareStatements>>();
function prepared(db: DbOrTx) {
  let s = statements.get(db);
  if (!s) {
    s = prepareStatements(db);
    statements.set(db, s);
  }
  return s;
}

/** A listed course with its row's version when it was read: a cached list page checks its rows by it. */
export type ListedCourseRow = CourseRow & { version: number };

const withoutTotal = ({ total: _total, ...row }: ListedCourseRow & { total: number }): ListedCourseRow => ({
  ...row,
  version: Number(row.version),
});

/** A page of courses, newest first (public ones, or all of them for admins), and how many there are in all. */
export async function listCoursePage(
  db: DbOrTx,
  scope: 'public' | 'any',
  viewerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ListedCourseRow[]; total: number }> {
  const s = prepared(db);
  const rows = (await (scope === 'public' ? s.publicPage : s.allPage).execute({
    viewer: viewerId,
    limit,
    offset,
  })) as (ListedCourseRow & { total: number })[];
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) {
    const counted = await queryRows<{ n: number }>(db, sql`select ${courseCount(scope)} as n`);
    total = Number(counted[0]?.n ?? 0);
  }
  return { rows: rows.map((row) => withoutTotal(withParsedStops(row))), total };
}

export async function findCourse(db: DbOrTx, id: number, viewerId: number): Promise<CourseRow | undefined> {
  const rows = (await prepared(db).byId.execute({ id, viewer: viewerId })) as CourseRow[];
  return rows[0] && withParsedStops(rows[0]);
}

/** Several courses as an anonymous reader sees them, in one query (those that exist, in no set order). */
export async function findCourses(db: DbOrTx, ids: number[]): Promise<CourseRow[]> {
  if (ids.length === 0) return [];
  return (
    (await db
      .select(courseColumns(0))
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(inArray(courses.id, ids))) as CourseRow[]
  ).map(withParsedStops);
}

/** Per database: version reads by course id, shared by concurrent requests (never older than a request). */
const versionReads = perDatabase(
  (db) =>
    new FreshReads<number, number | undefined>(async (id) => {
      const rows = await prepared(db).version.execute({ id });
      return rows[0] === undefined ? undefined : Number(rows[0].version);
    }),
);

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

/** All courses by an author, newest first. */
export async function listByAuthor(db: DbOrTx, authorId: number, viewerId: number): Promise<CourseRow[]> {
  return (
    (await db
      .select(courseColumns(viewerId))
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(eq(courses.authorId, authorId))
      .orderBy(desc(courses.createdAt), desc(courses.id))) as CourseRow[]
  ).map(withParsedStops);
}

/** What access checks need (the course comments module reads it too, for the comment list's total). */
export interface CourseAccess {
  id: number;
  authorId: number;
  visibility: Visibility;
  title: string;
  isAdvertisement: boolean;
  /** Kept exact by the triggers of migration 0006. */
  commentCount: number;
  /** The cover photo as `changeImage` needs it (lib/stored-image.ts). */
  cover: StoredImage;
  revision: number;
  collaborators: CourseCollaborator[];
}

/** What an edit compares before saving (its activity lines): the course's fields and its stops in order. */
export interface PlannedCourse {
  category: Category;
  startDate: string | null;
  dayCount: number;
  stops: ComparedStop[];
}

const plannedStops = sql<PlannedCourse['stops'] | string>`(select coalesce(json_agg(json_build_object(
    'name', s.name, 'placeId', s.place_id, 'lat', s.lat, 'lng', s.lng, 'day', s.day,
    'time', to_char(s.arrival_time, 'HH24:MI'), 'durationMinutes', s.duration_minutes
  ) order by s."order"), '[]'::json)
  from ${courseStops} s where s.course_id = "courses"."id")`;

/**
 * Just what access checks need. In a transaction, `lock` holds the row until it ends: 'update' for changes to
 * the course, 'share' so it cannot be deleted under a save, share or comment being added.
 */
export async function findCourseAccess(
  db: DbOrTx,
  id: number,
  lock?: 'update' | 'share',
): Promise<CourseAccess | undefined> {
  return findCourseAccessAnd(db, id, lock, {});
}

/** `findCourseAccess` with the course as planned (for an edit's activity), in the same locking read. */
export async function findCourseForEdit(
  db: DbOrTx,
  id: number,
): Promise<(CourseAccess & { planned: PlannedCourse }) | undefined> {
  const row = await findCourseAccessAnd(db, id, 'update', {
    category: courses.category,
    startDate: courses.startDate,
    dayCount: courses.dayCount,
    plannedStops,
  });
  if (!row) return undefined;
  const { category, startDate, dayCount, plannedStops: stops, ...access } = row;
  return { ...access, planned: { category, startDate, dayCount, stops: parseJsonColumn(stops) } };
}

/** The access read, with `extra` columns beside (one query, one lock). */
async function findCourseAccessAnd<Extra extends SelectedFields>(
  db: DbOrTx,
  id: number,
  lock: 'update' | 'share' | undefined,
  extra: Extra,
): Promise<(CourseAccess & SelectResultFields<Extra>) | undefined> {
  const query = db
    .select({
      ...extra,
      id: courses.id,
      authorId: courses.authorId,
      visibility: courses.visibility,
      title: courses.title,
      isAdvertisement: courses.isAdvertisement,
      commentCount: courses.commentCount,
      coverUrl: courses.coverUrl,
      coverThumbnailUrl: courses.coverThumbnailUrl,
      coverKeys: courses.coverKeys,
      revision: courses.revision,
      collaborators: collaboratorsOfCourse,
    })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  const rows = lock ? await query.for(lock === 'update' ? 'no key update' : 'key share') : await query;
  const row = rows[0];
  if (!row) return undefined;
  const { coverUrl, coverThumbnailUrl, coverKeys, collaborators, ...access } = row;
  return {
    ...access,
    collaborators: parseJsonColumn(collaborators),
    cover: { imageUrl: coverUrl, thumbnailUrl: coverThumbnailUrl, imageKeys: coverKeys },
  } as unknown as CourseAccess & SelectResultFields<Extra>;
}

/** A course's cover columns from a `StoredImage` (what `changeImage` answers). */
export const coverColumns = (image: StoredImage) => ({
  coverUrl: image.imageUrl,
  coverThumbnailUrl: image.thumbnailUrl,
  coverKeys: image.imageKeys,
});

export interface CourseValues {
  title: string;
  visibility: Visibility;
  category: Category;
  startDate: string | null;
  dayCount: number;
}

export interface StopValues {
  order: number;
  name: string;
  lat: number;
  lng: number;
  externalId: string | null;
  placeId: number | null;
  day: number;
  /** `HH:mm` or null. */
  arrivalTime: string | null;
  durationMinutes: number | null;
  costKrw: number | null;
}

export async function insertCourse(db: DbOrTx, authorId: number, values: CourseValues): Promise<number> {
  const rows = await db
    .insert(courses)
    .values({ ...values, authorId })
    .returning({ id: courses.id });
  return rows[0]!.id;
}

export async function updateCourse(
  db: DbOrTx,
  id: number,
  values: Partial<
    CourseValues & { isAdvertisement: boolean; revision: number } & ReturnType<typeof coverColumns>
  >,
): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({
      ...values,
      updatedAt: new Date(),
      // The team's translations stay while the title they translate does (no translation of an older title).
      ...(values.title !== undefined
        ? {
            translations: sql`case when ${courses.title} = ${values.title} then ${courses.translations} else '{}'::jsonb end`,
          }
        : {}),
    })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return rows.length > 0;
}

export async function replaceStops(db: DbOrTx, courseId: number, stops: StopValues[]): Promise<void> {
  await db.delete(courseStops).where(eq(courseStops.courseId, courseId));
  await db.insert(courseStops).values(stops.map((s) => ({ ...s, courseId })));
}

/** Deletes the course; its cover's storage keys (to delete once committed), or undefined when it was gone. */
export async function deleteCourse(db: DbOrTx, id: number): Promise<string[] | undefined> {
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ coverKeys: courses.coverKeys });
  return rows[0]?.coverKeys;
}

/** Every course, private ones too, from the trigger-kept counters (the admin dashboard). */
export async function countAllCourses(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select ${courseCount('any')} as n`);
  return Number(rows[0]?.n ?? 0);
}

/** The course's listed-comment count and row version, for the comment list's paging statement (lib/comment-pages.ts). */
export const commentCountAndVersion = (id: SQL) =>
  sql`select ${courses.commentCount} as listed, ${courses.version} as version from ${courses} where ${courses.id} = ${id}`;
