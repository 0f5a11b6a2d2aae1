import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentReports, courseComments, courses, postComments, posts } from '../../db/schema.ts';
import { setupPostTests } from '../posts/posts.test-fixtures.ts';

const { t, call, s, createPost, setPost } = setupPostTests();

const report = (cookie: string | undefined, targetType: string, targetId: number, reason = 'Spam') =>
  call('POST', '/api/reports', cookie, { targetType, targetId, reason });

const moderation = async (table: typeof posts | typeof postComments | typeof courseComments, id: number) =>
  (await t.database.db.select({ m: table.moderationStatus }).from(table).where(eq(table.id, id)))[0]!.m;

async function postComment(cookie: string, postId: number) {
  return (await call('POST', `/api/comments/post/${postId}`, cookie, { content: 'A comment' })).json().data
    .id as number;
}

/** A course comment by `authorId` on a course of the owner's (public or private), straight in the database. */
async function courseComment(authorId: number, visibility: 'public' | 'private' = 'public') {
  const db = t.database.db;
  const [course] = await db
    .insert(courses)
    .values({ title: 'Course', visibility, authorId: s.ownerId })
    .returning({ id: courses.id });
  const [row] = await db
    .insert(courseComments)
    .values({ courseId: course!.id, authorId, content: 'Course comment' })
    .returning({ id: courseComments.id });
  return row!.id;
}

describe('POST /api/reports', () => {
  it('refuses an anonymous caller and a wrong body', async () => {
    const post = await createPost(s.owner);
    const res = await report(undefined, 'post', post.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
    expect((await report(s.other, 'place', post.id)).statusCode).toBe(400);
    expect((await report(s.other, 'post', post.id, 'x'.repeat(501))).statusCode).toBe(400);
  });

  it('lets another member report a post once; it stays visible, marked for admins', async () => {
    const post = await createPost(s.owner);
    const res = await report(s.other, 'post', post.id, '  Advertising  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      targetType: 'post',
      targetId: post.id,
      reason: 'Advertising',
      createdAt: expect.any(String),
    });
    expect(await moderation(posts, post.id)).toBe('reported');
    const again = await report(s.other, 'post', post.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_REPORTED');
    expect((await call('GET', `/api/posts/${post.id}`)).json().data.moderationStatus).toBe('reported');
    // Another member's report is theirs to make.
    expect((await report(s.admin, 'post', post.id)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(contentReports).where(eq(contentReports.postId, post.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.reporterId)).toContain(s.otherId);
  });

  it('refuses the author reporting their own post or comment', async () => {
    const post = await createPost(s.owner);
    const own = await report(s.owner, 'post', post.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('CANNOT_REPORT_OWN');
    const comment = await postComment(s.other, post.id);
    expect((await report(s.other, 'comment', comment)).json().error.code).toBe('CANNOT_REPORT_OWN');
    expect(await moderation(posts, post.id)).toBe('active');
  });

  it('reports post comments and course comments, once each', async () => {
    const post = await createPost(s.owner);
    const comment = await postComment(s.owner, post.id);
    expect((await report(s.other, 'comment', comment)).statusCode).toBe(201);
    expect(await moderation(postComments, comment)).toBe('reported');
    expect((await report(s.other, 'comment', comment)).statusCode).toBe(409);
    // The same id as a post is another target.
    expect(await moderation(posts, post.id)).toBe('active');

    const onCourse = await courseComment(s.ownerId);
    expect((await report(s.other, 'courseComment', onCourse)).statusCode).toBe(201);
    expect(await moderation(courseComments, onCourse)).toBe('reported');
    expect((await report(s.other, 'courseComment', onCourse)).statusCode).toBe(409);
    expect((await report(s.owner, 'courseComment', onCourse)).statusCode).toBe(403);
  });

  it('answers 404 for what the member may not see, and leaves hidden content hidden', async () => {
    const draft = await createPost(s.owner, { status: 'draft' });
    const res = await report(s.other, 'post', draft.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('POST_NOT_FOUND');
    const onPrivate = await courseComment(s.ownerId, 'private');
    const privateRes = await report(s.other, 'courseComment', onPrivate);
    expect(privateRes.statusCode).toBe(404);
    expect(privateRes.json().error.code).toBe('COMMENT_NOT_FOUND');
    for (const type of ['post', 'comment', 'courseComment']) {
      expect((await report(s.other, type, 999_999)).statusCode).toBe(404);
    }
    // An admin reporting content moderation already hid: counted, still hidden.
    const hidden = await createPost(s.owner);
    await setPost(hidden.id, { moderationStatus: 'hidden' });
    expect((await report(s.other, 'post', hidden.id)).statusCode).toBe(404);
    expect((await report(s.admin, 'post', hidden.id)).statusCode).toBe(201);
    expect(await moderation(posts, hidden.id)).toBe('hidden');
  });

  it('goes with the reported comment and the reported course comment', async () => {
    const post = await createPost(s.owner);
    const comment = await postComment(s.owner, post.id);
    await report(s.other, 'comment', comment);
    expect((await call('DELETE', `/api/comments/${comment}`, s.owner)).statusCode).toBe(200);
    const onCourse = await courseComment(s.ownerId);
    await report(s.other, 'courseComment', onCourse);
    expect((await call('DELETE', `/api/comments/course-comment/${onCourse}`, s.owner)).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.commentId, comment));
    expect(left).toEqual([]);
    const leftCourse = await t.database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.courseCommentId, onCourse));
    expect(leftCourse).toEqual([]);
  });
});

describe('GET /api/reports/mine', () => {
  it("answers what the member reported, newest first, and nobody else's", async () => {
    expect((await call('GET', '/api/reports/mine')).statusCode).toBe(401);
    const post = await createPost(s.owner);
    const comment = await postComment(s.owner, post.id);
    expect((await report(s.other, 'post', post.id)).statusCode).toBe(201);
    expect((await report(s.other, 'comment', comment)).statusCode).toBe(201);
    expect((await report(s.admin, 'comment', comment)).statusCode).toBe(201);
    const mine = await call('GET', '/api/reports/mine', s.other);
    expect(mine.statusCode).toBe(200);
    const items = mine.json().data.items as { targetType: string; targetId: number }[];
    expect(items.slice(0, 2)).toEqual([
      { targetType: 'comment', targetId: comment },
      { targetType: 'post', targetId: post.id },
    ]);
    const owners = (await call('GET', '/api/reports/mine', s.owner)).json().data.items as {
      targetId: number;
    }[];
    expect(owners.map((item) => item.targetId)).not.toContain(post.id);
  });
});
