import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentReports, postComments, postInteractions, posts } from '../../db/schema.ts';
import { setupPostTests } from './posts.test-fixtures.ts';

const { t, call, s, createPost, setPost, counts } = setupPostTests();

const ids = (res: { json(): { data: { items: { id: number }[] } } }) =>
  res.json().data.items.map((p) => p.id);

describe('POST /api/posts', () => {
  it('refuses an anonymous caller', async () => {
    const res = await call('POST', '/api/posts', undefined, { title: 'Hi' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
  });

  it('refuses a blank title, and a trend article from a member', async () => {
    const blank = await call('POST', '/api/posts', s.other, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('title');
    const trend = await call('POST', '/api/posts', s.other, { title: 'Trend', postType: 'trend' });
    expect(trend.statusCode).toBe(403);
  });

  it('lets a member write a community post, stored as typed, with what they may do', async () => {
    const title = '<img src=x onerror=alert(1)> & "quotes"';
    const post = await createPost(s.owner, { title, content: '  Line one\n<b>two</b>  ' });
    expect(post).toMatchObject({
      postType: 'community',
      status: 'published',
      moderationStatus: 'active',
      title,
      content: 'Line one\n<b>two</b>',
      imageUrl: null,
      thumbnailUrl: null,
      author: { id: s.ownerId, name: 'Owner', avatarUrl: null },
      likeCount: 0,
      scrapCount: 0,
      commentCount: 0,
      isLiked: false,
      isScrapped: false,
      order: 0,
      aboutTitle: null,
      canEdit: true,
      canDelete: true,
    });
    expect((await call('GET', `/api/posts/${post.id}`)).json().data.title).toBe(title);
  });

  it('lets an admin write trend articles, each placed last', async () => {
    const first = await createPost(s.admin, { title: 'Trend one', postType: 'trend', aboutTitle: 'About' });
    const second = await createPost(s.admin, { title: 'Trend two', postType: 'trend' });
    expect(first).toMatchObject({ postType: 'trend', aboutTitle: 'About', canEdit: true });
    expect(second.order).toBe((first.order as number) + 1);
  });
});

describe('GET /api/posts and /api/posts/:id: drafts and hidden posts', () => {
  let published: number;
  let draft: number;
  let authorHidden: number;
  let moderated: number;
  let reported: number;

  beforeAll(async () => {
    published = (await createPost(s.owner, { title: 'Visible' })).id;
    draft = (await createPost(s.owner, { title: 'Draft', status: 'draft' })).id;
    authorHidden = (await createPost(s.owner, { title: 'Hidden by author', status: 'hidden' })).id;
    moderated = (await createPost(s.owner, { title: 'Hidden by admins' })).id;
    reported = (await createPost(s.owner, { title: 'Reported' })).id;
    await setPost(moderated, { moderationStatus: 'hidden' });
    await setPost(reported, { moderationStatus: 'reported' });
  });

  it('shows an anonymous caller and another member only public posts (reported ones stay until hidden)', async () => {
    for (const cookie of [undefined, s.other]) {
      const list = ids(await call('GET', '/api/posts?postType=community&limit=100', cookie));
      expect(list).toContain(published);
      expect(list).toContain(reported);
      for (const id of [draft, authorHidden, moderated]) {
        expect(list).not.toContain(id);
        const res = await call('GET', `/api/posts/${id}`, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('POST_NOT_FOUND');
      }
      const one = (await call('GET', `/api/posts/${published}`, cookie)).json().data;
      expect(one).toMatchObject({ canEdit: false, canDelete: false });
    }
    expect((await call('GET', '/api/posts?status=draft')).statusCode).toBe(401);
  });

  it('shows the author their drafts and hidden posts, labelled, and lists their own by status', async () => {
    for (const id of [draft, authorHidden, moderated]) {
      const res = await call('GET', `/api/posts/${id}`, s.owner);
      expect(res.statusCode).toBe(200);
    }
    expect((await call('GET', `/api/posts/${moderated}`, s.owner)).json().data.moderationStatus).toBe(
      'hidden',
    );
    const drafts = await call('GET', '/api/posts?status=draft', s.owner);
    expect(ids(drafts)).toEqual([draft]);
    expect(drafts.json().data).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect((await call('GET', '/api/posts?status=draft', s.other)).json().data.total).toBe(0);
  });

  it('shows admins everything, and lists every draft', async () => {
    for (const id of [draft, authorHidden, moderated]) {
      const res = await call('GET', `/api/posts/${id}`, s.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ canEdit: false, canDelete: true });
    }
    const all = ids(await call('GET', '/api/posts?status=all&limit=100', s.admin));
    expect(all).toEqual(expect.arrayContaining([published, draft, authorHidden, moderated]));
  });

  it('pages the public community list newest first with the shared list shape', async () => {
    const page = (await call('GET', '/api/posts?postType=community&limit=2&page=2')).json().data;
    const everything = ids(await call('GET', '/api/posts?postType=community&limit=100'));
    expect(page).toMatchObject({ total: everything.length, page: 2, limit: 2 });
    expect(page.totalPages).toBe(Math.ceil(everything.length / 2));
    expect(page.items.map((p: { id: number }) => p.id)).toEqual(everything.slice(2, 4));
    expect(everything).toEqual([...everything].sort((a, b) => b - a));
    expect((await call('GET', '/api/posts?limit=101')).statusCode).toBe(400);
    expect((await call('GET', '/api/posts/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/posts/:id', () => {
  it('refuses an anonymous caller, another member, and an admin on a community post', async () => {
    const post = await createPost(s.owner);
    const body = { title: 'Edited', content: 'Edited body' };
    expect((await call('PUT', `/api/posts/${post.id}`, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/posts/${post.id}`, s.other, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/posts/${post.id}`, s.admin, body)).statusCode).toBe(403);
    const draft = await createPost(s.owner, { status: 'draft' });
    const hidden = await call('PUT', `/api/posts/${draft.id}`, s.other, body);
    expect(hidden.statusCode).toBe(404);
  });

  it('lets the author edit (title and body required) and change the status', async () => {
    const post = await createPost(s.owner);
    const noBody = await call('PUT', `/api/posts/${post.id}`, s.owner, { title: 'x', content: ' ' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.fields).toHaveProperty('content');
    const res = await call('PUT', `/api/posts/${post.id}`, s.owner, {
      title: 'Edited',
      content: 'New body',
      status: 'draft',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Edited', content: 'New body', status: 'draft' });
    expect((await call('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('lets admins and its author edit a trend article, with its about box', async () => {
    const trend = await createPost(s.admin, { title: 'Trend', postType: 'trend' });
    await setPost(trend.id, { authorId: s.ownerId });
    expect((await call('GET', `/api/posts/${trend.id}`, s.other)).json().data.canEdit).toBe(false);
    const body = {
      title: 'Edited trend',
      content: 'Body',
      aboutTitle: 'About it',
      aboutDescription: 'Details',
    };
    expect((await call('PUT', `/api/posts/${trend.id}`, s.other, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/posts/${trend.id}`, s.owner, body)).statusCode).toBe(200);
    const res = await call('PUT', `/api/posts/${trend.id}`, s.admin, { ...body, aboutTitle: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ aboutTitle: null, aboutDescription: 'Details', canEdit: true });
  });
});

describe('DELETE /api/posts/:id', () => {
  it('refuses an anonymous caller and another member', async () => {
    const post = await createPost(s.owner);
    expect((await call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/posts/${post.id}`, s.other)).statusCode).toBe(403);
  });

  it('deletes the author’s post with its comments, likes, scraps and reports', async () => {
    const post = await createPost(s.owner);
    await call('POST', `/api/posts/buzz/${post.id}/like`, s.other);
    await call('POST', '/api/interactions/toggle', s.other, { interactionType: 'scrap', postId: post.id });
    const comment = (await call('POST', `/api/comments/post/${post.id}`, s.other, { content: 'Hi' })).json()
      .data;
    await call('POST', '/api/reports', s.other, { targetType: 'post', targetId: post.id, reason: 'Spam' });
    await call('POST', '/api/reports', s.owner, { targetType: 'comment', targetId: comment.id });
    expect(await counts(post.id)).toEqual({ like: 1, scrap: 1, comment: 1 });

    const res = await call('DELETE', `/api/posts/${post.id}`, s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    const db = t.database.db;
    expect(await db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await db.select().from(postInteractions).where(eq(postInteractions.postId, post.id))).toEqual([]);
    expect(await db.select().from(postComments).where(eq(postComments.postId, post.id))).toEqual([]);
    expect(await db.select().from(contentReports).where(eq(contentReports.postId, post.id))).toEqual([]);
    expect(await db.select().from(contentReports).where(eq(contentReports.commentId, comment.id))).toEqual(
      [],
    );
    expect((await call('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/posts/${post.id}`, s.owner)).statusCode).toBe(404);
  });

  it('lets an admin delete a member’s post', async () => {
    const post = await createPost(s.owner);
    expect((await call('DELETE', `/api/posts/${post.id}`, s.admin)).statusCode).toBe(200);
  });
});

describe('PUT /api/posts/trends/order', () => {
  const trendOrder = async (cookie?: string) =>
    ids(await call('GET', `/api/posts?postType=trend&status=${cookie ? 'all' : 'published'}`, cookie));

  it('refuses an anonymous caller and members', async () => {
    const order = await trendOrder(s.admin);
    expect((await call('PUT', '/api/posts/trends/order', undefined, { ids: order })).statusCode).toBe(401);
    expect((await call('PUT', '/api/posts/trends/order', s.owner, { ids: order })).statusCode).toBe(403);
  });

  it('refuses anything but every trend id once', async () => {
    await createPost(s.admin, { title: 'Draft trend', postType: 'trend', status: 'draft' });
    const order = await trendOrder(s.admin);
    const community = (await createPost(s.owner)).id;
    for (const wrong of [
      order.slice(1),
      [...order, community],
      [...order.slice(1), community],
      [order[0], order[0]],
    ]) {
      const res = await call('PUT', '/api/posts/trends/order', s.admin, { ids: wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect(await trendOrder(s.admin)).toEqual(order);
  });

  it('sets the order of every trend for everybody, drafts included', async () => {
    const order = await trendOrder(s.admin);
    const reversed = [...order].reverse();
    const res = await call('PUT', '/api/posts/trends/order', s.admin, { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(await trendOrder(s.admin)).toEqual(reversed);
    const published = await trendOrder();
    expect(published).toEqual(reversed.filter((id) => published.includes(id)));
    const first = (await call('GET', `/api/posts/${reversed[0]}`, s.admin)).json().data;
    expect(first.order).toBe(1);
  });
});
