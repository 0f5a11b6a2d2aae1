import { MYPAGE_EXCERPT_LENGTH } from '@ktravel/contract';
import { and, desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import {
  bookmarks,
  courseCollaborators,
  courseComments,
  courseSaves,
  courses,
  placeReviews,
  places,
  postComments,
  postInteractions,
  posts,
  users,
} from '../../db/schema.ts';
import { type CourseRow, courseColumns, withParsedStops } from '../courses/courses.repository.ts';

/**
 * My Page reads the member's rows across modules (it is a view of everything one person made), with the same
 * visibility rules as the modules themselves: a list never shows what the member could not open, and each count
 * is the total of its list. Account deletion removes, in the caller's transaction, the rows the foreign keys
 * would otherwise keep (reports filed, inquiries, invites).
 */

/** Who is asking: lists show their own items, plus what the modules let them see (admins see everything). */
export interface Reader {
  id: number;
  isAdmin: boolean;
}

/** A post the reader may open: public, their own, or any for admins (lib/post-access `canSeePost`). */
const postVisible = (reader: Reader) =>
  sql`((${posts.status} = 'published' and ${posts.moderationStatus} <> 'hidden') or ${posts.authorId} = ${reader.id} or ${reader.isAdmin})`;

/**
 * A course the reader may open: public, their own, one they collaborate on, or any for admins (lib/course-access
 * `canSeeCourse`).
 */
const courseVisible = (reader: Reader) =>
  sql`(${courses.visibility} = 'public' or ${courses.authorId} = ${reader.id} or ${reader.isAdmin} or exists (select 1 from ${courseCollaborators} cc where cc.course_id = ${courses.id} and cc.user_id = ${reader.id}))`;

const excerpt = (column: SQLWrapper) => sql<string>`left(${column}, ${MYPAGE_EXCERPT_LENGTH})`;

const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
const countColumn = { n: sql<number>`count(*)::int` };

export interface StatsRow {
  bookmarkCount: number;
  savedCourseCount: number;
  courseCount: number;
  courseCommentCount: number;
  scrapCount: number;
  postCount: number;
  commentCount: number;
  reviewCount: number;
  memberSince: Date | string;
}

/**
 * The eight counts and the join date in one statement (one round trip), each equal to its list's total. Each
 * counts the member's items from a (member, target) index alone, minus those whose target the member may not
 * open, looked up in a small partial index of such targets (places off the map, others' private courses,
 * others' posts not everybody may read; migration 0014), not one join per item. Not a prepared statement on
 * purpose: a plan made for a member with a handful of items (seq scans of small tables) is the wrong one for a
 * member with thousands, and planning it each time costs less than that.
 */
export async function findStats(db: DbOrTx, reader: Reader): Promise<StatsRow | undefined> {
  const me = reader.id;
  const hiddenCourses = sql`(select c.id from ${courses} c where c.visibility = 'private' and c.author_id <> ${me} and not exists (select 1 from ${courseCollaborators} cc where cc.course_id = c.id and cc.user_id = ${me}))`;
  const hiddenPosts = sql`(select p.id from ${posts} p
    where not (p.status = 'published' and p.moderation_status <> 'hidden') and p.author_id <> ${me})`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*)::int from ${bookmarks} b where b.user_id = ${me}
        and b.place_id not in (select pl.id from ${places} pl where pl.status <> 'active')) as "bookmarkCount",
      (select count(*)::int from ${courseSaves} s where s.user_id = ${me}
        and (${reader.isAdmin} or s.course_id not in ${hiddenCourses})) as "savedCourseCount",
      (select count(*)::int from ${courses} mine where mine.author_id = ${me}) as "courseCount",
      (select count(*)::int from ${courseComments} cc where cc.author_id = ${me}
        and (${reader.isAdmin} or cc.course_id not in ${hiddenCourses})) as "courseCommentCount",
      (select count(*)::int from ${postInteractions} i where i.user_id = ${me} and i.type = 'scrap'
        and (${reader.isAdmin} or i.post_id not in ${hiddenPosts})) as "scrapCount",
      (select count(*)::int from ${posts} mine where mine.author_id = ${me}) as "postCount",
      (select count(*)::int from ${postComments} pc where pc.author_id = ${me}
        and (${reader.isAdmin} or pc.post_id not in ${hiddenPosts})) as "commentCount",
      (select count(*)::int from ${placeReviews} r where r.author_id = ${me}) as "reviewCount",
      u.created_at as "memberSince"
    from ${users} u where u.id = ${me}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    bookmarkCount: Number(row.bookmarkCount),
    savedCourseCount: Number(row.savedCourseCount),
    courseCount: Number(row.courseCount),
    courseCommentCount: Number(row.courseCommentCount),
    scrapCount: Number(row.scrapCount),
    postCount: Number(row.postCount),
    commentCount: Number(row.commentCount),
    reviewCount: Number(row.reviewCount),
    memberSince: row.memberSince as Date | string,
  };
}

export interface Paging {
  limit: number;
  offset: number;
}

/** The member's posts, newest first, drafts and hidden ones included. */
export async function listMyPosts(db: DbOrTx, userId: number, { limit, offset }: Paging) {
  const where = eq(posts.authorId, userId);
  const [items, total] = await Promise.all([
    db
      .select({
        id: posts.id,
        postType: posts.postType,
        status: posts.status,
        moderationStatus: posts.moderationStatus,
        category: posts.category,
        title: posts.title,
        content: excerpt(posts.content),
        likeCount: posts.likeCount,
        commentCount: posts.commentCount,
        createdAt: posts.createdAt,
      })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit)
      .offset(offset),
    count(db.select(countColumn).from(posts).where(where)),
  ]);
  return { items, total };
}

const postAuthors = alias(users, 'post_author');

/** The member's scraps of posts they may still open, newest scrap first, each with its post and author. */
export async function listMyScraps(db: DbOrTx, reader: Reader, { limit, offset }: Paging) {
  const where = and(
    eq(postInteractions.userId, reader.id),
    eq(postInteractions.type, 'scrap'),
    postVisible(reader),
  );
  const [items, total] = await Promise.all([
    db
      .select({
        id: postInteractions.id,
        postId: posts.id,
        postType: posts.postType,
        category: posts.category,
        title: posts.title,
        content: excerpt(posts.content),
        authorName: postAuthors.name,
        authorAvatarUrl: postAuthors.avatarUrl,
        createdAt: postInteractions.createdAt,
      })
      .from(postInteractions)
      .innerJoin(posts, eq(posts.id, postInteractions.postId))
      .innerJoin(postAuthors, eq(postAuthors.id, posts.authorId))
      .where(where)
      .orderBy(desc(postInteractions.createdAt), desc(postInteractions.id))
      .limit(limit)
      .offset(offset),
    count(
      db
        .select(countColumn)
        .from(postInteractions)
        .innerJoin(posts, eq(posts.id, postInteractions.postId))
        .where(where),
    ),
  ]);
  return { items, total };
}

/** The member's comments on posts they may still open, newest first, each with its post. */
export async function listMyPostComments(db: DbOrTx, reader: Reader, { limit, offset }: Paging) {
  const where = and(eq(postComments.authorId, reader.id), postVisible(reader));
  const [items, total] = await Promise.all([
    db
      .select({
        id: postComments.id,
        content: postComments.content,
        createdAt: postComments.createdAt,
        moderationStatus: postComments.moderationStatus,
        postId: posts.id,
        postType: posts.postType,
        postTitle: posts.title,
      })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .where(where)
      .orderBy(desc(postComments.createdAt), desc(postComments.id))
      .limit(limit)
      .offset(offset),
    count(
      db
        .select(countColumn)
        .from(postComments)
        .innerJoin(posts, eq(posts.id, postComments.postId))
        .where(where),
    ),
  ]);
  return { items, total };
}

const courseAuthors = alias(users, 'course_author');

/** The member's comments on courses they may still open, newest first, each with its course and its author. */
export async function listMyCourseComments(db: DbOrTx, reader: Reader, { limit, offset }: Paging) {
  const where = and(eq(courseComments.authorId, reader.id), courseVisible(reader));
  const [items, total] = await Promise.all([
    db
      .select({
        id: courseComments.id,
        content: courseComments.content,
        createdAt: courseComments.createdAt,
        moderationStatus: courseComments.moderationStatus,
        courseId: courses.id,
        courseTitle: courses.title,
        courseAuthorName: courseAuthors.name,
      })
      .from(courseComments)
      .innerJoin(courses, eq(courses.id, courseComments.courseId))
      .innerJoin(courseAuthors, eq(courseAuthors.id, courses.authorId))
      .where(where)
      .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
      .limit(limit)
      .offset(offset),
    count(
      db
        .select(countColumn)
        .from(courseComments)
        .innerJoin(courses, eq(courses.id, courseComments.courseId))
        .where(where),
    ),
  ]);
  return { items, total };
}

/** The member's courses, newest first, as the courses module builds them (author, stops, saved flag). */
export async function listMyCourses(db: DbOrTx, userId: number, { limit, offset }: Paging) {
  const where = eq(courses.authorId, userId);
  const [rows, total] = await Promise.all([
    db
      .select(courseColumns(userId))
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(limit)
      .offset(offset),
    count(db.select(countColumn).from(courses).where(where)),
  ]);
  return { items: (rows as CourseRow[]).map(withParsedStops), total };
}

/** Others' courses the member collaborates on, newest join first (DESIGN §8.4). */
export async function listSharedCourses(db: DbOrTx, userId: number, { limit, offset }: Paging) {
  const where = eq(courseCollaborators.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select(courseColumns(userId))
      .from(courseCollaborators)
      .innerJoin(courses, eq(courses.id, courseCollaborators.courseId))
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(where)
      .orderBy(desc(courseCollaborators.joinedAt), desc(courses.id))
      .limit(limit)
      .offset(offset),
    count(db.select(countColumn).from(courseCollaborators).where(where)),
  ]);
  return { items: (rows as CourseRow[]).map(withParsedStops), total };
}

/** Courses the member saved that they may still open, newest save first, with `savedAt`. */
export async function listMySavedCourses(db: DbOrTx, reader: Reader, { limit, offset }: Paging) {
  const where = and(eq(courseSaves.userId, reader.id), courseVisible(reader));
  const [rows, total] = await Promise.all([
    db
      .select({ ...courseColumns(reader.id), savedAt: courseSaves.createdAt })
      .from(courseSaves)
      .innerJoin(courses, eq(courses.id, courseSaves.courseId))
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(where)
      .orderBy(desc(courseSaves.createdAt), desc(courseSaves.id))
      .limit(limit)
      .offset(offset),
    count(
      db
        .select(countColumn)
        .from(courseSaves)
        .innerJoin(courses, eq(courses.id, courseSaves.courseId))
        .where(where),
    ),
  ]);
  return { items: (rows as (CourseRow & { savedAt: Date })[]).map(withParsedStops), total };
}

export * from './mypage-account.repository.ts';
