import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, contactInquiries, places } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { caller, signIn, useTestApp } from '../../test/helpers.ts';

let admin: string;
let member: string;
const t = useTestApp({}, {}, async (app) => {
  await seedAll(app.database.db);
  admin = await signIn(app.app, 'admin@example.com', 'Admin');
  member = await signIn(app.app, 'author@example.com', 'Author');
});
const call = caller(() => t.app);
const trail = async (targetType: string, targetId: number) =>
  (await call('GET', `/api/admin/audit?targetType=${targetType}&targetId=${targetId}`, admin)).json().data;
const STOP = { order: 1, name: 'Stop', lat: 37.57, lng: 126.98 };

describe('the audit trail', () => {
  it('refuses an anonymous caller and a member', async () => {
    expect((await call('GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audit', member)).statusCode).toBe(403);
  });

  it("records an admin's course changes with before and after, and nothing the author does", async () => {
    const course = (await call('POST', '/api/courses', member, { title: 'Audited', stops: [STOP] })).json()
      .data;
    await call('PUT', `/api/courses/${course.id}/visibility`, member, { visibility: 'private' });
    expect((await trail('course', course.id)).total).toBe(0);

    await call('PUT', `/api/courses/${course.id}/advertisement`, admin, { isAdvertisement: true });
    await call('PUT', `/api/courses/${course.id}/visibility`, admin, { visibility: 'public' });
    // The same value again changes nothing and writes nothing.
    await call('PUT', `/api/courses/${course.id}/visibility`, admin, { visibility: 'public' });
    await call('DELETE', `/api/courses/${course.id}`, admin);
    const page = await trail('course', course.id);
    expect(page.items.map((a: { action: string }) => a.action)).toEqual([
      'course.delete',
      'course.visibility',
      'course.advertisement',
    ]);
    expect(page.items[1]).toMatchObject({
      targetLabel: 'Audited',
      admin: { email: 'admin@example.com' },
      before: { visibility: 'private' },
      after: { visibility: 'public' },
    });
  });

  it("records an admin's deletions of others' posts and comments through the public routes, not the authors' own", async () => {
    const post = (
      await call('POST', '/api/posts', member, {
        postType: 'community',
        title: 'Spam here',
        content: 'Buy now',
      })
    ).json().data;
    const own = (
      await call('POST', `/api/comments/post/${post.id}`, member, { content: 'Mine, gone' })
    ).json().data;
    const other = (
      await call('POST', `/api/comments/post/${post.id}`, member, { content: 'Rude words' })
    ).json().data;
    const course = (await call('POST', '/api/courses', member, { title: 'Commented', stops: [STOP] })).json()
      .data;
    const courseComment = (
      await call('POST', `/api/comments/course/${course.id}`, member, { content: 'Off topic' })
    ).json().data;

    expect((await call('DELETE', `/api/comments/${own.id}`, member)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/comments/${other.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/comments/course-comment/${courseComment.id}`, admin)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/posts/${post.id}`, admin)).statusCode).toBe(200);

    expect((await trail('comment', own.id)).total).toBe(0);
    expect((await trail('comment', other.id)).items).toMatchObject([
      { action: 'content.delete', targetLabel: 'Rude words', before: { status: 'active' }, after: null },
    ]);
    expect((await trail('courseComment', courseComment.id)).items).toMatchObject([
      { action: 'content.delete', targetLabel: 'Off topic', admin: { email: 'admin@example.com' } },
    ]);
    expect((await trail('post', post.id)).items).toMatchObject([
      { action: 'content.delete', targetLabel: 'Spam here', before: { status: 'active' } },
    ]);
  });

  it('records marker changes (add, edit, status, flags, delete) and only the fields that changed', async () => {
    const [place] = await t.database.db
      .insert(places)
      .values({ name: 'Audit cafe', lat: 37.5, lng: 127, provider: 'osm', externalId: 'audit-1' })
      .returning({ id: places.id });
    const id = place!.id;
    await call('PUT', `/api/places/${id}`, admin, { name: 'Audit cafe', status: 'inactive' });
    await call('PUT', `/api/places/${id}/advertisement`, admin, { isAdvertisement: true });
    await call('PUT', `/api/places/${id}/multilingual-menu`, admin, { hasMultilingualMenu: true });
    await call('PUT', `/api/places/${id}/type`, admin, { type: 'cafe' });
    await call('DELETE', `/api/places/admin/${id}`, admin);
    const page = await trail('place', id);
    expect(page.items.map((a: { action: string }) => a.action)).toEqual([
      'place.delete',
      'place.type',
      'place.multilingualMenu',
      'place.advertisement',
      'place.edit',
    ]);
    expect(page.items[4]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    expect(page.items[4].before).not.toHaveProperty('name');
  });

  it('writes no row when the change fails', async () => {
    const before = (await t.database.db.select().from(adminActions)).length;
    expect(
      (await call('PUT', '/api/places/999999/advertisement', admin, { isAdvertisement: true })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/courses/999999', admin)).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/api/admin/contact-inquiries/999999', admin, { handled: true })).statusCode,
    ).toBe(404);
    expect((await t.database.db.select().from(adminActions)).length).toBe(before);
  });

  it('records inquiries marked handled and open again', async () => {
    const [row] = await t.database.db
      .insert(contactInquiries)
      .values({ name: 'Visitor', email: 'v@example.com', subject: 'bug', message: 'The map is blank' })
      .returning({ id: contactInquiries.id });
    const done = await call('PATCH', `/api/admin/contact-inquiries/${row!.id}`, admin, { handled: true });
    expect(done.json().data.handledAt).toEqual(expect.any(String));
    const listed = (await call('GET', '/api/admin/contact-inquiries', admin)).json().data.items;
    expect(listed.find((i: { id: number }) => i.id === row!.id).handledAt).toEqual(expect.any(String));
    await call('PATCH', `/api/admin/contact-inquiries/${row!.id}`, admin, { handled: false });
    const stored = await t.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.id, row!.id));
    expect(stored[0]!.handledAt).toBeNull();
    const page = await trail('inquiry', row!.id);
    expect(page.items.map((a: { after: { handled: boolean } }) => a.after.handled)).toEqual([false, true]);
  });

  it('pages newest first in the list shape', async () => {
    const page = (await call('GET', '/api/admin/audit?limit=2', admin)).json().data;
    expect(page).toMatchObject({ page: 1, limit: 2, totalPages: Math.ceil(page.total / 2) });
    expect(page.items).toHaveLength(2);
    expect(page.items[0].createdAt >= page.items[1].createdAt).toBe(true);
  });
});

describe('GET /api/admin/places', () => {
  it('lists inactive places too, searchable in Korean, for admins only', async () => {
    expect((await call('GET', '/api/admin/places')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/places', member)).statusCode).toBe(403);
    const [place] = await t.database.db
      .insert(places)
      .values({ name: 'Hidden teahouse', nameKo: '숨은 찻집', lat: 37.5, lng: 127, status: 'inactive' })
      .returning({ id: places.id });
    const found = (await call('GET', `/api/admin/places?q=${encodeURIComponent('숨은')}`, admin)).json().data;
    expect(found.items.map((p: { id: number }) => p.id)).toEqual([place!.id]);
    const inactive = (await call('GET', '/api/admin/places?status=inactive', admin)).json().data;
    expect(inactive.items.every((p: { status: string }) => p.status === 'inactive')).toBe(true);
    expect((await call('GET', `/api/places/${place!.id}`)).statusCode).toBe(404);
  });
});
