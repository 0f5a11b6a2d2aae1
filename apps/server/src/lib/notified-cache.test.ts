import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions, users } from '../db/schema.ts';
import { buildTestApp, countQueries, signIn, type TestApp, testConfig } from '../test/helpers.ts';
import { forgetOnWrites, forgotOnly, NotifiedCache } from './notified-cache.ts';

describe('NotifiedCache', () => {
  it('reuses a read while listening, and reads every time while not', async () => {
    const cache = new NotifiedCache<string, number>(5_000);
    const read = vi.fn(async () => 1);
    await cache.lookup('k', read);
    expect(read).toHaveBeenCalledTimes(1); // not listening yet: nothing kept
    cache.setListening(true);
    await cache.lookup('k', read);
    await cache.lookup('k', read);
    expect(read).toHaveBeenCalledTimes(2);
    cache.setListening(false);
    await cache.lookup('k', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not keep a read that was running while a change happened', async () => {
    const cache = new NotifiedCache<string, number>(5_000);
    cache.setListening(true);
    let release: (value: number) => void = () => {};
    const slow = cache.lookup('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.invalidate(); // e.g. the user was demoted while the old row was on its way
    release(1);
    await slow;
    const read = vi.fn(async () => 2);
    expect(await cache.lookup('k', read)).toBe(2);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shares one read among lookups of a key that miss together, but not with a lookup after a change', async () => {
    const cache = new NotifiedCache<string, number>(5_000);
    cache.setListening(true);
    let release: (value: number) => void = () => {};
    const read = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const together = [cache.lookup('k', read), cache.lookup('k', read), cache.lookup('k', read)];
    expect(read).toHaveBeenCalledTimes(1);
    release(1);
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    // A change while a read is under way: a lookup after it reads for itself (the running read may be old).
    cache.forget('k');
    const first = cache.lookup('k', read);
    const releaseOld = release;
    cache.forget('k');
    const second = cache.lookup('k', read);
    expect(read).toHaveBeenCalledTimes(3);
    release(3);
    releaseOld(2);
    expect(await first).toBe(2);
    expect(await second).toBe(3);
    // A failed read fails its sharers, and the next lookup reads again.
    const failing = vi.fn(async () => {
      throw new Error('database gone');
    });
    cache.forget('k');
    await expect(Promise.all([cache.lookup('k', failing), cache.lookup('k', failing)])).rejects.toThrow(
      'gone',
    );
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.lookup('k', async () => 4)).toBe(4);
  });

  it('forgets one key when told which, and reads the missing ones of several keys in one read', async () => {
    const cache = new NotifiedCache<string, number>(5_000);
    cache.setListening(true);
    const readMissing = vi.fn(async (keys: string[]) => new Map(keys.map((key) => [key, key.length])));
    expect(await cache.lookupMany(['a', 'bb', 'ccc'], readMissing)).toEqual([1, 2, 3]);
    cache.forget('bb');
    expect(
      await cache.lookupMany(['a', 'bb', 'ccc', 'gone'], async (keys) => readMissing(keys.slice(0, 1))),
    ).toEqual([1, 2, 3, undefined]);
    expect(readMissing.mock.calls.map(([keys]) => keys)).toEqual([['a', 'bb', 'ccc'], ['bb']]);
  });

  it('advances a kept version to a newer one it is told of, keeps a newer one, and counts each as a change', async () => {
    const cache = new NotifiedCache<string, number>(5_000);
    cache.setListening(true);
    const read = vi.fn(async () => 5);
    expect(await cache.lookup('post:1', read)).toBe(5);
    const changes = cache.changes;
    cache.advance('post:1', 7); // a newer version committed: taken without a read
    expect(await cache.lookup('post:1', read)).toBe(7);
    cache.advance('post:1', 6); // older news (a reader already found 7): 7 stays
    expect(cache.peek('post:1')).toBe(7);
    cache.advance('post:2', 3); // nothing kept yet: the named version is
    expect(await cache.lookup('post:2', read)).toBe(3);
    expect(read).toHaveBeenCalledTimes(1);
    expect(cache.changes).toBe(changes + 3);
    cache.setListening(false); // while notifications may be missed, nothing is kept
    cache.advance('post:3', 1);
    cache.setListening(true);
    expect(cache.peek('post:3')).toBeUndefined();
  });

  it('reads again when the kept value is no longer usable, and never keeps with a time to live of 0', async () => {
    const cache = new NotifiedCache<string, { expiresAt: number }>(5_000);
    cache.setListening(true);
    await cache.lookup('k', async () => ({ expiresAt: Date.now() - 1 }));
    const read = vi.fn(async () => undefined);
    expect(await cache.lookup('k', read, (v) => v.expiresAt > Date.now())).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    const off = new NotifiedCache<string, number>(0);
    off.setListening(true);
    const reads = vi.fn(async () => 2);
    await off.lookup('k', reads);
    await off.lookup('k', reads);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});

describe('forgetOnWrites', () => {
  it('forgets every cache after a write, but those the write said it forgot itself (forgotOnly)', async () => {
    const versions = { invalidate: vi.fn() };
    const counts = { invalidate: vi.fn() };
    const app = Fastify();
    await app.register(forgetOnWrites, { caches: [versions, counts] });
    app.post('/plain', async () => ({ ok: true }));
    app.post('/spares-versions', async () => {
      forgotOnly(versions); // a comment on a course: its version forgotten, the member counts still go
      return { ok: true };
    });
    app.post('/spares-all', async () => {
      forgotOnly(); // a like: nothing else changed
      return { ok: true };
    });
    app.get('/read', async () => ({ ok: true }));
    const calls = () => [versions.invalidate.mock.calls.length, counts.invalidate.mock.calls.length];
    await app.inject({ method: 'GET', url: '/read' });
    expect(calls()).toEqual([0, 0]);
    await app.inject({ method: 'POST', url: '/plain' });
    expect(calls()).toEqual([1, 1]);
    await app.inject({ method: 'POST', url: '/spares-versions' });
    expect(calls()).toEqual([1, 2]);
    await app.inject({ method: 'POST', url: '/spares-all' });
    expect(calls()).toEqual([1, 2]);
    await app.close();
  });
});

describe('cached session look-ups in the app (SESSION_CACHE_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_CACHE_SECONDS: '30' });
  });
  afterAll(() => t.close());
  const me = (cookie: string, app = t.app) => app.inject({ url: '/api/auth/me', headers: { cookie } });
  const roleOf = async (cookie: string, app = t.app) => (await me(cookie, app)).json().data?.role ?? null;

  it('a repeated signed-in request does not read the session again', async () => {
    const cookie = await signIn(t.app, 'cached@example.com');
    await me(cookie);
    expect(await countQueries(t.database, async () => void (await me(cookie)))).toBe(0);
  });

  it('sign-out, a role change and a deletion through the app count on the very next request', async () => {
    const admin = await signIn(t.app, 'admin@example.com', 'Admin');
    const cookie = await signIn(t.app, 'changing@example.com');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'changing@example.com'));
    expect(await roleOf(cookie)).toBe('user');

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user!.id}`,
      headers: { cookie: admin },
      payload: { role: 'admin' },
    });
    expect(await roleOf(cookie)).toBe('admin');

    const other = await signIn(t.app, 'changing@example.com');
    expect(await roleOf(other)).toBe('admin');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other } });
    expect(await roleOf(other)).toBeNull();

    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user!.id}`, headers: { cookie: admin } });
    expect(await roleOf(cookie)).toBeNull();
  });

  it('a change typed in SQL by an operator reaches the cache by notification', async () => {
    const cookie = await signIn(t.app, 'operator-changed@example.com');
    expect(await roleOf(cookie)).toBe('user');
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'operator-changed@example.com'));
    await vi.waitFor(async () => expect(await roleOf(cookie)).toBe('admin'), { timeout: 3_000 });
    await t.database.db.delete(sessions);
    await vi.waitFor(async () => expect(await roleOf(cookie)).toBeNull(), { timeout: 3_000 });
  });

  it('a second instance on the same database forgets what the first one changed', async () => {
    const second = await buildApp(testConfig({ SESSION_CACHE_SECONDS: '30' }), { database: t.database });
    await second.ready();
    try {
      const admin = await signIn(t.app, 'admin@example.com', 'Admin');
      const cookie = await signIn(t.app, 'two-instances@example.com');
      const [user] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'two-instances@example.com'));
      expect(await roleOf(cookie, second)).toBe('user');
      expect(await roleOf(cookie, second)).toBe('user'); // now cached on the second instance
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user!.id}`,
        headers: { cookie: admin },
        payload: { role: 'admin' },
      });
      await vi.waitFor(async () => expect(await roleOf(cookie, second)).toBe('admin'), { timeout: 3_000 });
    } finally {
      await second.close();
    }
  });
});
