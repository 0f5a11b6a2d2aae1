import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postComments } from '../../db/schema.ts';
import { setupPostTests } from '../posts/posts.test-fixtures.ts';

const { t, call, s, createPost, counts } = setupPostTests();

const comment = async (cookie: string, postId: number, content: string) => {
  const res = await call('POST', `/api/comments/post/${postId}`, cookie, { content });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: number; content: string };
};
const contents = (items: { content: string }[]) => items.map((c) => c.content);
const hide = (id: number) =>
  t.database.db.update(postComments).set({ moderationStatus: 'hidden' }).where(eq(postComments.id, id));

describe('POST /api/comments/post/:id', () => {
  it('refuses an anonymous caller', async () => {
    const post = await createPost(s.owner);
    const res = await call('POST', `/api/comments/post/${post.id}`, undefined, { content: 'Hi' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
  });

  it('refuses blank content and a post the member may not see', async () => {
    const post = await createPost(s.owner);
    const blank = await call('POST', `/api/comments/post/${post.id}`, s.other, { content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('content');
    const draft = await createPost(s.owner, { status: 'draft' });
    const res = await call('POST', `/api/comments/post/${draft.id}`, s.other, { content: 'Hi' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('POST_NOT_FOUND');
  });

  it('adds a trimmed comment, stored as typed, and counts it', async () => {
    const post = await createPost(s.owner);
    const res = await call('POST', `/api/comments/post/${post.id}`, s.other, {
      content: '  <b>Great</b> tip!  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      postId: post.id,
      content: '<b>Great</b> tip!',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      author: { id: s.otherId, name: 'Other', avatarUrl: null },
      moderationStatus: 'active',
    });
    expect((await counts(post.id)).comment).toBe(1);
    expect((await call('GET', `/api/posts/${post.id}`)).json().data.commentCount).toBe(1);
  });

  it("lets the author comment on their own draft, and admins on anyone's", async () => {
    const draft = await createPost(s.owner, { status: 'draft' });
    expect(
      (await call('POST', `/api/comments/post/${draft.id}`, s.owner, { content: 'Note' })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `/api/comments/post/${draft.id}`, s.admin, { content: 'Mod' })).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/comments/post/:id', () => {
  let postId: number;
  const all = Array.from({ length: 13 }, (_, i) => `Comment ${i + 1}`);
  beforeAll(async () => {
    postId = (await createPost(s.owner)).id;
    for (const [i, content] of all.entries()) await comment(i % 2 ? s.owner : s.admin, postId, content);
  });

  it('pages oldest first, up to 50 a page', async () => {
    const first = (await call('GET', `/api/comments/post/${postId}`)).json().data;
    expect(first).toMatchObject({ total: 13, page: 1, limit: 50, totalPages: 1 });
    expect(contents(first.items)).toEqual(all);
    expect((await call('GET', `/api/comments/post/${postId}?limit=51`)).statusCode).toBe(400);
  });

  it('reads every page the same, whether counted from the oldest or the newest end', async () => {
    for (const limit of [1, 2, 5, 6, 13, 50]) {
      const pages = Math.ceil(all.length / limit);
      const read: string[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        const data = (await call('GET', `/api/comments/post/${postId}?page=${page}&limit=${limit}`)).json()
          .data;
        read.push(...contents(data.items));
        if (page > pages) expect(data.items).toEqual([]);
      }
      expect(read, `limit ${limit}`).toEqual(all);
    }
  });

  it('lists a hidden comment to nobody but its author and admins, and counts it out', async () => {
    const post = (await createPost(s.owner)).id;
    await comment(s.admin, post, 'Kept');
    const hidden = await comment(s.other, post, 'Hidden');
    await comment(s.admin, post, 'Later');
    await hide(hidden.id);
    expect((await counts(post)).comment).toBe(2);
    for (const cookie of [undefined, s.owner]) {
      const data = (await call('GET', `/api/comments/post/${post}`, cookie)).json().data;
      expect(contents(data.items)).toEqual(['Kept', 'Later']);
      expect(data.total).toBe(2);
    }
    for (const cookie of [s.other, s.admin]) {
      const data = (await call('GET', `/api/comments/post/${post}?limit=2&page=1`, cookie)).json().data;
      expect(contents(data.items)).toEqual(['Kept', 'Hidden']);
      expect(data).toMatchObject({ total: 3, totalPages: 2 });
    }
  });

  it("hides a draft's comments from anyone but its author and admins", async () => {
    const draft = (await createPost(s.owner, { status: 'draft' })).id;
    await comment(s.owner, draft, 'Private note');
    for (const cookie of [undefined, s.other]) {
      const res = await call('GET', `/api/comments/post/${draft}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('POST_NOT_FOUND');
    }
    expect((await call('GET', `/api/comments/post/${draft}`, s.owner)).json().data.total).toBe(1);
    expect((await call('GET', `/api/comments/post/${draft}`, s.admin)).json().data.total).toBe(1);
  });
});

describe('PUT /api/comments/:id', () => {
  it('refuses an anonymous caller, another member, the post’s author and an admin', async () => {
    const post = await createPost(s.owner);
    const mine = await comment(s.other, post.id, 'Before');
    const url = `/api/comments/${mine.id}`;
    expect((await call('PUT', url, undefined, { content: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', url, s.owner, { content: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', url, s.admin, { content: 'x' })).statusCode).toBe(403);
  });

  it('lets the author edit, and validates the content', async () => {
    const post = await createPost(s.owner);
    const mine = await comment(s.other, post.id, 'Before');
    const url = `/api/comments/${mine.id}`;
    expect((await call('PUT', url, s.other, { content: '' })).statusCode).toBe(400);
    const res = await call('PUT', url, s.other, { content: 'After' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, content: 'After' });
    const missing = await call('PUT', '/api/comments/999999', s.other, { content: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('COMMENT_NOT_FOUND');
  });
});

describe('DELETE /api/comments/:id', () => {
  it('refuses an anonymous caller and another member (even the post’s author)', async () => {
    const post = await createPost(s.owner);
    const target = await comment(s.other, post.id, 'Keep me');
    expect((await call('DELETE', `/api/comments/${target.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/comments/${target.id}`, s.owner)).statusCode).toBe(403);
  });

  it('lets the author and admins delete, keeping the count exact', async () => {
    const post = await createPost(s.owner);
    const a = await comment(s.other, post.id, 'Mine');
    const b = await comment(s.owner, post.id, 'Moderate me');
    expect((await counts(post.id)).comment).toBe(2);
    expect((await call('DELETE', `/api/comments/${a.id}`, s.other)).statusCode).toBe(200);
    const res = await call('DELETE', `/api/comments/${b.id}`, s.admin);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await counts(post.id)).comment).toBe(0);
    expect((await call('DELETE', `/api/comments/${a.id}`, s.other)).statusCode).toBe(404);
  });

  it('treats comments on a post the member may not see as missing', async () => {
    const draft = await createPost(s.owner, { status: 'draft' });
    const note = await comment(s.owner, draft.id, 'Private');
    const res = await call('DELETE', `/api/comments/${note.id}`, s.other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('COMMENT_NOT_FOUND');
    expect((await call('PUT', `/api/comments/${note.id}`, s.other, { content: 'x' })).statusCode).toBe(404);
  });
});

describe('pages without an OFFSET scan (issue 16, docs/decisions/012)', () => {
  let post: number;
  const expected = async () =>
    (
      await t.database.db
        .select({ id: postComments.id })
        .from(postComments)
        .where(and(eq(postComments.postId, post), ne(postComments.moderationStatus, 'hidden')))
        .orderBy(asc(postComments.createdAt), asc(postComments.id))
    ).map((row) => row.id);
  const checkPages = async (order: number[], limit: number) => {
    for (const page of order) {
      const all = await expected();
      const data = (await call('GET', `/api/comments/post/${post}?page=${page}&limit=${limit}`)).json().data;
      expect(data.total, `page ${page}`).toBe(all.length);
      expect(
        data.items.map((c: { id: number }) => c.id),
        `page ${page}`,
      ).toEqual(all.slice((page - 1) * limit, page * limit));
    }
  };

  beforeAll(async () => {
    post = (await createPost(s.owner)).id;
    // 40 comments, two at each moment (equal times: the id decides), through the counting triggers.
    await t.database.db.execute(sql`
      insert into post_comments (post_id, author_id, content, created_at, updated_at)
      select ${post}, ${s.ownerId}, 'Paged ' || n, now() - interval '1 hour' + (n / 2) * interval '1 second', now()
      from generate_series(0, 39) as n`);
  });

  it('answers each page as the slice of the whole list, in any order, also after deletes and new comments', async () => {
    await checkPages([1, 2, 3, 4, 5, 6, 7, 4, 3, 2, 1, 5], 6);
    const ids = await expected();
    expect((await call('DELETE', `/api/comments/${ids[2]}`, s.admin)).statusCode).toBe(200);
    await checkPages([4, 3, 5], 6);
    await t.database.db.delete(postComments).where(eq(postComments.id, ids[20]!));
    await checkPages([4, 5, 3, 7], 6);
    await hide(ids[30]!);
    await comment(s.other, post, 'Latest');
    await checkPages([6, 5, 7, 1], 6);
  });
});
