import type { CourseCategory, CourseVisibility } from '@ktravel/contract';
import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { courseCollaborators, courseStops, courses } from '../../db/schema.ts';
import type { CourseCollaborator } from '../../lib/course-access.ts';
import { parseJsonColumn } from '../../lib/json-column.ts';
import type { StoredImage } from '../../lib/stored-image.ts';
import type { ComparedStop } from '../course-collaboration/course-activity.ts';

/**
 * What deciding who may see or change a course reads (its author, visibility, collaborators, cover, revision),
 * locked when a transaction is about to change the course, and what an edit compares before saving.
 */

type Visibility = z.infer<typeof CourseVisibility>;
type Category = z.infer<typeof CourseCategory>;

/** A course's collaborators as a JSON array built inside the course's query (a primary-key range scan). */
export const collaboratorsOfCourse = sql<
  CourseCollaborator[] | string
>`(select coalesce(json_agg(json_build_object(
    'userId', c.user_id, 'role', c.role) order by c.user_id), '[]'::json)
  from ${courseCollaborators} c where c.course_id = "courses"."id")`;

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
