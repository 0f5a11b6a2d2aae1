import { asc, eq, sql } from 'drizzle-orm';
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

/** Every row the member made or that names them, for the copy of their data (a few queries, not one). */
export async function exportRows(db: DbOrTx, userId: number) {
  const [bookmarkRows, courseRows, stopRows, savedRows, postRows, postCommentRows, courseCommentRows] =
    await Promise.all([
      db
        .select({
          placeId: places.id,
          name: places.name,
          address: places.address,
          lat: places.lat,
          lng: places.lng,
          createdAt: bookmarks.createdAt,
        })
        .from(bookmarks)
        .innerJoin(places, eq(places.id, bookmarks.placeId))
        .where(eq(bookmarks.userId, userId))
        .orderBy(asc(bookmarks.createdAt), asc(bookmarks.id)),
      db
        .select({
          id: courses.id,
          title: courses.title,
          visibility: courses.visibility,
          category: courses.category,
          createdAt: courses.createdAt,
          updatedAt: courses.updatedAt,
        })
        .from(courses)
        .where(eq(courses.authorId, userId))
        .orderBy(asc(courses.createdAt), asc(courses.id)),
      db
        .select({
          courseId: courseStops.courseId,
          order: courseStops.order,
          name: courseStops.name,
          lat: courseStops.lat,
          lng: courseStops.lng,
          externalId: courseStops.externalId,
        })
        .from(courseStops)
        .innerJoin(courses, eq(courses.id, courseStops.courseId))
        .where(eq(courses.authorId, userId))
        .orderBy(asc(courseStops.courseId), asc(courseStops.order)),
      db
        .select({ courseId: courses.id, title: courses.title, savedAt: courseSaves.createdAt })
        .from(courseSaves)
        .innerJoin(courses, eq(courses.id, courseSaves.courseId))
        .where(eq(courseSaves.userId, userId))
        .orderBy(asc(courseSaves.createdAt), asc(courseSaves.id)),
      db
        .select({
          id: posts.id,
          postType: posts.postType,
          status: posts.status,
          category: posts.category,
          title: posts.title,
          content: posts.content,
          imageUrl: posts.imageUrl,
          createdAt: posts.createdAt,
          updatedAt: posts.updatedAt,
        })
        .from(posts)
        .where(eq(posts.authorId, userId))
        .orderBy(asc(posts.createdAt), asc(posts.id)),
      db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          content: postComments.content,
          createdAt: postComments.createdAt,
          updatedAt: postComments.updatedAt,
        })
        .from(postComments)
        .where(eq(postComments.authorId, userId))
        .orderBy(asc(postComments.createdAt), asc(postComments.id)),
      db
        .select({
          id: courseComments.id,
          courseId: courseComments.courseId,
          content: courseComments.content,
          createdAt: courseComments.createdAt,
          updatedAt: courseComments.updatedAt,
        })
        .from(courseComments)
        .where(eq(courseComments.authorId, userId))
        .orderBy(asc(courseComments.createdAt), asc(courseComments.id)),
    ]);
  const [interactionRows, reportRows] = await Promise.all([
    db
      .select({
        type: postInteractions.type,
        postId: posts.id,
        title: posts.title,
        createdAt: postInteractions.createdAt,
      })
      .from(postInteractions)
      .innerJoin(posts, eq(posts.id, postInteractions.postId))
      .where(eq(postInteractions.userId, userId))
      .orderBy(asc(postInteractions.createdAt), asc(postInteractions.id)),
    db
      .select({
        targetType: contentReports.targetType,
        postId: contentReports.postId,
        commentId: contentReports.commentId,
        courseCommentId: contentReports.courseCommentId,
        reviewId: contentReports.reviewId,
        reason: contentReports.reason,
        createdAt: contentReports.createdAt,
      })
      .from(contentReports)
      .where(eq(contentReports.reporterId, userId))
      .orderBy(asc(contentReports.createdAt), asc(contentReports.id)),
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
