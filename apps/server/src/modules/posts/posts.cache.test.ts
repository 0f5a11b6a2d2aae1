import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, postVersion, users } from '../../db/schema.ts';
import { changedDirectly, countQueries, notificationsArrived } from '../../test/helpers.ts';
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
    // The new posts' notifications (PostgreSQL delivers them a moment after the commit) before anything is kept.
    await notificationsArrived();
    expect((await call('GET', `/api/posts/${quiet}`)).statusCode).toBe(200);
    await call('POST', `/api/posts/buzz/${busy}/like`, s.other);
    // And the like's: it must forget the liked post's version only.
    await notificationsArrived();
    const queries = await countQueries(t.database, async () => {
      expect((await call('GET', `/api/posts/${quiet}`)).statusCode).toBe(200);
    });
    // Nothing: its version stays kept, as the like only forgot the liked post's (migration 0018).
    expect(queries).toBe(0);
  });

  it('serves a cached public list from memory until a post changes', async () => {
    const url = '/api/posts?postType=community&limit=5';
    await changedDirectly(); // from a settled state: earlier writes' notifications arrived
    expect((await call('GET', url)).statusCode).toBe(200);
    // The list's version is kept too, until the database says it changed (decision 011).
    expect(await countQueries(t.database, async () => void (await call('GET', url)))).toBe(0);
    await createPost(s.owner, { title: 'Changes the list' });
    await changedDirectly();
    // The version, the page, then its rows' versions (kept from then on).
    expect(await countQueries(t.database, async () => void (await call('GET', url)))).toBe(3);
  });
});

describe('likes do not empty the cached list pages (issue 11, migration 0018)', () => {
  const url = '/api/posts?postType=community&limit=5';
  const listVersion = async () =>
    (await t.database.db.select({ v: postVersion.version }).from(postVersion))[0]!.v;
  const likesIn = async (id: number) =>
    (await call('GET', url)).json().data.items.find((p: { id: number }) => p.id === id)?.likeCount;

  it('a like moves the liked post alone, without a query: the page, the list version and other versions stay', async () => {
    const liked = (await createPost(s.owner, { title: 'Liked on page 1' })).id;
    await changedDirectly();
    expect(await likesIn(liked)).toBe(0);
    expect((await call('GET', '/api/courses/public?limit=5')).statusCode).toBe(200);
    const before = await listVersion();

    expect((await call('POST', `/api/posts/buzz/${liked}/like`, s.other)).json().data.likeCount).toBe(1);
    // The like's own notification names the post and the version this instance already moved it to: it stays.
    await notificationsArrived();
    expect(await listVersion()).toBe(before);
    let likes: number | undefined;
    // The page's row at the version before the like, with the like's counters: nothing is read.
    const queries = await countQueries(t.database, async () => {
      likes = await likesIn(liked);
    });
    expect(queries).toBe(0);
    expect(likes).toBe(1);
    // The detail too, and a second like moves it on from the first's.
    expect(await countQueries(t.database, async () => void (await call('GET', `/api/posts/${liked}`)))).toBe(
      0,
    );
    expect((await call('POST', `/api/posts/buzz/${liked}/like`, s.admin)).json().data.likeCount).toBe(2);
    expect(
      await countQueries(t.database, async () => {
        expect((await call('GET', `/api/posts/${liked}`)).json().data.likeCount).toBe(2);
        likes = await likesIn(liked);
      }),
    ).toBe(0);
    expect(likes).toBe(2);
    expect(await countQueries(t.database, async () => void (await call('GET', url)))).toBe(0);
    expect(
      await countQueries(t.database, async () => void (await call('GET', '/api/courses/public?limit=5'))),
    ).toBe(0);
  });

  it('another instance’s like (a counter-only change in the database) reaches the list by its notification', async () => {
    const post = (await createPost(s.owner, { title: 'Liked elsewhere' })).id;
    await changedDirectly();
    expect(await likesIn(post)).toBe(0);
    await t.database.db.update(posts).set({ likeCount: 41 }).where(eq(posts.id, post));
    await notificationsArrived();
    // The notification names the new version ('post:<id>=<version>', migration 0023): only the row is read.
    let likes: number | undefined;
    expect(
      await countQueries(t.database, async () => {
        likes = await likesIn(post);
      }),
    ).toBe(1);
    expect(likes).toBe(41);
    // Everything else about a post is a change of the list: its title raises the list's version.
    const before = await listVersion();
    await t.database.db.update(posts).set({ title: 'Renamed elsewhere' }).where(eq(posts.id, post));
    expect(await listVersion()).toBeGreaterThan(before);
  });

  it('a post hidden while its page was cached leaves the page at once', async () => {
    const post = (await createPost(s.owner, { title: 'Soon hidden' })).id;
    await changedDirectly();
    expect(await likesIn(post)).toBe(0);
    await t.database.db.update(posts).set({ moderationStatus: 'hidden' }).where(eq(posts.id, post));
    await changedDirectly();
    expect(await likesIn(post)).toBeUndefined();
  });

  it('pages by popularity follow each like', async () => {
    const popular = '/api/posts?postType=community&orderBy=popular&limit=100';
    const firstOf = async (x: number, y: number) =>
      (await call('GET', popular)).json().data.items.find((p: { id: number }) => p.id === x || p.id === y).id;
    const a = (await createPost(s.owner, { title: 'Popular A' })).id;
    const b = (await createPost(s.owner, { title: 'Popular B' })).id;
    for (const member of [s.other, s.admin, s.owner]) await call('POST', `/api/posts/buzz/${a}/like`, member);
    expect(await firstOf(a, b)).toBe(a);
    for (const member of [s.other, s.admin, s.owner]) await call('POST', `/api/posts/buzz/${b}/like`, member);
    await call('POST', `/api/posts/buzz/${a}/like`, s.other); // unlike
    expect(await firstOf(a, b)).toBe(b);
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
