import { asc, eq, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client.ts';
import {
  adminInvites,
  bookmarks,
  contactInquiries,
  contentReports,
  courseComments,
  courseSaves,
  courseStops,
  courses,
  places,
  postComments,
  postInteractions,
  posts,
  uploads,
  users,
} from '../../db/schema.ts';
import { findMemberPhotoKeys } from '../reviews/reviews.repository.ts';

/**
 * My Page's account rows: the copy of a member's data (export) and the rows account deletion removes besides
 * those the foreign keys cascade (reports filed, inquiries, invites), in the caller's transaction.
 */

// ---- export: everything stored about the member ----

export async function findUserRow(db: DbOrTx, userId: number) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

/** The named columns of `table`, as a select takes them. */
function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
) {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}

/** A table whose rows the export lists oldest first. */
type Dated = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * The rows of `table` that `owner` says are the member's, oldest first, as `fields` (`join`: a table the fields
 * read from too, and the condition it is joined on).
 */
function ownRows<F extends SelectedFields>(
  db: DbOrTx,
  userId: number,
  [table, owner]: [Dated, AnyPgColumn],
  fields: F,
  join?: [PgTable, SQL],
): Promise<SelectResultFields<F>[]> {
  const query: PgSelect = db
    .select(fields as SelectedFields)
    .from(table)
    .$dynamic();
  if (join) query.innerJoin(...join);
  // The fields name every column read: an inner join adds no others and makes none nullable.
  return query.where(eq(owner, userId)).orderBy(asc(table.createdAt), asc(table.id)) as Promise<
    SelectResultFields<F>[]
  >;
}

/** Every row the member made or that names them, for the copy of their data (a few queries, not one). */
export async function exportRows(db: DbOrTx, userId: number) {
  const own = <F extends SelectedFields>(by: [Dated, AnyPgColumn], fields: F, join?: [PgTable, SQL]) =>
    ownRows(db, userId, by, fields, join);
  // Every row the member wrote: its times (the copy writes them as ISO text).
  const edited = ['createdAt', 'updatedAt'] as const;
  const comment = ['id', 'content', ...edited] as const;
  const placeFields = ['name', 'address', 'lat', 'lng'] as const;
  const [bookmarkRows, courseRows, stopRows, savedRows, postRows, postCommentRows, courseCommentRows] =
    await Promise.all([
      own(
        [bookmarks, bookmarks.userId],
        { placeId: places.id, ...columnsOf(places, placeFields), createdAt: bookmarks.createdAt },
        [places, eq(places.id, bookmarks.placeId)],
      ),
      own(
        [courses, courses.authorId],
        columnsOf(courses, ['id', 'title', 'visibility', 'category', ...edited]),
      ),
      // Stops in their course's order: not by creation.
      db
        .select(columnsOf(courseStops, ['courseId', 'order', 'name', 'lat', 'lng', 'externalId']))
        .from(courseStops)
        .innerJoin(courses, eq(courses.id, courseStops.courseId))
        .where(eq(courses.authorId, userId))
        .orderBy(asc(courseStops.courseId), asc(courseStops.order)),
      own(
        [courseSaves, courseSaves.userId],
        { courseId: courses.id, title: courses.title, savedAt: courseSaves.createdAt },
        [courses, eq(courses.id, courseSaves.courseId)],
      ),
      own(
        [posts, posts.authorId],
        columnsOf(posts, ['id', 'postType', 'status', 'category', 'title', 'content', 'imageUrl', ...edited]),
      ),
      own([postComments, postComments.authorId], columnsOf(postComments, [...comment, 'postId'])),
      own([courseComments, courseComments.authorId], columnsOf(courseComments, [...comment, 'courseId'])),
    ]);
  const [interactionRows, reportRows] = await Promise.all([
    own(
      [postInteractions, postInteractions.userId],
      {
        type: postInteractions.type,
        postId: posts.id,
        title: posts.title,
        createdAt: postInteractions.createdAt,
      },
      [posts, eq(posts.id, postInteractions.postId)],
    ),
    own(
      [contentReports, contentReports.reporterId],
      columnsOf(contentReports, [
        'targetType',
        'postId',
        'commentId',
        'courseCommentId',
        'reviewId',
        'reason',
        'createdAt',
      ]),
    ),
  ]);
  return {
    bookmarkRows,
    courseRows,
    stopRows,
    savedRows,
    postRows,
    postCommentRows,
    courseCommentRows,
    interactionRows,
    reportRows,
  };
}

// ---- account deletion ----

/** Storage keys of the member's files: uploads, posts' re-encoded images, courses' covers and review photos. */
export async function findFileKeys(db: DbOrTx, userId: number): Promise<string[]> {
  const [uploadRows, postRows, courseRows, reviewKeys] = await Promise.all([
    db.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId)),
    db.select({ keys: posts.imageKeys }).from(posts).where(eq(posts.authorId, userId)),
    db.select({ keys: courses.coverKeys }).from(courses).where(eq(courses.authorId, userId)),
    findMemberPhotoKeys(db, userId),
  ]);
  return [
    ...uploadRows.map((r) => r.key),
    ...postRows.flatMap((r) => r.keys),
    ...courseRows.flatMap((r) => r.keys),
    ...reviewKeys,
  ];
}

/**
 * What names the member but would outlive the user row (the foreign keys set it null or do not point at it):
 * reports they filed, contact inquiries they sent (signed in, or with their email), an admin invite for their email.
 */
export async function deleteIdentifyingRows(db: DbOrTx, userId: number, email: string): Promise<void> {
  await db.delete(contentReports).where(eq(contentReports.reporterId, userId));
  await db
    .delete(contactInquiries)
    .where(sql`${contactInquiries.userId} = ${userId} or lower(${contactInquiries.email}) = lower(${email})`);
  await db.delete(adminInvites).where(sql`lower(${adminInvites.email}) = lower(${email})`);
}
