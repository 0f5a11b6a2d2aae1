import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, users } from '../../db/schema.ts';
import { changedDirectly, countQueries } from '../../test/helpers.ts';
import { setupPostTests } from './posts.test-fixtures.ts';

const { t, call, s, createPost } = setupPostTests();

const versionOf = async (id: number) =>
  (await t.database.db.select({ v: posts.version }).from(posts).where(eq(posts.id, id)))[0]!.v;

describe('per-post versions (docs/decisions/006)', () => {
  it('a like, scrap or comment on one post leaves the versions of other posts alone', async () => {
    const a = (await createPost(s.owner, { title: 'A' })).id;
    const b = (await createPost(s.owner, { title: 'B' })).id;
    const before = { a: await versionOf(a), b: await versionOf(b) };
    await call('POST', `/api/posts/buzz/${a}/like`, s.other);
    await call('POST', '/api/interactions/toggle', s.other, { interactionType: 'scrap', postId: a });
    await call('POST', `/api/comments/post/${a}`, s.other, { content: 'Only A' });
    expect(await versionOf(a)).toBeGreaterThan(before.a);
    expect(await versionOf(b)).toBe(before.b);
  });

  it('serves a cached post from one query while another post is being liked', async () => {
    const quiet = (await createPost(s.owner, { title: 'Quiet' })).id;
    const busy = (await createPost(s.owner, { title: 'Busy' })).id;
    expect((await call('GET', `/api/posts/${quiet}`)).statusCode).toBe(200);
    await call('POST', `/api/posts/buzz/${busy}/like`, s.other);
    const queries = await countQueries(t.database, async () => {
      expect((await call('GET', `/api/posts/${quiet}`)).statusCode).toBe(200);
    });
    // Its version only: the detail itself came from the cache.
    expect(queries).toBe(1);
  });

  it('serves a cached public list from memory until a post changes', async () => {
    const url = '/api/posts?postType=community&limit=5';
    await changedDirectly(); // from a settled state: earlier writes' notifications arrived
    expect((await call('GET', url)).statusCode).toBe(200);
    // The list's version is kept too, until the database says it changed (decision 011).
    expect(await countQueries(t.database, async () => void (await call('GET', url)))).toBe(0);
    await createPost(s.owner, { title: 'Changes the list' });
    await changedDirectly();
    // The version, then the page.
    expect(await countQueries(t.database, async () => void (await call('GET', url)))).toBe(2);
  });
});

describe('cached reads stay current', () => {
  it('show new counts, text, status and the author’s new name at once, to every reader', async () => {
    const post = (await createPost(s.owner, { title: 'Before' })).id;
    const list = '/api/posts?postType=community&limit=100';
    const inList = async (cookie?: string) =>
      (await call('GET', list, cookie)).json().data.items.find((p: { id: number }) => p.id === post);
    expect((await inList()).likeCount).toBe(0);
    expect((await call('GET', `/api/posts/${post}`)).json().data.likeCount).toBe(0);

    await call('POST', `/api/posts/buzz/${post}/like`, s.other);
    await call('POST', `/api/comments/post/${post}`, s.other, { content: 'Hi' });
    expect(await inList()).toMatchObject({ likeCount: 1, commentCount: 1, isLiked: false });
    expect(await inList(s.other)).toMatchObject({ likeCount: 1, isLiked: true });
    expect((await call('GET', `/api/posts/${post}`)).json().data).toMatchObject({
      likeCount: 1,
      commentCount: 1,
    });

    await call('PUT', `/api/posts/${post}`, s.owner, { title: 'After', content: 'Body' });
    expect((await inList()).title).toBe('After');
    expect((await call('GET', `/api/posts/${post}`)).json().data.title).toBe('After');

    await t.database.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, s.ownerId));
    await changedDirectly();
    expect((await inList()).author.name).toBe('Renamed');
    expect((await call('GET', `/api/posts/${post}`)).json().data.author.name).toBe('Renamed');

    await call('PUT', `/api/posts/${post}`, s.owner, { title: 'After', content: 'Body', status: 'draft' });
    expect(await inList()).toBeUndefined();
    expect((await call('GET', `/api/posts/${post}`)).statusCode).toBe(404);
  });
});
