import { MYPAGE_EXCERPT_LENGTH } from '@ktravel/contract';
import { and, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  alias,
  type PgSelect,
  type PgTable,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
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
import { postHeadColumns } from '../posts/posts.repository.ts';

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

/**
 * Where a list's rows come from: `table` inner-joined with `joins` (both the page and its count) and `shownJoins`
 * (the page only: the author of what it shows), filtered by `where`, newest first by `newest` (a time, then an id).
 */
interface ListSource {
  table: PgTable;
  joins?: [PgTable, SQL][];
  shownJoins?: [PgTable, SQL][];
  where: SQL | undefined;
  newest: [AnyPgColumn, AnyPgColumn];
}

/** A page of the list's `fields` and the list's total, read together. */
async function newestPage<F extends SelectedFields>(
  db: DbOrTx,
  source: ListSource,
  fields: F,
  { limit, offset }: Paging,
): Promise<{ items: SelectResultFields<F>[]; total: number }> {
  const select = (columns: SelectedFields, joins: [PgTable, SQL][]) => {
    const query: PgSelect = db.select(columns).from(source.table).$dynamic();
    for (const join of joins) query.innerJoin(...join);
    return query.where(source.where);
  };
  const joins = source.joins ?? [];
  const [time, id] = source.newest;
  const [items, total] = await Promise.all([
    select(fields, [...joins, ...(source.shownJoins ?? [])])
      .orderBy(desc(time), desc(id))
      .limit(limit)
      .offset(offset),
    count(select(countColumn, joins).execute() as Promise<{ n: number }[]>),
  ]);
  // The fields name every column read: inner joins add no others and make none nullable.
  return { items: items as SelectResultFields<F>[], total };
}

/** The member's posts, newest first, drafts and hidden ones included. */
export function listMyPosts(db: DbOrTx, userId: number, paging: Paging) {
  const source: ListSource = {
    table: posts,
    where: eq(posts.authorId, userId),
    newest: [posts.createdAt, posts.id],
  };
  const { likeCount, commentCount, createdAt } = posts;
  const fields = { ...postHeadColumns, content: excerpt(posts.content), likeCount, commentCount, createdAt };
  return newestPage(db, source, fields, paging);
}

const postAuthors = alias(users, 'post_author');

/** The member's scraps of posts they may still open, newest scrap first, each with its post and author. */
export function listMyScraps(db: DbOrTx, reader: Reader, paging: Paging) {
  const source: ListSource = {
    table: postInteractions,
    joins: [[posts, eq(posts.id, postInteractions.postId)]],
    shownJoins: [[postAuthors, eq(postAuthors.id, posts.authorId)]],
    where: and(
      eq(postInteractions.userId, reader.id),
      eq(postInteractions.type, 'scrap'),
      postVisible(reader),
    ),
    newest: [postInteractions.createdAt, postInteractions.id],
  };
  const fields = {
    id: postInteractions.id,
    postId: posts.id,
    postType: posts.postType,
    category: posts.category,
    title: posts.title,
    content: excerpt(posts.content),
    authorName: postAuthors.name,
    authorAvatarUrl: postAuthors.avatarUrl,
    createdAt: postInteractions.createdAt,
  };
  return newestPage(db, source, fields, paging);
}

/** The member's comments on posts they may still open, newest first, each with its post. */
export function listMyPostComments(db: DbOrTx, reader: Reader, paging: Paging) {
  const source: ListSource = {
    table: postComments,
    joins: [[posts, eq(posts.id, postComments.postId)]],
    where: and(eq(postComments.authorId, reader.id), postVisible(reader)),
    newest: [postComments.createdAt, postComments.id],
  };
  const { id, content, createdAt, moderationStatus } = postComments;
  const post = { postId: posts.id, postType: posts.postType, postTitle: posts.title };
  return newestPage(db, source, { id, content, createdAt, moderationStatus, ...post }, paging);
}

const courseAuthors = alias(users, 'course_author');

/** The member's comments on courses they may still open, newest first, each with its course and its author. */
export function listMyCourseComments(db: DbOrTx, reader: Reader, paging: Paging) {
  const source: ListSource = {
    table: courseComments,
    joins: [[courses, eq(courses.id, courseComments.courseId)]],
    shownJoins: [[courseAuthors, eq(courseAuthors.id, courses.authorId)]],
    where: and(eq(courseComments.authorId, reader.id), courseVisible(reader)),
    newest: [courseComments.createdAt, courseComments.id],
  };
  const { id, content, createdAt, moderationStatus } = courseComments;
  const course = { courseId: courses.id, courseTitle: courses.title, courseAuthorName: courseAuthors.name };
  return newestPage(db, source, { id, content, createdAt, moderationStatus, ...course }, paging);
}

/**
 * A page of courses as the courses module builds them (author, stops, saved flag for `viewerId`), with `extra`
 * fields beside.
 */
async function coursePage<F extends SelectedFields>(
  db: DbOrTx,
  viewerId: number,
  paging: Paging,
  source: ListSource,
  extra?: F,
) {
  const author: [PgTable, SQL] = [users, eq(users.id, courses.authorId)];
  const fields = { ...courseColumns(viewerId), ...extra };
  const shownJoins = [...(source.shownJoins ?? []), author];
  const { items, total } = await newestPage(db, { ...source, shownJoins }, fields, paging);
  return { items: (items as (CourseRow & SelectResultFields<F>)[]).map(withParsedStops), total };
}

/** The member's courses, newest first. */
export function listMyCourses(db: DbOrTx, userId: number, paging: Paging) {
  return coursePage(db, userId, paging, {
    table: courses,
    where: eq(courses.authorId, userId),
    newest: [courses.createdAt, courses.id],
  });
}

/** Others' courses the member collaborates on, newest join first (DESIGN §8.4). */
export function listSharedCourses(db: DbOrTx, userId: number, paging: Paging) {
  return coursePage(db, userId, paging, {
    table: courseCollaborators,
    shownJoins: [[courses, eq(courses.id, courseCollaborators.courseId)]],
    where: eq(courseCollaborators.userId, userId),
    newest: [courseCollaborators.joinedAt, courses.id],
  });
}

/** Courses the member saved that they may still open, newest save first, with `savedAt`. */
export function listMySavedCourses(db: DbOrTx, reader: Reader, paging: Paging) {
  const source: ListSource = {
    table: courseSaves,
    joins: [[courses, eq(courses.id, courseSaves.courseId)]],
    where: and(eq(courseSaves.userId, reader.id), courseVisible(reader)),
    newest: [courseSaves.createdAt, courseSaves.id],
  };
  return coursePage(db, reader.id, paging, source, { savedAt: courseSaves.createdAt });
}

export * from './mypage-account.repository.ts';
