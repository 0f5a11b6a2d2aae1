import { communityUploadKey } from '@ktravel/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  adminInvites,
  contactInquiries,
  courseComments,
  courses,
  places,
  postComments,
  posts,
  users,
} from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { buildTestApp, caller, changedDirectly, signIn, type TestApp } from '../../test/helpers.ts';
import { pngImage, putBytes, signedUpload, userIdOf } from '../uploads/uploads.test-support.ts';

let t: TestApp;
const call = caller(() => t.app);
const STOP = { order: 1, name: 'Gyeongbokgung', lat: 37.5796, lng: 126.977 };

/** Everything one member did, by the API, so the counters and triggers run as in use. */
interface Activity {
  cookie: string;
  id: number;
  email: string;
  bookmarks: number[];
  courses: number[];
  savedCourses: number[];
  courseComments: number[];
  posts: number[];
  scraps: number[];
  postComments: number[];
}

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  const res = await call(method, url, cookie, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

async function member(email: string): Promise<Activity> {
  const cookie = await signIn(t.app, email);
  return {
    cookie,
    id: await userIdOf(t.app, email),
    email,
    bookmarks: [],
    courses: [],
    savedCourses: [],
    courseComments: [],
    posts: [],
    scraps: [],
    postComments: [],
  };
}

let placeIds: number[] = [];
let me: Activity;
let other: Activity;
let admin: string;

/** What each member makes of their own: two bookmarks, a public and a private course, a post and a draft. */
async function createOwn(a: Activity, offset: number) {
  for (const placeId of placeIds.slice(offset, offset + 2)) {
    await ok('POST', `/api/places/${placeId}/bookmark`, a.cookie);
    a.bookmarks.push(placeId);
  }
  for (const visibility of ['public', 'private'] as const) {
    const course = await ok('POST', '/api/courses', a.cookie, {
      title: `${a.email} ${visibility} course`,
      visibility,
      stops: [STOP],
    });
    a.courses.push(course.id);
  }
  for (const status of ['published', 'draft'] as const) {
    const post = await ok('POST', '/api/posts', a.cookie, {
      title: `${a.email} ${status}`,
      content: 'x'.repeat(300),
      status,
    });
    a.posts.push(post.id);
  }
}

/**
 * The known set of actions on `b`'s things: `a` saves b's public course and comments on it twice (and once on
 * their own course), scraps and likes b's post and comments on it twice (and once on their own post).
 */
async function interact(a: Activity, b: Activity) {
  await ok('POST', `/api/courses/${b.courses[0]}/save`, a.cookie);
  a.savedCourses.push(b.courses[0]!);
  for (const courseId of [b.courses[0]!, b.courses[0]!, a.courses[0]!]) {
    const comment = await ok('POST', `/api/comments/course/${courseId}`, a.cookie, {
      content: `${a.email} says hi`,
    });
    a.courseComments.push(comment.id);
  }
  await ok('POST', '/api/interactions/toggle', a.cookie, { interactionType: 'scrap', postId: b.posts[0] });
  a.scraps.push(b.posts[0]!);
  await ok('POST', `/api/posts/buzz/${b.posts[0]}/like`, a.cookie);
  for (const postId of [b.posts[0]!, b.posts[0]!, a.posts[0]!]) {
    const comment = await ok('POST', `/api/comments/post/${postId}`, a.cookie, {
      content: `${a.email} comment`,
    });
    a.postComments.push(comment.id);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedAll(t.database.db);
  placeIds = (
    await t.database.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.status, 'active'))
      .orderBy(asc(places.id))
      .limit(6)
  ).map((r) => r.id);
  me = await member('mypage-me@example.com');
  other = await member('mypage-other@example.com');
  admin = await signIn(t.app, 'admin@example.com', 'Admin');
  await createOwn(me, 0);
  await createOwn(other, 2);
  await interact(me, other);
  // The noise: the other member does the same to the first one's things.
  await interact(other, me);
});
afterAll(() => t.close());

const ROUTES = [
  'stats',
  'posts',
  'scraps',
  'comments',
  'course-comments',
  'bookmarks',
  'courses',
  'saved-courses',
  'reviews',
  'fact-proposals',
  'export',
];
const stats = async (cookie: string) => ok('GET', '/api/mypage/stats', cookie);
const list = async (cookie: string, path: string, query = '') =>
  ok('GET', `/api/mypage/${path}${query}`, cookie);
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe('My Page', () => {
  it('refuses an anonymous caller on every endpoint', async () => {
    for (const path of ROUTES) {
      const res = await call('GET', `/api/mypage/${path}`);
      expect(res.statusCode, path).toBe(401);
      expect(res.json().error.code).toBe('NOT_SIGNED_IN');
    }
    const res = await call('DELETE', '/api/mypage/account', undefined, { confirm: 'x@example.com' });
    expect(res.statusCode).toBe(401);
  });

  it('counts 0 of everything for a fresh member, and lists nothing', async () => {
    const cookie = await signIn(t.app, 'mypage-fresh@example.com');
    expect(await stats(cookie)).toEqual({
      bookmarkCount: 0,
      savedCourseCount: 0,
      courseCount: 0,
      courseCommentCount: 0,
      scrapCount: 0,
      postCount: 0,
      commentCount: 0,
      reviewCount: 0,
      memberSince: expect.any(String),
    });
    for (const path of ROUTES.slice(1, -1)) {
      expect(await list(cookie, path), path).toMatchObject({ items: [], total: 0, page: 1, totalPages: 0 });
    }
  });

  it('counts exactly what the member did, whatever another member did', async () => {
    expect(await stats(me.cookie)).toMatchObject({
      bookmarkCount: 2,
      savedCourseCount: 1,
      courseCount: 2,
      courseCommentCount: 3,
      scrapCount: 1,
      postCount: 2,
      commentCount: 3,
    });
    expect(await stats(other.cookie)).toMatchObject({
      bookmarkCount: 2,
      courseCount: 2,
      postCount: 2,
      scrapCount: 1,
    });
  });

  it('lists each kind of item, newest first, only the member’s own, with the spec fields', async () => {
    const postPage = await list(me.cookie, 'posts');
    expect(ids(postPage)).toEqual([...me.posts].reverse());
    expect(postPage).toMatchObject({ total: 2, page: 1, limit: 10, totalPages: 1 });
    expect(postPage.items[0]).toEqual({
      id: me.posts[1],
      postType: 'community',
      status: 'draft',
      moderationStatus: 'active',
      category: 'community',
      title: `${me.email} draft`,
      content: 'x'.repeat(200),
      likeCount: 0,
      commentCount: 0,
      createdAt: expect.any(String),
    });
    // Its comments: one of mine, two of the other member's.
    expect(postPage.items[1]).toMatchObject({ status: 'published', commentCount: 3, likeCount: 1 });

    const scrapPage = await list(me.cookie, 'scraps');
    expect(scrapPage.total).toBe(1);
    expect(scrapPage.items[0]).toEqual({
      id: expect.any(Number),
      postId: me.scraps[0],
      postType: 'community',
      category: 'community',
      title: `${other.email} published`,
      content: 'x'.repeat(200),
      author: { name: 'mypage-other', avatarUrl: null },
      createdAt: expect.any(String),
    });

    const commentPage = await list(me.cookie, 'comments');
    expect(ids(commentPage)).toEqual([...me.postComments].reverse());
    expect(commentPage.items[2]).toMatchObject({
      content: `${me.email} comment`,
      moderationStatus: 'active',
      post: { id: me.scraps[0], postType: 'community', title: `${other.email} published` },
    });

    const courseCommentPage = await list(me.cookie, 'course-comments');
    expect(ids(courseCommentPage)).toEqual([...me.courseComments].reverse());
    expect(courseCommentPage.items[2]).toMatchObject({
      course: {
        id: me.savedCourses[0],
        title: `${other.email} public course`,
        author: { name: 'mypage-other' },
      },
    });

    const bookmarkPage = await list(me.cookie, 'bookmarks');
    expect(bookmarkPage).toMatchObject({ total: 2, limit: 12 });
    expect(bookmarkPage.items.map((b: { placeId: number }) => b.placeId)).toEqual(
      [...me.bookmarks].reverse(),
    );
    expect(bookmarkPage.items[0]).toMatchObject({
      type: expect.any(String),
      address: expect.any(String),
      lat: expect.any(Number),
      lng: expect.any(Number),
      googleMapsUrl: expect.stringContaining('google'),
    });

    const coursePage = await list(me.cookie, 'courses');
    expect(ids(coursePage)).toEqual([...me.courses].reverse());
    expect(coursePage.items[0]).toMatchObject({ visibility: 'private', stops: [{ name: 'Gyeongbokgung' }] });

    const savedPage = await list(me.cookie, 'saved-courses');
    expect(ids(savedPage)).toEqual(me.savedCourses);
    expect(savedPage.items[0]).toMatchObject({ isSaved: true, savedAt: expect.any(String), saveCount: 1 });
  });

  it('pages every list with limit=1 and never shows another member’s items', async () => {
    const mine: Record<string, number[]> = {
      posts: me.posts,
      comments: me.postComments,
      'course-comments': me.courseComments,
      courses: me.courses,
      'saved-courses': me.savedCourses,
    };
    for (const [path, expected] of Object.entries(mine)) {
      const seen: number[] = [];
      for (let page = 1; page <= expected.length; page += 1) {
        const data = await list(me.cookie, path, `?page=${page}&limit=1`);
        expect(data, path).toMatchObject({
          total: expected.length,
          page,
          limit: 1,
          totalPages: expected.length,
        });
        seen.push(...ids(data));
      }
      expect(seen.sort(), path).toEqual([...expected].sort());
      expect((await list(me.cookie, path, `?page=${expected.length + 1}&limit=1`)).items).toEqual([]);
    }
    const bookmarks = await list(me.cookie, 'bookmarks', '?page=2&limit=1');
    expect(bookmarks).toMatchObject({ total: 2, totalPages: 2 });
    expect(bookmarks.items.map((b: { placeId: number }) => b.placeId)).toEqual([me.bookmarks[0]]);
    const scraps = await list(me.cookie, 'scraps', '?page=1&limit=1');
    expect(scraps.items.map((s: { postId: number }) => s.postId)).toEqual(me.scraps);
    expect((await call('GET', '/api/mypage/posts?limit=101', me.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/mypage/posts?page=0', me.cookie)).statusCode).toBe(400);
  });

  it('leaves out, and does not count, what the member can no longer open or what was deleted', async () => {
    const [saved] = me.savedCourses;
    await t.database.db.update(courses).set({ visibility: 'private' }).where(eq(courses.id, saved!));
    await changedDirectly();
    await t.database.db.update(posts).set({ status: 'draft' }).where(eq(posts.id, me.scraps[0]!));
    await changedDirectly();
    const hidden = await stats(me.cookie);
    expect(hidden).toMatchObject({
      savedCourseCount: 0,
      courseCommentCount: 1,
      scrapCount: 0,
      commentCount: 1,
    });
    expect((await list(me.cookie, 'saved-courses')).items).toEqual([]);
    expect((await list(me.cookie, 'scraps')).total).toBe(0);
    expect((await list(me.cookie, 'comments')).total).toBe(1);
    // An admin still sees them: admins may open every course and post.
    await t.database.db.update(courses).set({ visibility: 'public' }).where(eq(courses.id, saved!));
    await changedDirectly();
    await t.database.db.update(posts).set({ status: 'published' }).where(eq(posts.id, me.scraps[0]!));
    await changedDirectly();

    // The member's own hidden post stays in their list, labelled.
    await t.database.db.update(posts).set({ moderationStatus: 'hidden' }).where(eq(posts.id, me.posts[0]!));
    await changedDirectly();
    const postPage = await list(me.cookie, 'posts');
    expect(postPage.items[1]).toMatchObject({ id: me.posts[0], moderationStatus: 'hidden' });
    expect((await stats(me.cookie)).commentCount).toBe(3);
    await t.database.db.update(posts).set({ moderationStatus: 'active' }).where(eq(posts.id, me.posts[0]!));
    await changedDirectly();

    // Deleted by its author: gone from the lists and the counts.
    const extra = await ok('POST', '/api/posts', other.cookie, { title: 'Soon gone', content: 'Bye' });
    other.posts.push(extra.id);
    await ok('POST', '/api/interactions/toggle', me.cookie, { interactionType: 'scrap', postId: extra.id });
    await ok('POST', `/api/comments/post/${extra.id}`, me.cookie, { content: 'On a post that goes' });
    expect(await stats(me.cookie)).toMatchObject({ scrapCount: 2, commentCount: 4 });
    await ok('DELETE', `/api/posts/${extra.id}`, other.cookie);
    other.posts.pop();
    expect(await stats(me.cookie)).toMatchObject({ scrapCount: 1, commentCount: 3 });
    expect(ids(await list(me.cookie, 'comments'))).toEqual([...me.postComments].reverse());
  });

  it('answers the stats in one database round trip, and from memory until something changes', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const original = client.query;
    const statementsOf = async (fn: () => Promise<unknown>) => {
      const texts: string[] = [];
      client.query = function (this: unknown, ...args: unknown[]) {
        const first = args[0];
        texts.push(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? ''));
        return original.apply(this, args);
      };
      try {
        await fn();
      } finally {
        client.query = original;
      }
      // Without the session look-up (kept for a few seconds, and touched at most once a minute).
      return texts.filter((text) => !/sessions/.test(text));
    };
    const reader = await signIn(t.app, 'mypage-round-trip@example.com');
    const writer = await signIn(t.app, 'mypage-round-trip-writer@example.com');
    // Another member's write (any successful write through this instance) forgets every member's counts.
    await call('POST', '/api/posts', writer, { title: 'Forgets the counts', content: 'x' });
    expect(await statementsOf(() => stats(reader))).toHaveLength(1);
    expect(await statementsOf(() => stats(reader))).toHaveLength(0);
    await call('POST', '/api/posts', reader, { title: 'Counted at once', content: 'x' });
    expect((await stats(reader)).postCount).toBe(1);
  });

  it('counts a course saved or commented on at once, though those writes keep the other kept versions', async () => {
    const member = await signIn(t.app, 'mypage-course-counts@example.com');
    const author = await signIn(t.app, 'mypage-course-author@example.com');
    const course = await ok('POST', '/api/courses', author, {
      title: 'Counted course',
      stops: [{ order: 1, name: 'Somewhere', lat: 37.57, lng: 126.98 }],
    });
    const before = await stats(member);
    await ok('POST', `/api/courses/${course.id}/save`, member);
    await ok('POST', `/api/comments/course/${course.id}`, member, { content: 'Counted' });
    expect(await stats(member)).toMatchObject({
      savedCourseCount: before.savedCourseCount + 1,
      courseCommentCount: before.courseCommentCount + 1,
    });
    await ok('DELETE', `/api/courses/${course.id}/save`, member);
    expect((await stats(member)).savedCourseCount).toBe(before.savedCourseCount);
  });
});

describe('GET /api/mypage/export', () => {
  it('is a JSON attachment of the member’s own data and nobody else’s', async () => {
    const res = await call('GET', '/api/mypage/export', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ktravel-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.id, email: me.email });
    expect(data.bookmarks.map((b: { placeId: number }) => b.placeId)).toEqual(me.bookmarks);
    expect(data.courses.map((c: { id: number }) => c.id)).toEqual(me.courses);
    expect(data.courses[0].stops).toEqual([{ ...STOP, externalId: null }]);
    expect(data.savedCourses.map((c: { courseId: number }) => c.courseId)).toEqual(me.savedCourses);
    expect(data.posts.map((p: { id: number }) => p.id)).toEqual(me.posts);
    expect(data.posts[0].content).toBe('x'.repeat(300));
    expect(data.postComments.map((c: { id: number }) => c.id)).toEqual(me.postComments);
    expect(data.courseComments.map((c: { id: number }) => c.id)).toEqual(me.courseComments);
    expect(data.scraps.map((s: { postId: number }) => s.postId)).toEqual(me.scraps);
    expect(data.likes.map((s: { postId: number }) => s.postId)).toEqual(me.scraps);
    // The other member shows only as the author of what this member saved or scrapped, never with their email.
    expect(res.body).not.toContain(`"${other.email}"`);
    for (const id of other.postComments) {
      expect(data.postComments.map((c: { id: number }) => c.id)).not.toContain(id);
    }
    for (const id of other.courses) expect(data.courses.map((c: { id: number }) => c.id)).not.toContain(id);
    for (const postId of other.posts)
      expect(data.posts.map((p: { id: number }) => p.id)).not.toContain(postId);
  });

  it('is rate limited per member', async () => {
    const cookie = await signIn(t.app, 'mypage-exporter@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call('GET', '/api/mypage/export', cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('DELETE /api/mypage/account', () => {
  /** Rows of each table that belong to or name the user. */
  async function rowsOf(userId: number, email: string) {
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? 0);
    return {
      users: await count(sql`select count(*)::int as n from users where id = ${userId}`),
      sessions: await count(sql`select count(*)::int as n from sessions where user_id = ${userId}`),
      bookmarks: await count(sql`select count(*)::int as n from bookmarks where user_id = ${userId}`),
      courses: await count(sql`select count(*)::int as n from courses where author_id = ${userId}`),
      courseSaves: await count(sql`select count(*)::int as n from course_saves where user_id = ${userId}`),
      courseComments: await count(
        sql`select count(*)::int as n from course_comments where author_id = ${userId}`,
      ),
      posts: await count(sql`select count(*)::int as n from posts where author_id = ${userId}`),
      postInteractions: await count(
        sql`select count(*)::int as n from post_interactions where user_id = ${userId}`,
      ),
      postComments: await count(
        sql`select count(*)::int as n from post_comments where author_id = ${userId}`,
      ),
      reports: await count(sql`select count(*)::int as n from content_reports where reporter_id = ${userId}`),
      uploads: await count(sql`select count(*)::int as n from uploads where user_id = ${userId}`),
      inquiries: await count(
        sql`select count(*)::int as n from contact_inquiries where user_id = ${userId} or email = ${email}`,
      ),
      invites: await count(sql`select count(*)::int as n from admin_invites where email = ${email}`),
    };
  }

  it('refuses anything but the account’s email with 400, and deletes nothing', async () => {
    const before = await rowsOf(me.id, me.email);
    for (const payload of [{ confirm: other.email }, { confirm: 'me' }, { confirm: '' }, {}]) {
      const res = await call('DELETE', '/api/mypage/account', me.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await rowsOf(me.id, me.email)).toEqual(before);
    expect((await stats(me.cookie)).postCount).toBe(2);
  });

  it('refuses the last admin with 409 LAST_ADMIN and a clear message', async () => {
    const adminId = await userIdOf(t.app, 'admin@example.com');
    const others = await t.database.db
      .update(users)
      .set({ role: 'user' })
      .where(sql`${users.role} = 'admin' and ${users.id} <> ${adminId}`)
      .returning({ id: users.id });
    try {
      const res = await call('DELETE', '/api/mypage/account', admin, { confirm: 'ADMIN@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'LAST_ADMIN',
        message: expect.stringContaining('last administrator'),
      });
      expect(await rowsOf(adminId, 'admin@example.com')).toMatchObject({ users: 1 });
    } finally {
      for (const { id } of others)
        await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
      await changedDirectly();
    }
  });

  it('deletes the member and everything they made, keeps others’ counts right, and ends the session', async () => {
    // More of what names the member: a report, an inquiry, an invite, an upload and a post with an image.
    await ok('POST', '/api/reports', me.cookie, {
      targetType: 'comment',
      targetId: other.postComments[2],
      reason: 'Spam',
    });
    await t.database.db.insert(contactInquiries).values({
      name: 'Me',
      email: me.email,
      subject: 'general',
      message: 'Hello',
      userId: me.id,
    });
    await t.database.db.insert(adminInvites).values({ email: me.email });
    const png = await pngImage();
    /** A PNG the member uploaded under their community folder (`nth`: a distinct time for its key). */
    const uploaded = async (fileName: string, nth: number) => {
      const upload = await signedUpload(t.app, me.cookie, {
        key: communityUploadKey(me.id, fileName, Date.now() + nth),
        contentType: 'image/png',
        size: png.length,
      });
      expect((await putBytes(t.app, upload.url, png, 'image/png')).statusCode).toBe(200);
      return upload;
    };
    const loose = await uploaded('loose.png', 0);
    const attached = await uploaded('photo.png', 1);
    const withImage = await ok('POST', '/api/posts', me.cookie, {
      title: 'With a photo',
      content: 'Look',
      imageUrl: attached.publicUrl,
    });
    const [stored] = await t.database.db
      .select({ keys: posts.imageKeys })
      .from(posts)
      .where(eq(posts.id, withImage.id));
    const cover = await uploaded('cover.png', 2);
    const withCover = await ok('POST', '/api/courses', me.cookie, {
      title: 'With a cover',
      coverUrl: cover.publicUrl,
      stops: [{ order: 1, name: 'Seoul Station', lat: 37.5547, lng: 126.9707 }],
    });
    const [covered] = await t.database.db
      .select({ keys: courses.coverKeys })
      .from(courses)
      .where(eq(courses.id, withCover.id));
    const fileKeys = [loose.key, ...stored!.keys, ...covered!.keys];
    expect(fileKeys).toHaveLength(5);
    for (const key of fileKeys) expect(await t.app.uploads.storage.get(key), key).toBeDefined();

    // Other members' counters that the member moved.
    const theirCourse = me.savedCourses[0]!;
    const theirPost = me.scraps[0]!;
    const counters = async () => {
      const [course] = await t.database.db
        .select({ saves: courses.saveCount, comments: courses.commentCount })
        .from(courses)
        .where(eq(courses.id, theirCourse));
      const [post] = await t.database.db
        .select({ likes: posts.likeCount, scraps: posts.scrapCount, comments: posts.commentCount })
        .from(posts)
        .where(eq(posts.id, theirPost));
      return {
        courseSaves: course!.saves,
        courseComments: course!.comments,
        likes: post!.likes,
        scraps: post!.scraps,
        postComments: post!.comments,
      };
    };
    expect(await counters()).toEqual({
      courseSaves: 1,
      courseComments: 3,
      likes: 1,
      scraps: 1,
      postComments: 3,
    });
    // `other` saved one of my courses and commented on my post: those go from their lists and counts.
    expect(await stats(other.cookie)).toMatchObject({
      savedCourseCount: 1,
      commentCount: 3,
      courseCommentCount: 3,
    });
    const before = await rowsOf(me.id, me.email);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const res = await call('DELETE', '/api/mypage/account', me.cookie, {
      confirm: `  ${me.email.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(res.cookies.find((c) => c.name === 'ktravel_session')?.value).toBe('');

    expect(await rowsOf(me.id, me.email)).toEqual(
      Object.fromEntries(Object.keys(before).map((table) => [table, 0])),
    );
    expect(
      await queryRows(
        t.database.db,
        sql`select 1 from course_stops s where s.course_id in (${sql.join(
          me.courses.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).toEqual([]);
    for (const key of fileKeys) expect(await t.app.uploads.storage.get(key), key).toBeUndefined();
    expect(await counters()).toEqual({
      courseSaves: 0,
      courseComments: 1,
      likes: 0,
      scraps: 0,
      postComments: 1,
    });
    expect(await stats(other.cookie)).toMatchObject({
      savedCourseCount: 0,
      commentCount: 1,
      courseCommentCount: 1,
    });

    // The old cookie is refused; nothing of theirs is readable.
    expect((await call('GET', '/api/mypage/stats', me.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', me.cookie)).json().data).toBeNull();
    for (const id of me.courses)
      expect((await call('GET', `/api/courses/${id}`, admin)).statusCode).toBe(404);
    for (const id of me.posts) expect((await call('GET', `/api/posts/${id}`, admin)).statusCode).toBe(404);
    const publicCourses = await ok('GET', '/api/courses/public?limit=100', other.cookie);
    expect(JSON.stringify(publicCourses)).not.toContain(me.email);
    const community = await ok('GET', '/api/posts?postType=community&limit=100', other.cookie);
    expect(JSON.stringify(community)).not.toContain(me.email);
    const comments = await ok('GET', `/api/comments/course/${theirCourse}`, other.cookie);
    expect(comments.items.map((c: { author: { id: number } }) => c.author.id)).toEqual([other.id]);
    const postCommentRows = await t.database.db
      .select()
      .from(postComments)
      .where(eq(postComments.postId, theirPost));
    expect(postCommentRows.map((row) => row.authorId)).toEqual([other.id]);
    const courseCommentRows = await t.database.db
      .select()
      .from(courseComments)
      .where(eq(courseComments.courseId, theirCourse));
    expect(courseCommentRows.map((row) => row.authorId)).toEqual([other.id]);
    // The other member's things are all still there.
    expect(await stats(other.cookie)).toMatchObject({ bookmarkCount: 2, courseCount: 2, postCount: 2 });
  });
});
