import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/helpers.ts';
import { setupPostTests } from './posts.test-fixtures.ts';

const { t, call, s, createPost, counts } = setupPostTests();

const like = (id: number, cookie?: string) => call('POST', `/api/posts/buzz/${id}/like`, cookie);
const toggle = (postId: number, cookie?: string, interactionType = 'scrap') =>
  call('POST', '/api/interactions/toggle', cookie, { interactionType, postId });

describe('POST /api/posts/buzz/:id/like', () => {
  it('refuses an anonymous caller', async () => {
    const post = await createPost(s.owner);
    const res = await like(post.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
  });

  it('refuses a post the member may not see, and a missing one, with the same 404', async () => {
    const draft = await createPost(s.owner, { status: 'draft' });
    for (const id of [draft.id, 999_999]) {
      const res = await like(id, s.other);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('POST_NOT_FOUND');
    }
    expect((await counts(draft.id)).like).toBe(0);
  });

  it("toggles another member's like and counts it, never below zero", async () => {
    const post = await createPost(s.owner);
    const on = await like(post.id, s.other);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { postId: post.id, liked: true, likeCount: 1 } });
    expect((await call('GET', `/api/posts/${post.id}`, s.other)).json().data).toMatchObject({
      isLiked: true,
      likeCount: 1,
    });
    expect((await call('GET', `/api/posts/${post.id}`)).json().data.isLiked).toBe(false);
    const off = await like(post.id, s.other);
    expect(off.json().data).toEqual({ postId: post.id, liked: false, likeCount: 0 });
    expect(await counts(post.id)).toEqual({ like: 0, scrap: 0, comment: 0 });
  });

  it('lets the author and admins like too, their own state each', async () => {
    const post = await createPost(s.owner);
    expect((await like(post.id, s.owner)).json().data.likeCount).toBe(1);
    expect((await like(post.id, s.admin)).json().data).toMatchObject({ liked: true, likeCount: 2 });
    const list = (await call('GET', '/api/posts?postType=community&limit=100', s.owner)).json().data.items;
    expect(list.find((p: { id: number }) => p.id === post.id)).toMatchObject({ isLiked: true, likeCount: 2 });
  });

  it('keeps the exact count when 100 members toggle at once, and again when they all take it back', async () => {
    const post = await createPost(s.owner);
    const members = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(t.app, `liker${i}@example.com`, `Liker ${i}`)),
    );
    const first = await Promise.all(members.map((cookie) => like(post.id, cookie)));
    expect(first.every((r) => r.statusCode === 200 && r.json().data.liked === true)).toBe(true);
    expect((await counts(post.id)).like).toBe(100);
    expect(Math.max(...first.map((r) => r.json().data.likeCount))).toBe(100);
    // Half take it back while the other half scrap: both counters stay exact.
    await Promise.all(
      members.map((cookie, i) => (i % 2 === 0 ? like(post.id, cookie) : toggle(post.id, cookie))),
    );
    expect(await counts(post.id)).toEqual({ like: 50, scrap: 50, comment: 0 });
    await Promise.all(
      members.map((cookie, i) => (i % 2 === 0 ? toggle(post.id, cookie) : like(post.id, cookie))),
    );
    expect(await counts(post.id)).toEqual({ like: 0, scrap: 100, comment: 0 });
  });
});

describe('POST /api/interactions/toggle', () => {
  it('refuses an anonymous caller and a wrong body', async () => {
    const post = await createPost(s.owner);
    expect((await toggle(post.id)).statusCode).toBe(401);
    expect((await toggle(post.id, s.other, 'share')).statusCode).toBe(400);
  });

  it("toggles the member's scrap (and like) and answers both states and counts", async () => {
    const post = await createPost(s.owner);
    await like(post.id, s.other);
    const on = await toggle(post.id, s.other);
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({
      postId: post.id,
      interactionType: 'scrap',
      active: true,
      scrapped: true,
      liked: true,
      scrapCount: 1,
      likeCount: 1,
    });
    const unlike = await toggle(post.id, s.other, 'like');
    expect(unlike.json().data).toMatchObject({ active: false, liked: false, scrapped: true, likeCount: 0 });
    const off = await toggle(post.id, s.other);
    expect(off.json().data).toMatchObject({ active: false, scrapped: false, scrapCount: 0 });
  });
});

describe('GET /api/interactions/stats/post/:id', () => {
  it('answers an anonymous caller the counts and neither state, whatever userId it names', async () => {
    const post = await createPost(s.owner);
    await like(post.id, s.other);
    await toggle(post.id, s.other);
    const res = await call('GET', `/api/interactions/stats/post/${post.id}?userId=${s.otherId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      postId: post.id,
      likeCount: 1,
      scrapCount: 1,
      userInteractions: { liked: false, scrapped: false },
    });
  });

  it('answers a member their own state only', async () => {
    const post = await createPost(s.owner);
    await toggle(post.id, s.other);
    const mine = await call('GET', `/api/interactions/stats/post/${post.id}`, s.other);
    expect(mine.json().data.userInteractions).toEqual({ liked: false, scrapped: true });
    const theirs = await call('GET', `/api/interactions/stats/post/${post.id}?userId=${s.otherId}`, s.owner);
    expect(theirs.json().data.userInteractions).toEqual({ liked: false, scrapped: false });
  });

  it('treats a draft as missing for everybody but its author and admins', async () => {
    const draft = await createPost(s.owner, { status: 'draft' });
    expect((await call('GET', `/api/interactions/stats/post/${draft.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/interactions/stats/post/${draft.id}`, s.other)).statusCode).toBe(404);
    expect((await call('GET', `/api/interactions/stats/post/${draft.id}`, s.owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/interactions/stats/post/${draft.id}`, s.admin)).statusCode).toBe(200);
  });
});
