import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInvites, sessions, users } from '../../db/schema.ts';
import { assertOwner } from '../../lib/ownership.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { deleteExpiredSessions } from '../../plugins/session.repository.ts';
import { buildTestApp, changedDirectly, signIn, type TestApp, useTestApp } from '../../test/helpers.ts';
import { DEV_LOGIN_PER_MINUTE } from './auth.routes.ts';

describe('sessions and development sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        // A stand-in admin route, so guard behaviour is tested through HTTP like every module will use it.
        extraRoutes: (api) => {
          api.get('/test-admin-only', { onRequest: requireAdmin }, async () => ({ data: { ok: true } }));
        },
      },
    );
  });
  afterAll(() => t.close());

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  it('answers null for an anonymous caller', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('signs in with development sign-in and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: '  Mina@Example.com ', name: 'Mina' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'mina@example.com',
      name: 'Mina',
      role: 'user',
      avatarUrl: null,
    });
    const cookie = res.cookies.find((c) => c.name === 'ktravel_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    const who = await me(`ktravel_session=${cookie.value}`);
    expect(who.json().data.email).toBe('mina@example.com');
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await signIn(t.app, 'hash@example.com');
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('validates the development sign-in body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'not-an-email', name: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['email', 'name']));
  });

  it('makes admin@example.com an admin outside production (ADMIN_EMAILS default)', async () => {
    const cookie = await signIn(t.app, 'admin@example.com', 'Admin');
    expect((await me(cookie)).json().data.role).toBe('admin');
    const res = await t.app.inject({ url: '/api/test-admin-only', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('makes an invited email an admin at sign-in and marks the invite accepted', async () => {
    await t.database.db.insert(adminInvites).values({ email: 'Invited@Example.com' });
    const cookie = await signIn(t.app, 'invited@example.com', 'Invited');
    expect((await me(cookie)).json().data.role).toBe('admin');
    const [invite] = await t.database.db
      .select()
      .from(adminInvites)
      .where(eq(adminInvites.email, 'Invited@Example.com'));
    expect(invite?.acceptedAt).toBeInstanceOf(Date);
  });

  it('assertOwner lets the owner through, an admin only when allowed, and refuses others', () => {
    const member = { id: 1, email: 'a@x.co', name: 'A', avatarUrl: null, role: 'user' as const };
    const admin = { ...member, id: 2, role: 'admin' as const };
    expect(() => assertOwner(member, 1)).not.toThrow();
    expect(() => assertOwner(member, 3)).toThrow(/not allowed/);
    expect(() => assertOwner(admin, 3)).toThrow(/not allowed/);
    expect(() => assertOwner(admin, 3, { allowAdmin: true })).not.toThrow();
  });

  it('logout deletes the session: the old cookie is anonymous afterwards', async () => {
    const cookie = await signIn(t.app, 'logout@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { ok: true } });
    expect(out.cookies.find((c) => c.name === 'ktravel_session')?.value).toBe('');
    expect((await me(cookie)).json()).toEqual({ data: null });
  });

  it('deletes expired sessions in batches and keeps the live ones', async () => {
    const live = await signIn(t.app, 'still-here@example.com');
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'still-here@example.com'));
    const past = new Date(Date.now() - 60_000);
    await t.database.db.insert(sessions).values(
      Array.from({ length: 5 }, (_, i) => ({
        tokenHash: `expired-${i}`,
        userId: user!.id,
        expiresAt: past,
      })),
    );
    const count = async () => (await t.database.db.select({ id: sessions.id }).from(sessions)).length;
    const before = await count();

    expect(await deleteExpiredSessions(t.database.db, new Date(), 2)).toBe(5);
    expect(await count()).toBe(before - 5);
    expect(await deleteExpiredSessions(t.database.db, new Date(), 2)).toBe(0);
    expect((await me(live)).json().data.email).toBe('still-here@example.com');
  });

  it('a demoted admin loses admin routes on the very next request', async () => {
    const cookie = await signIn(t.app, 'second-admin@example.com');
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'second-admin@example.com'));
    await changedDirectly();
    expect((await t.app.inject({ url: '/api/test-admin-only', headers: { cookie } })).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ role: 'user' })
      .where(eq(users.email, 'second-admin@example.com'));
    await changedDirectly();
    const after = await t.app.inject({ url: '/api/test-admin-only', headers: { cookie } });
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses an anonymous caller on an admin route with 401', async () => {
    const res = await t.app.inject({ url: '/api/test-admin-only' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
  });

  it('a deleted user is signed out at once', async () => {
    const cookie = await signIn(t.app, 'leaving@example.com');
    expect((await me(cookie)).json().data).not.toBeNull();
    await t.database.db.delete(users).where(eq(users.email, 'leaving@example.com'));
    await changedDirectly();
    expect((await me(cookie)).json()).toEqual({ data: null });
  });

  it('treats a garbage or unknown cookie as anonymous, not as an error', async () => {
    for (const value of ['garbage', '%%%', 'a'.repeat(43), 'x'.repeat(5000)]) {
      const res = await me(`ktravel_session=${value}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
    }
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'big@example.com', name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'csrf@example.com', name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FOREIGN_ORIGIN');
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'csrf@example.com', name: 'x' },
    });
    expect(same.statusCode).toBe(200);
    // Origins compare as URLs do: the scheme and host in any case.
    const shouted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { origin: 'HTTP://LOCALHOST:3000', host: 'localhost:3000' },
      payload: { email: 'csrf@example.com', name: 'x' },
    });
    expect(shouted.statusCode).toBe(200);
  });

  it('refuses a state change without Origin that a browser marks cross-site or a foreign Referer names (issue 33)', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        headers: { host: 'localhost:3000', ...headers },
        payload: { email: 'csrf@example.com', name: 'x' },
      });
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      // Issue 43: a sibling subdomain, and any spelling of the header's values.
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'CROSS-SITE' },
      { 'sec-fetch-site': 'Same-Site' },
      { 'sec-fetch-site': 'something-new' },
      { referer: 'https://evil.example/page' },
      { referer: 'http://localhost:3001/' },
      { 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' },
    ]) {
      const res = await post(headers);
      expect([headers, res.statusCode]).toEqual([headers, 403]);
      expect(res.json().error.code).toBe('FOREIGN_ORIGIN');
    }
    for (const headers of <Record<string, string>[]>[
      {},
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'Same-Origin' },
      { 'sec-fetch-site': 'none' },
      { referer: 'http://localhost:3000/kcourse' },
      { 'sec-fetch-site': 'same-origin', referer: 'http://localhost:3000/' },
      { referer: 'not a url' },
    ]) {
      const res = await post(headers);
      expect([headers, res.statusCode]).toEqual([headers, 200]);
    }
    // Reads are never refused for where they come from.
    const read = await t.app.inject({ url: '/api/config', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
  });

  it('starting Google sign-in without Google configured sends the browser to the development sign-in page', async () => {
    const res = await t.app.inject({ url: '/api/auth/google?prompt=select_account' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});

describe('development sign-in switched off', () => {
  const t = useTestApp({ AUTH_DEV_LOGIN: 'false' });

  it('refuses dev-login and says why', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'a@b.co', name: 'A' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('DEV_LOGIN_DISABLED');
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.json().data.auth).toEqual({ google: false, devLogin: false });
  });

  it('rate limits sign-in attempts', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '0' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < DEV_LOGIN_PER_MINUTE + 2; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/dev-login',
          payload: { email: `r${i}@example.com`, name: 'R' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, DEV_LOGIN_PER_MINUTE).every((c) => c === 200)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
