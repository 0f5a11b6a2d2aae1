import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, adminInvites, users } from '../../db/schema.ts';
import { caller, changedDirectly, signIn, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();
const call = caller(() => t.app);
const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const auditFor = async (targetId: number) =>
  t.database.db.select().from(adminActions).where(eq(adminActions.targetId, targetId));

describe('/api/admin/users', () => {
  it('refuses an anonymous caller and a member on every route', async () => {
    const member = await signIn(t.app, 'plain@example.com', 'Plain');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/users', undefined],
      ['POST', '/api/admin/users', { email: 'x@example.com' }],
      ['PATCH', '/api/admin/users/1', { role: 'admin' }],
      ['DELETE', '/api/admin/users/1', undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      const res = await call(method, url, member, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('lists users with their provider, searchable by name or email', async () => {
    const admin = await signIn(t.app, 'admin@example.com', 'Admin');
    await signIn(t.app, 'searchable.person@example.com', 'Searchable Person');
    const page = (await call('GET', '/api/admin/users?q=searchable', admin)).json().data;
    expect(page).toMatchObject({ total: 1, page: 1, limit: 20, totalPages: 1 });
    expect(page.items[0]).toMatchObject({
      email: 'searchable.person@example.com',
      role: 'user',
      provider: 'local',
      lastLoginAt: expect.any(String),
    });
    const admins = (await call('GET', '/api/admin/users?role=admin', admin)).json().data;
    expect(admins.items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
  });

  it('adds an admin by email: promotes a member, invites a new email, refuses a malformed one', async () => {
    const admin = await signIn(t.app, 'admin@example.com', 'Admin');
    const member = await signIn(t.app, 'to-promote@example.com', 'To promote');
    const promoted = await call('POST', '/api/admin/users', admin, { email: 'To-Promote@example.com' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ outcome: 'promoted', user: { role: 'admin' } });
    // The promoted member has admin rights on the very next request.
    expect((await call('GET', '/api/admin/users', member)).statusCode).toBe(200);
    const id = await idOf('to-promote@example.com');
    expect(await auditFor(id)).toMatchObject([
      { action: 'admin.add', targetType: 'user', before: { role: 'user' }, after: { role: 'admin' } },
    ]);
    expect(
      (await call('POST', '/api/admin/users', admin, { email: 'to-promote@example.com' })).json().data,
    ).toMatchObject({
      outcome: 'alreadyAdmin',
    });

    const invited = await call('POST', '/api/admin/users', admin, { email: 'future.admin@example.com' });
    expect(invited.json().data).toEqual({
      email: 'future.admin@example.com',
      outcome: 'invited',
      user: null,
    });
    expect(
      await t.database.db
        .select()
        .from(adminInvites)
        .where(eq(adminInvites.email, 'future.admin@example.com')),
    ).toHaveLength(1);
    const newcomer = await signIn(t.app, 'future.admin@example.com', 'Future admin');
    expect((await call('GET', '/api/auth/me', newcomer)).json().data.role).toBe('admin');

    for (const email of ['', 'not-an-email']) {
      const res = await call('POST', '/api/admin/users', admin, { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('email');
    }
  });

  it('changes a role and refuses to demote the last admin, writing no audit row when refused', async () => {
    const db = t.database.db;
    const admin = await signIn(t.app, 'admin@example.com', 'Admin');
    // Only one admin for this test: the others made before are demoted straight in the database.
    await db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    await changedDirectly();
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@example.com'));
    await changedDirectly();
    const adminId = await idOf('admin@example.com');

    const refused = await call('PATCH', `/api/admin/users/${adminId}`, admin, { role: 'user' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('LAST_ADMIN');
    const deleteRefused = await call('DELETE', `/api/admin/users/${adminId}`, admin);
    expect(deleteRefused.statusCode).toBe(409);
    expect(await auditFor(adminId)).toEqual([]);

    await signIn(t.app, 'second@example.com', 'Second');
    const secondId = await idOf('second@example.com');
    const made = await call('PATCH', `/api/admin/users/${secondId}`, admin, { role: 'admin' });
    expect(made.json().data).toMatchObject({ id: secondId, role: 'admin' });
    // Two admins now: the first may step down.
    const stepDown = await call('PATCH', `/api/admin/users/${adminId}`, admin, { role: 'user' });
    expect(stepDown.statusCode).toBe(200);
    // …and loses admin routes at once.
    expect((await call('GET', '/api/admin/users', admin)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/users/999999', admin, { role: 'user' })).statusCode).toBe(403);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    await changedDirectly();
    expect((await call('PATCH', '/api/admin/users/999999', admin, { role: 'user' })).statusCode).toBe(404);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const db = t.database.db;
    await db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    await changedDirectly();
    const a = await signIn(t.app, 'admin@example.com', 'Admin');
    const b = await signIn(t.app, 'other.admin@example.com', 'Other admin');
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, 'other.admin@example.com'));
    await changedDirectly();
    const [aId, bId] = [await idOf('admin@example.com'), await idOf('other.admin@example.com')];
    const results = await Promise.all([
      call('PATCH', `/api/admin/users/${bId}`, a, { role: 'user' }),
      call('PATCH', `/api/admin/users/${aId}`, b, { role: 'user' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    const left = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
  });

  it('deletes a user: their sessions end and the trail keeps who it was', async () => {
    const admin = await signIn(t.app, 'admin@example.com', 'Admin');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@example.com'));
    await changedDirectly();
    const leaving = await signIn(t.app, 'leaving@example.com', 'Leaving');
    const id = await idOf('leaving@example.com');
    const res = await call('DELETE', `/api/admin/users/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', leaving)).json().data).toBeNull();
    expect(await auditFor(id)).toMatchObject([
      { action: 'user.delete', targetLabel: 'leaving@example.com', before: { email: 'leaving@example.com' } },
    ]);
    expect((await call('DELETE', `/api/admin/users/${id}`, admin)).statusCode).toBe(404);
  });
});
