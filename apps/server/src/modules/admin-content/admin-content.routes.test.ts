import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, contactInquiries, contentReports, posts } from '../../db/schema.ts';
import { setupPostTests } from '../posts/posts.test-fixtures.ts';

const { t, call, s, createPost } = setupPostTests();

const STOP = { order: 1, name: 'Stop', lat: 37.57, lng: 126.98 };

const report = (cookie: string, targetType: string, targetId: number, reason = 'Spam') =>
  call('POST', '/api/reports', cookie, { targetType, targetId, reason });
const moderate = (type: string, id: number, status: string, cookie = s.admin) =>
  call('PATCH', `/api/admin/content/${type}/${id}`, cookie, { status });
const content = async (query = '') => (await call('GET', `/api/admin/content${query}`, s.admin)).json().data;
const auditOf = async (targetType: string, targetId: number) =>
  t.database.db
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, targetId)));
const auditCount = async () =>
  (await t.database.db.select({ id: adminActions.id }).from(adminActions)).length;

async function postComment(cookie: string, postId: number, text = 'A comment') {
  return (await call('POST', `/api/comments/post/${postId}`, cookie, { content: text })).json().data
    .id as number;
}
async function course(cookie: string) {
  return (await call('POST', '/api/courses', cookie, { title: 'Palace walk', stops: [STOP] })).json().data
    .id as number;
}
async function courseComment(cookie: string, courseId: number, text = 'Course comment') {
  return (await call('POST', `/api/comments/course/${courseId}`, cookie, { content: text })).json().data
    .id as number;
}
const ids = (page: { items: { id: number }[] }) => page.items.map((i) => i.id);

describe('admin content routes: who may call them', () => {
  it('refuses an anonymous caller (401) and a member (403) on every route', async () => {
    const post = await createPost(s.owner);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/content'],
      ['GET', '/api/admin/reports'],
      ['PATCH', `/api/admin/content/post/${post.id}`, { status: 'hidden' }],
      ['DELETE', `/api/admin/content/post/${post.id}`],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await call(method as 'GET', url, undefined, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().error.code).toBe('NOT_SIGNED_IN');
      // The author is a member like any other here.
      for (const cookie of [s.other, s.owner]) {
        const member = await call(method as 'GET', url, cookie, body);
        expect(member.statusCode, `${method} ${url}`).toBe(403);
        expect(member.json().error.code).toBe('FORBIDDEN');
      }
    }
    const stored = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored[0]!.moderationStatus).toBe('active');
  });

  it('refuses malformed queries, paths and bodies (400)', async () => {
    const post = await createPost(s.owner);
    for (const url of [
      '/api/admin/content?type=trend',
      '/api/admin/content?status=deleted',
      '/api/admin/content?limit=0',
      '/api/admin/reports?status=pending',
      '/api/admin/reports?targetType=place',
    ]) {
      expect((await call('GET', url, s.admin)).statusCode, url).toBe(400);
    }
    expect((await moderate('place', post.id, 'hidden')).statusCode).toBe(400);
    expect((await moderate('post', post.id, 'deleted')).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/content/post/${post.id}`, s.admin, {})).statusCode).toBe(400);
    expect((await moderate('post', 0, 'hidden')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/admin/content/post/abc', s.admin)).statusCode).toBe(400);
  });

  it('answers 404 for a missing item of each type and writes no audit row', async () => {
    const before = await auditCount();
    for (const [type, code] of [
      ['post', 'POST_NOT_FOUND'],
      ['comment', 'COMMENT_NOT_FOUND'],
      ['courseComment', 'COMMENT_NOT_FOUND'],
    ]) {
      const patched = await moderate(type!, 999_999, 'hidden');
      expect(patched.statusCode).toBe(404);
      expect(patched.json().error.code).toBe(code);
      const deleted = await call('DELETE', `/api/admin/content/${type}/999999`, s.admin);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().error.code).toBe(code);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('GET /api/admin/content', () => {
  it('lists posts, post comments and course comments newest first, with counters and report counts', async () => {
    const post = await createPost(s.owner, { title: 'Listed post', content: `<p>${'x'.repeat(1500)}</p>` });
    const comment = await postComment(s.owner, post.id);
    const onCourse = await courseComment(s.other, await course(s.owner));
    await report(s.other, 'comment', comment, 'Rude words');

    const all = await content('?limit=3');
    expect(all.items.map((i: { type: string; id: number }) => [i.type, i.id])).toEqual([
      ['courseComment', onCourse],
      ['comment', comment],
      ['post', post.id],
    ]);
    expect(all.items[2]).toMatchObject({
      category: 'community',
      title: 'Listed post',
      author: { id: s.ownerId, name: 'Owner', email: 'owner@example.com' },
      status: 'active',
      parentId: post.id,
      reportCount: 0,
    });
    // The list sends the start of the text; the table previews 150 characters of it.
    expect(all.items[2].content).toHaveLength(1000);
    expect(all.items[1]).toMatchObject({
      type: 'comment',
      category: 'community',
      title: 'Listed post',
      content: 'A comment',
      status: 'reported',
      parentId: post.id,
      reportCount: 1,
      openReportCount: 1,
    });
    expect(all.items[0]).toMatchObject({
      category: 'course',
      title: 'Palace walk',
      author: { id: s.otherId },
    });
    expect(all.counts.total).toBe(all.counts.active + all.counts.hidden + all.counts.reported);
    expect(all.total).toBe(all.counts.total);

    // `comment` covers both kinds of comment; its counters count only them.
    const comments = await content('?type=comment');
    expect(new Set(comments.items.map((i: { type: string }) => i.type))).toEqual(
      new Set(['comment', 'courseComment']),
    );
    const onlyPosts = await content('?type=post');
    expect(onlyPosts.items.every((i: { type: string }) => i.type === 'post')).toBe(true);
    expect(comments.counts.total + onlyPosts.counts.total).toBe(all.counts.total);

    const reported = await content('?type=comment&status=reported');
    expect(reported.items.every((i: { status: string }) => i.status === 'reported')).toBe(true);
    expect(ids(reported)).toContain(comment);
    expect(reported.total).toBe(reported.counts.reported);

    const second = await content('?limit=1&page=2');
    expect(second).toMatchObject({ page: 2, limit: 1, totalPages: all.counts.total });
    expect(second.items[0].id).toBe(comment);
  });
});

describe('PATCH /api/admin/content/{type}/{id}', () => {
  it('hides a reported post from every public list, detail and count, closes its reports, and shows it again', async () => {
    const post = await createPost(s.owner, { title: 'Reported post' });
    const comment = await postComment(s.other, post.id, 'Nice post');
    await call('POST', '/api/interactions/toggle', s.other, { interactionType: 'scrap', postId: post.id });
    await report(s.other, 'post', post.id, 'Advertising');
    const listed = async (cookie?: string) =>
      (await call('GET', '/api/posts?postType=community&limit=100', cookie)).json().data;
    const before = await listed();
    expect(ids(before)).toContain(post.id);
    const scrapsBefore = (await call('GET', '/api/mypage/stats', s.other)).json().data.scrapCount;
    const scrapped = async () =>
      (await call('GET', '/api/mypage/scraps', s.other))
        .json()
        .data.items.map((i: { postId: number }) => i.postId);
    expect(await scrapped()).toContain(post.id);
    expect(ids((await call('GET', '/api/mypage/comments', s.other)).json().data)).toContain(comment);

    const res = await moderate('post', post.id, 'hidden');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: post.id,
      type: 'post',
      status: 'hidden',
      openReportCount: 0,
    });

    // Gone for anonymous callers and other members: list, total, detail, comments, stats, My Page, reports.
    for (const cookie of [undefined, s.other]) {
      const after = await listed(cookie);
      expect(ids(after)).not.toContain(post.id);
      expect(after.total).toBe(before.total - 1);
      expect((await call('GET', `/api/posts/${post.id}`, cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/comments/post/${post.id}`, cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/interactions/stats/post/${post.id}`, cookie)).statusCode).toBe(404);
    }
    expect(await scrapped()).not.toContain(post.id);
    expect((await call('GET', '/api/mypage/stats', s.other)).json().data.scrapCount).toBe(scrapsBefore - 1);
    const myComments = (await call('GET', '/api/mypage/comments', s.other)).json().data;
    expect(ids(myComments)).not.toContain(comment);
    expect((await report(s.other, 'comment', comment)).statusCode).toBe(404);
    // Its author and admins still open it.
    expect((await call('GET', `/api/posts/${post.id}`, s.owner)).json().data.moderationStatus).toBe('hidden');
    expect((await call('GET', `/api/posts/${post.id}`, s.admin)).statusCode).toBe(200);

    // The report is closed; the audit row says who, what, before and after.
    const open = (await call('GET', `/api/admin/reports?targetType=post&targetId=${post.id}`, s.admin)).json()
      .data;
    expect(open.total).toBe(0);
    const closed = (
      await call('GET', `/api/admin/reports?status=closed&targetType=post&targetId=${post.id}`, s.admin)
    ).json().data;
    expect(closed.items).toEqual([
      expect.objectContaining({
        reason: 'Advertising',
        targetStatus: 'hidden',
        closedAt: expect.any(String),
      }),
    ]);
    const trail = await auditOf('post', post.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'content.status',
        adminEmail: 'admin@example.com',
        targetLabel: 'Reported post',
        before: { status: 'reported', openReports: 1 },
        after: { status: 'hidden', openReports: 0 },
      }),
    ]);

    // Active again: back everywhere at once.
    expect((await moderate('post', post.id, 'active')).json().data.status).toBe('active');
    const back = await listed();
    expect(ids(back)).toContain(post.id);
    expect(back.total).toBe(before.total);
    expect((await call('GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/mypage/stats', s.other)).json().data.scrapCount).toBe(scrapsBefore);
    expect(await scrapped()).toContain(post.id);
    expect(ids((await call('GET', '/api/mypage/comments', s.other)).json().data)).toContain(comment);
    expect(await auditOf('post', post.id)).toHaveLength(2);
  });

  it('hides a post comment from the list and the counts for everybody but its author and admins', async () => {
    const post = await createPost(s.owner);
    const kept = await postComment(s.owner, post.id, 'Kept');
    const hidden = await postComment(s.other, post.id, 'To hide');
    const commentCount = async (cookie?: string) =>
      (await call('GET', `/api/posts/${post.id}`, cookie)).json().data.commentCount;
    expect(await commentCount()).toBe(2);

    expect((await moderate('comment', hidden, 'hidden')).statusCode).toBe(200);
    const anonymous = (await call('GET', `/api/comments/post/${post.id}`)).json().data;
    expect(ids(anonymous)).toEqual([kept]);
    expect(anonymous.total).toBe(1);
    expect(ids((await call('GET', `/api/comments/post/${post.id}`, s.owner)).json().data)).toEqual([kept]);
    expect(await commentCount()).toBe(1);
    const listedPost = (await call('GET', '/api/posts?postType=community&limit=100'))
      .json()
      .data.items.find((p: { id: number }) => p.id === post.id);
    expect(listedPost.commentCount).toBe(1);
    // Its author and admins still see it, marked.
    const own = (await call('GET', `/api/comments/post/${post.id}`, s.other)).json().data;
    expect(own.items.map((c: { moderationStatus: string }) => c.moderationStatus)).toEqual([
      'active',
      'hidden',
    ]);
    expect(ids((await call('GET', `/api/comments/post/${post.id}`, s.admin)).json().data)).toEqual([
      kept,
      hidden,
    ]);

    await moderate('comment', hidden, 'active');
    expect(ids((await call('GET', `/api/comments/post/${post.id}`)).json().data)).toEqual([kept, hidden]);
    expect(await commentCount()).toBe(2);
  });

  it('hides a course comment from the list and the course counts, and shows it again', async () => {
    const courseId = await course(s.owner);
    const kept = await courseComment(s.owner, courseId, 'Kept');
    const hidden = await courseComment(s.other, courseId, 'To hide');
    const counts = async () => ({
      detail: (await call('GET', `/api/courses/${courseId}`)).json().data.commentCount,
      listed: (await call('GET', '/api/courses/public?limit=100'))
        .json()
        .data.items.find((c: { id: number }) => c.id === courseId).commentCount,
    });
    expect(await counts()).toEqual({ detail: 2, listed: 2 });

    expect((await moderate('courseComment', hidden, 'hidden')).statusCode).toBe(200);
    for (const cookie of [undefined, s.owner]) {
      const page = (await call('GET', `/api/comments/course/${courseId}`, cookie)).json().data;
      expect(ids(page)).toEqual([kept]);
      expect(page.total).toBe(1);
    }
    expect(await counts()).toEqual({ detail: 1, listed: 1 });
    // Its author sees it (marked) and may still delete it; others cannot reach it at all.
    const own = (await call('GET', `/api/comments/course/${courseId}`, s.other)).json().data;
    expect(
      own.items.map((c: { id: number; moderationStatus: string }) => [c.id, c.moderationStatus]),
    ).toEqual([
      [kept, 'active'],
      [hidden, 'hidden'],
    ]);
    expect(ids((await call('GET', `/api/comments/course/${courseId}`, s.admin)).json().data)).toEqual([
      kept,
      hidden,
    ]);
    expect((await report(s.owner, 'courseComment', hidden)).statusCode).toBe(404);
    const edit = await call('PUT', `/api/comments/course-comment/${hidden}`, s.owner, { content: 'x' });
    expect(edit.statusCode).toBe(404);

    await moderate('courseComment', hidden, 'active');
    expect(ids((await call('GET', `/api/comments/course/${courseId}`)).json().data)).toEqual([kept, hidden]);
    expect(await counts()).toEqual({ detail: 2, listed: 2 });
    const trail = await auditOf('courseComment', hidden);
    expect(trail.map((a) => [a.action, a.before, a.after, a.targetLabel])).toEqual([
      ['content.status', { status: 'active' }, { status: 'hidden' }, 'To hide'],
      ['content.status', { status: 'hidden' }, { status: 'active' }, 'To hide'],
    ]);
  });

  it('sets reported without closing reports; the same status with nothing to close writes nothing', async () => {
    const post = await createPost(s.owner);
    await report(s.other, 'post', post.id);
    const before = await auditCount();
    // Already reported: no change, the report stays open.
    const same = await moderate('post', post.id, 'reported');
    expect(same.json().data).toMatchObject({ status: 'reported', openReportCount: 1 });
    expect(await auditCount()).toBe(before);

    // Active closes it; active again changes nothing.
    expect((await moderate('post', post.id, 'active')).json().data.openReportCount).toBe(0);
    expect(await auditCount()).toBe(before + 1);
    await moderate('post', post.id, 'active');
    expect(await auditCount()).toBe(before + 1);
    // An admin may mark content reported themselves.
    expect((await moderate('post', post.id, 'reported')).json().data.status).toBe('reported');
    expect(await auditCount()).toBe(before + 2);
    // A report that arrives after a decision is open again for the next one.
    await report(s.admin, 'post', post.id, 'Again');
    expect(
      (await content('?type=post&status=reported')).items.find((i: { id: number }) => i.id === post.id),
    ).toMatchObject({ reportCount: 2, openReportCount: 1 });
  });
});

describe('DELETE /api/admin/content/{type}/{id}', () => {
  it('deletes a post for good with its comments and reports, audited; a second delete is a 404', async () => {
    const post = await createPost(s.owner, { title: 'To delete' });
    const comment = await postComment(s.other, post.id);
    await report(s.other, 'post', post.id);
    const res = await call('DELETE', `/api/admin/content/post/${post.id}`, s.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    expect((await call('GET', `/api/posts/${post.id}`, s.admin)).statusCode).toBe(404);
    expect((await moderate('comment', comment, 'hidden')).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(contentReports).where(eq(contentReports.postId, post.id)),
    ).toEqual([]);
    const trail = await auditOf('post', post.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'content.delete',
        targetLabel: 'To delete',
        before: { status: 'reported' },
        after: null,
      }),
    ]);
    const count = await auditCount();
    expect((await call('DELETE', `/api/admin/content/post/${post.id}`, s.admin)).statusCode).toBe(404);
    expect(await auditCount()).toBe(count);
  });

  it('deletes a post comment and a course comment, and the counts follow', async () => {
    const post = await createPost(s.owner);
    const comment = await postComment(s.other, post.id);
    const courseId = await course(s.owner);
    const onCourse = await courseComment(s.other, courseId, 'x'.repeat(100));
    expect((await call('DELETE', `/api/admin/content/comment/${comment}`, s.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/content/courseComment/${onCourse}`, s.admin)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/posts/${post.id}`)).json().data.commentCount).toBe(0);
    expect((await call('GET', `/api/courses/${courseId}`)).json().data.commentCount).toBe(0);
    // The same id as the other type is another item.
    expect((await call('DELETE', `/api/admin/content/courseComment/${comment}`, s.admin)).statusCode).toBe(
      404,
    );
    const [row] = await auditOf('courseComment', onCourse);
    expect(row).toMatchObject({ action: 'content.delete', targetLabel: `${'x'.repeat(79)}…` });
  });
});

describe('GET /api/admin/reports', () => {
  it('lists open reports newest first with reasons and reporters; closed ones after a decision', async () => {
    const post = await createPost(s.owner, { title: 'Spammy' });
    const comment = await postComment(s.owner, post.id, 'Buy now');
    await report(s.other, 'post', post.id, 'Advertising');
    await report(s.other, 'comment', comment, 'Spam link');
    const open = (await call('GET', '/api/admin/reports', s.admin)).json().data;
    expect(open.items.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        targetType: 'comment',
        targetId: comment,
        targetLabel: 'Buy now',
        targetStatus: 'reported',
        reason: 'Spam link',
        reporter: { id: s.otherId, name: 'Other', email: 'other@example.com' },
        createdAt: expect.any(String),
        closedAt: null,
      },
      expect.objectContaining({ targetType: 'post', targetId: post.id, targetLabel: 'Spammy' }),
    ]);
    const one = (
      await call('GET', `/api/admin/reports?targetType=comment&targetId=${comment}`, s.admin)
    ).json().data;
    expect(one.items.map((r: { reason: string }) => r.reason)).toEqual(['Spam link']);

    await moderate('comment', comment, 'active');
    const stillOpen = (await call('GET', '/api/admin/reports?status=open', s.admin)).json().data;
    expect(
      stillOpen.items.map((r: { targetId: number; targetType: string }) => r.targetType + r.targetId),
    ).not.toContain(`comment${comment}`);
    const all = (
      await call('GET', `/api/admin/reports?status=all&targetType=comment&targetId=${comment}`, s.admin)
    ).json().data;
    expect(all.items[0]).toMatchObject({ targetStatus: 'active', closedAt: expect.any(String) });
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts places, courses, users, open reports and unhandled inquiries live', async () => {
    const read = async () => (await call('GET', '/api/admin/dashboard', s.admin)).json().data;
    const before = await read();
    expect(Object.keys(before).sort()).toEqual([
      'courses',
      'openReports',
      'places',
      'unhandledInquiries',
      'users',
    ]);
    await course(s.owner);
    const post = await createPost(s.owner);
    await report(s.other, 'post', post.id);
    const [inquiry] = await t.database.db
      .insert(contactInquiries)
      .values({ name: 'V', email: 'v@example.com', subject: 'general', message: 'Hi' })
      .returning({ id: contactInquiries.id });
    const after = await read();
    expect(after).toMatchObject({
      courses: before.courses + 1,
      openReports: before.openReports + 1,
      unhandledInquiries: before.unhandledInquiries + 1,
      users: before.users,
    });
    await moderate('post', post.id, 'hidden');
    await call('PATCH', `/api/admin/contact-inquiries/${inquiry!.id}`, s.admin, { handled: true });
    expect(await read()).toMatchObject({
      openReports: before.openReports,
      unhandledInquiries: before.unhandledInquiries,
    });
  });
});
