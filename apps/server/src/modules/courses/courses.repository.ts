import type { CourseCategory, CourseVisibility } from '@ktravel/contract';
import { and, asc, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { courseSaves, courseShares, courseStops, courses, places, users } from '../../db/schema.ts';

type Visibility = z.infer<typeof CourseVisibility>;
type Category = z.infer<typeof CourseCategory>;

/** A stop with the display fields of its linked place (null when unlinked or the place is not active). */
export interface StopRow {
  id: number;
  order: number;
  name: string;
  lat: number;
  lng: number;
  externalId: string | null;
  placeId: number | null;
  linkedPlaceId: number | null;
  placeName: string | null;
  placeNameKo: string | null;
  placeNameZh: string | null;
  address: string | null;
  placePhotoUrl: string | null;
  firstPhotoName: string | null;
  description: string | null;
  type: 'travel' | 'food' | 'cafe' | null;
  sourceTypes: unknown;
}

/** A course with its author, its stops and whether the viewer saved it: what every course response is built from. */
export interface CourseRow {
  id: number;
  title: string;
  visibility: Visibility;
  category: Category;
  authorId: number;
  isAdvertisement: boolean;
  shareCount: number;
  saveCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
  authorEmail: string;
  authorAvatarUrl: string | null;
  isSaved: boolean;
  stops: StopRow[];
}

/** `viewer` is the signed-in viewer's id, or 0 when anonymous (no user has id 0). */
const isSavedBy = (viewer: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${courseSaves} where ${courseSaves.courseId} = ${courses.id} and ${courseSaves.userId} = ${viewer})`;

/**
 * The course's stops in order, joined to their places, as one JSON array built by PostgreSQL inside the course
 * query: a list is one round trip (an index look-up per course inside the database), never a query per course
 * or per stop. Only the first photo's name is taken: the whole photos array can be large. `offset 0` keeps the
 * place look-up a primary-key probe per stop: flattened into a join, a small catalogue gets a full scan per course.
 */
const stopsOfCourse = sql<StopRow[] | string>`(select coalesce(json_agg(json_build_object(
    'id', s.id, 'order', s."order", 'name', s.name, 'lat', s.lat, 'lng', s.lng,
    'externalId', s.external_id, 'placeId', s.place_id, 'linkedPlaceId', p.id,
    'placeName', p.name, 'placeNameKo', p.name_ko, 'placeNameZh', p.name_zh, 'address', p.address,
    'placePhotoUrl', p.photo_url, 'firstPhotoName', p.photos_json -> 0 ->> 'name',
    'description', p.description, 'type', p.type, 'sourceTypes', p.source_types_json
  ) order by s."order"), '[]'::json)
  from ${courseStops} s
  left join lateral (select * from ${places} p where p.id = s.place_id and p.status = 'active' offset 0) p on true
  where s.course_id = ${courses.id})`;

const courseColumns = (viewer: SQLWrapper | number) => ({
  id: courses.id,
  title: courses.title,
  visibility: courses.visibility,
  category: courses.category,
  authorId: courses.authorId,
  isAdvertisement: courses.isAdvertisement,
  shareCount: courses.shareCount,
  saveCount: courses.saveCount,
  commentCount: courses.commentCount,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  authorName: users.name,
  authorEmail: users.email,
  authorAvatarUrl: users.avatarUrl,
  isSaved: isSavedBy(viewer),
  stops: stopsOfCourse,
});

/** Drivers hand json back parsed (pg) or as text depending on how it was asked for: accept both. */
function withParsedStops<T extends { stops: StopRow[] | string }>(row: T): T & { stops: StopRow[] } {
  return typeof row.stops === 'string'
    ? { ...row, stops: JSON.parse(row.stops) as StopRow[] }
    : (row as T & { stops: StopRow[] });
}

const courseCount = (visibility: 'public' | 'any') =>
  sql<number>`(select coalesce(sum(n), 0) from course_counts${visibility === 'public' ? sql` where visibility = 'public'` : sql``})::int`;

function prepareStatements(db: DbOrTx) {
  const viewer = sql.placeholder('viewer');
  const page = (visibility: 'public' | 'any', name: string) =>
    db
      .select({ ...courseColumns(viewer), total: courseCount(visibility) })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(visibility === 'public' ? eq(courses.visibility, 'public') : undefined)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  return {
    savedAmong: db
      .select({ courseId: courseSaves.courseId })
      .from(courseSaves)
      .where(
        and(
          eq(courseSaves.userId, sql.placeholder('userId')),
          sql`${courseSaves.courseId} = any(${sql.placeholder('ids')}::int[])`,
        ),
      )
      .prepare('course_saved_among'),
    publicPage: page('public', 'courses_public_page'),
    allPage: page('any', 'courses_all_page'),
    byId: db
      .select(courseColumns(viewer))
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(eq(courses.id, sql.placeholder('id')))
      .limit(1)
      .prepare('course_by_id'),
  };
}

/**
 * The hot reads (public list, admin list, detail, stops) are prepared once per database, so PostgreSQL does not
 * re-plan them and Drizzle does not rebuild them on every request.
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

const withoutTotal = ({ total: _total, ...row }: CourseRow & { total: number }): CourseRow => row;

/** A page of courses, newest first (public ones, or all of them for admins), and how many there are in all. */
export async function listCoursePage(
  db: DbOrTx,
  scope: 'public' | 'any',
  viewerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CourseRow[]; total: number }> {
  const s = prepared(db);
  const rows = (await (scope === 'public' ? s.publicPage : s.allPage).execute({
    viewer: viewerId,
    limit,
    offset,
  })) as (CourseRow & { total: number })[];
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

/** Which of the courses the member saved (one query for a whole page). */
export async function findSavedAmong(db: DbOrTx, userId: number, courseIds: number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await prepared(db).savedAmong.execute({ userId, ids: courseIds });
  return new Set(rows.map((r) => r.courseId));
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

/** Public courses ranked for "monthly best", with the saves and shares made since `monthStart`. */
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

/**
 * Just what access checks need. In a transaction, `lock` holds the row until it ends: 'update' for changes to
 * the course, 'share' so it cannot be deleted under a save or share being added.
 */
export async function findCourseAccess(
  db: DbOrTx,
  id: number,
  lock?: 'update' | 'share',
): Promise<{ id: number; authorId: number; visibility: Visibility; title: string } | undefined> {
  const query = db
    .select({
      id: courses.id,
      authorId: courses.authorId,
      visibility: courses.visibility,
      title: courses.title,
    })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  const rows = lock ? await query.for(lock === 'update' ? 'no key update' : 'key share') : await query;
  return rows[0];
}

export interface CourseValues {
  title: string;
  visibility: Visibility;
  category: Category;
}

export interface StopValues {
  order: number;
  name: string;
  lat: number;
  lng: number;
  externalId: string | null;
  placeId: number | null;
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
  values: Partial<CourseValues & { isAdvertisement: boolean }>,
): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return rows.length > 0;
}

export async function replaceStops(db: DbOrTx, courseId: number, stops: StopValues[]): Promise<void> {
  await db.delete(courseStops).where(eq(courseStops.courseId, courseId));
  await db.insert(courseStops).values(stops.map((s) => ({ ...s, courseId })));
}

export async function deleteCourse(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}

/** Active places among the ids, or with one of the outside ids (to link stops), in one query. */
export async function findLinkablePlaces(
  db: DbOrTx,
  ids: number[],
  externalIds: string[],
): Promise<{ id: number; externalId: string | null; lat: number; lng: number }[]> {
  const conditions: SQL[] = [];
  if (ids.length > 0) conditions.push(inArray(places.id, ids));
  if (externalIds.length > 0) conditions.push(inArray(places.externalId, externalIds));
  if (conditions.length === 0) return [];
  return db
    .select({ id: places.id, externalId: places.externalId, lat: places.lat, lng: places.lng })
    .from(places)
    .where(and(eq(places.status, 'active'), or(...conditions)));
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

/** The counters as the triggers (migration 0003) left them. */
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

/** What a shared link's preview needs: the course and its stops with the linked places' photos, one query. */
export async function findCoursePreview(
  db: DbOrTx,
  id: number,
): Promise<
  | {
      title: string;
      visibility: Visibility;
      stops: {
        name: string;
        placeId: number | null;
        photoUrl: string | null;
        firstPhotoName: string | null;
      }[];
    }
  | undefined
> {
  const rows = await db
    .select({
      title: courses.title,
      visibility: courses.visibility,
      // A card is read in any language: a linked place's English name rather than the one the planner saved.
      name: sql<string | null>`coalesce(${places.name}, ${courseStops.name})`,
      placeId: places.id,
      photoUrl: places.photoUrl,
      firstPhotoName: sql<string | null>`${places.photosJson} -> 0 ->> 'name'`,
    })
    .from(courses)
    .leftJoin(courseStops, eq(courseStops.courseId, courses.id))
    .leftJoin(places, and(eq(places.id, courseStops.placeId), eq(places.status, 'active')))
    .where(eq(courses.id, id))
    .orderBy(asc(courseStops.order));
  const first = rows[0];
  if (!first) return undefined;
  return {
    title: first.title,
    visibility: first.visibility,
    stops: rows
      .filter((r): r is typeof r & { name: string } => r.name !== null)
      .map((r) => ({
        name: r.name,
        placeId: r.placeId,
        photoUrl: r.photoUrl,
        firstPhotoName: r.firstPhotoName,
      })),
  };
}
