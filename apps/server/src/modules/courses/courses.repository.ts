import type { CourseCategory, CourseTranslations, CourseVisibility } from '@ktravel/contract';
import { desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { courseSaves, courseStops, courses, users } from '../../db/schema.ts';
import type { CourseCollaborator } from '../../lib/course-access.ts';
import { parseJsonColumn } from '../../lib/json-column.ts';
import { perDatabase } from '../../lib/per-database.ts';
import type { StoredImage } from '../../lib/stored-image.ts';
import { activePlaceJson, type LinkedPlaceJson } from '../places/places.repository.ts';
import { collaboratorsOfCourse } from './course-access.repository.ts';
import { courseCount } from './course-counters.repository.ts';

/**
 * Courses' rows: a course with its author, stops and saved flag as every response is built from it (the lists and
 * the detail prepared once per database), and its writes. Access reads: course-access.repository.ts; versions
 * and counts: course-counters.repository.ts.
 */

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
  };
}

/**
 * The hot reads (public list, admin list, detail) are prepared once per database, so PostgreSQL does not re-plan
 * them and Drizzle does not rebuild them on every request.
 */
const prepared = perDatabase(prepareStatements);

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

/** A stop as written: a `StopRow`'s own fields, its time as the `arrival_time` column's `HH:mm` or null. */
export interface StopValues extends Omit<StopRow, 'id' | 'place' | 'time'> {
  arrivalTime: string | null;
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
