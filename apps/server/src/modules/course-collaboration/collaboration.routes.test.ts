import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseCollaborators, courseInvites, courses } from '../../db/schema.ts';
import { signIn } from '../../test/helpers.ts';
import {
  admin,
  body,
  call,
  createCourse,
  other,
  owner,
  setupCourseTests,
  t,
} from '../courses/courses.test-fixtures.ts';

setupCourseTests();

let friend: string;
let friendId: number;
let second: string;

beforeAll(async () => {
  friend = await signIn(t.app, 'friend@example.com', 'Minji');
  second = await signIn(t.app, 'second@example.com', 'Second friend');
  friendId = (await call('GET', '/api/auth/me', friend)).json().data.id;
});

const invite = async (courseId: number, role: 'editor' | 'viewer', cookie = owner) =>
  call('POST', `/api/courses/${courseId}/invites`, cookie, { role });
const put = (courseId: number, cookie: string, changes: Record<string, unknown>, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/courses/${courseId}`,
    headers: { cookie, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: body(changes),
  });

/** A private course of the owner's with `friend` joined as `role`. */
async function sharedCourse(role: 'editor' | 'viewer') {
  const course = await createCourse(owner, { visibility: 'private', title: `Shared ${role}` });
  const { token } = (await invite(course.id, role)).json().data;
  expect((await call('POST', `/api/invites/${token}/accept`, friend)).statusCode).toBe(200);
  return { id: course.id, token };
}

describe('invites (DESIGN §8.4)', () => {
  it('the owner makes a link; its holder sees what it is for and joins; the token is stored only hashed', async () => {
    const course = await createCourse(owner, { visibility: 'private', title: 'Seoul with friends' });
    const res = await invite(course.id, 'editor');
    expect(res.statusCode).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({ role: 'editor', url: `https://ktravel.example/invite/${made.token}` });
    const days = (Date.parse(made.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const stored = await t.database.db
      .select()
      .from(courseInvites)
      .where(eq(courseInvites.courseId, course.id));
    expect(JSON.stringify(stored)).not.toContain(made.token);

    // Before joining, a private course is a 404 to the friend; the link says what it is (no sign-in needed).
    expect((await call('GET', `/api/courses/${course.id}`, friend)).statusCode).toBe(404);
    const preview = await call('GET', `/api/invites/${made.token}`);
    expect(preview.json().data).toMatchObject({
      courseId: course.id,
      title: 'Seoul with friends',
      role: 'editor',
      invitedBy: { name: 'Owner' },
    });
    expect((await call('POST', `/api/invites/${made.token}/accept`)).statusCode).toBe(401);
    const joined = await call('POST', `/api/invites/${made.token}/accept`, friend);
    expect(joined.json().data).toEqual({ courseId: course.id, role: 'editor' });
    expect((await call('GET', `/api/courses/${course.id}`, friend)).statusCode).toBe(200);
    // Everybody else still gets the 404, in every place a private course shows.
    expect((await call('GET', `/api/courses/${course.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}/export.json`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}/export.json`, friend)).statusCode).toBe(200);
    expect((await call('GET', `/api/comments/course/${course.id}`, friend)).statusCode).toBe(200);
    expect((await call('GET', `/api/comments/course/${course.id}`, other)).statusCode).toBe(404);
  });

  it('lists and withdraws invites for the owner only; withdrawn, expired, unknown and own links say so', async () => {
    const course = await createCourse(owner, { visibility: 'private' });
    const first = (await invite(course.id, 'viewer')).json().data;
    const later = (await invite(course.id, 'editor')).json().data;
    const list = (await call('GET', `/api/courses/${course.id}/invites`, owner)).json().data.items;
    expect(list.map((i: { role: string }) => i.role)).toEqual(['editor', 'viewer']);
    expect(JSON.stringify(list)).not.toContain(first.token);
    expect((await call('GET', `/api/courses/${course.id}/invites`, other)).statusCode).toBe(404);
    expect((await invite(course.id, 'editor', other)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/courses/${course.id}/invites/${first.token}`, owner)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/invites/${first.token}/accept`, friend)).json().error.code).toBe(
      'INVITE_EXPIRED',
    );
    expect((await call('POST', `/api/invites/${first.token}/accept`, friend)).statusCode).toBe(410);
    const byId = list.find((i: { role: string }) => i.role === 'editor').id;
    expect((await call('DELETE', `/api/courses/${course.id}/invites/${byId}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/invites/${later.token}`)).statusCode).toBe(410);
    expect((await call('DELETE', `/api/courses/${course.id}/invites/${byId}`, owner)).statusCode).toBe(404);

    const old = (await invite(course.id, 'viewer')).json().data;
    await t.database.db
      .update(courseInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(courseInvites.courseId, course.id));
    expect((await call('POST', `/api/invites/${old.token}/accept`, friend)).statusCode).toBe(410);
    const fresh = (await invite(course.id, 'viewer')).json().data;
    const own = await call('POST', `/api/invites/${fresh.token}/accept`, owner);
    expect([own.statusCode, own.json().error.code]).toEqual([409, 'INVITE_OWN_COURSE']);
    const unknown = await call('POST', `/api/invites/${'x'.repeat(43)}/accept`, friend);
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'INVITE_NOT_FOUND']);
  });
});

describe('collaborators', () => {
  it('editors change the course but not who sees it; viewers only read; a viewer’s link never lowers an editor', async () => {
    const { id, token } = await sharedCourse('editor');
    const edited = await put(id, friend, { title: 'Edited by Minji', visibility: 'private' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.title).toBe('Edited by Minji');
    const visibility = await put(id, friend, { visibility: 'public' });
    expect(visibility.statusCode).toBe(403);
    expect((await call('DELETE', `/api/courses/${id}`, friend)).statusCode).toBe(403);

    const viewerLink = (await invite(id, 'viewer')).json().data.token;
    expect((await call('POST', `/api/invites/${viewerLink}/accept`, friend)).json().data.role).toBe('editor');
    expect((await call('POST', `/api/invites/${viewerLink}/accept`, second)).json().data.role).toBe('viewer');
    expect((await put(id, second, { visibility: 'private' })).statusCode).toBe(403);
    expect((await call('GET', `/api/courses/${id}`, second)).statusCode).toBe(200);
    expect(token).toBeTruthy();

    const list = (await call('GET', `/api/courses/${id}/collaborators`, second)).json().data.items;
    expect(list.map((c: { user: { name: string }; role: string }) => [c.user.name, c.role])).toEqual([
      ['Minji', 'editor'],
      ['Second friend', 'viewer'],
    ]);
    expect((await call('GET', `/api/courses/${id}/collaborators`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${id}/collaborators`, admin)).statusCode).toBe(200);

    // The owner makes Minji a viewer: her next save is refused.
    expect(
      (await call('PATCH', `/api/courses/${id}/collaborators/${friendId}`, owner, { role: 'viewer' }))
        .statusCode,
    ).toBe(200);
    expect((await put(id, friend, { visibility: 'private' })).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/courses/${id}/collaborators/${friendId}`, friend, { role: 'editor' }))
        .statusCode,
    ).toBe(403);
  });

  it('a PUT that leaves out visibility, category, dates or day count keeps them: an editor’s stays private (issue 43)', async () => {
    const { id } = await sharedCourse('editor');
    const planned = await put(id, owner, {
      visibility: 'private',
      category: 'food',
      startDate: '2027-03-02',
      dayCount: 3,
    });
    expect(planned.statusCode, planned.body).toBe(200);
    // The body without those fields, as a script or another client sends it.
    const bare = (cookie: string, title: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/courses/${id}`,
        headers: { cookie },
        payload: { title, stops: body().stops },
      });
    const byEditor = await bare(friend, 'Edited without the extras');
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    expect(byEditor.json().data).toMatchObject({
      title: 'Edited without the extras',
      visibility: 'private',
      category: 'food',
      startDate: '2027-03-02',
      dayCount: 3,
    });
    expect((await bare(owner, 'Edited by the owner')).json().data).toMatchObject({
      visibility: 'private',
      category: 'food',
      startDate: '2027-03-02',
    });
    // Still private: a stranger gets its 404, and null clears the date.
    expect((await call('GET', `/api/courses/${id}`, other)).statusCode).toBe(404);
    expect(
      (await put(id, owner, { visibility: 'private', startDate: null })).json().data.startDate,
    ).toBeNull();
    // A new course without them takes the defaults.
    expect(await createCourse(owner, {})).toMatchObject({
      visibility: 'public',
      category: 'all',
      startDate: null,
    });
  });

  it('a collaborator may leave, the owner may not be removed, and the course’s deletion takes them all', async () => {
    const { id } = await sharedCourse('viewer');
    const ownerId = (await call('GET', '/api/auth/me', owner)).json().data.id;
    expect((await call('DELETE', `/api/courses/${id}/collaborators/${ownerId}`, owner)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/courses/${id}/collaborators/${friendId}`, friend)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/courses/${id}`, friend)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/courses/${id}/collaborators/${friendId}`, owner)).statusCode).toBe(
      404,
    );

    const again = await sharedCourse('editor');
    await invite(again.id, 'viewer');
    expect((await call('DELETE', `/api/courses/${again.id}`, owner)).statusCode).toBe(200);
    const left = async (table: typeof courseCollaborators | typeof courseInvites) =>
      (await t.database.db.select({ n: count() }).from(table).where(eq(table.courseId, again.id)))[0]!.n;
    expect([await left(courseCollaborators), await left(courseInvites)]).toEqual([0, 0]);
  });

  it('a removal sticks: the links made before it no longer admit that member, a new one does (issue 43)', async () => {
    const { id, token } = await sharedCourse('editor');
    const accept = (link: string, cookie: string) => call('POST', `/api/invites/${link}/accept`, cookie);
    expect((await call('DELETE', `/api/courses/${id}/collaborators/${friendId}`, owner)).statusCode).toBe(
      200,
    );
    // The same link, still open for the others: refused to her, saying why.
    const refused = await accept(token, friend);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('REMOVED_FROM_COURSE');
    expect((await call('GET', `/api/courses/${id}`, friend)).statusCode).toBe(404);
    expect((await accept(token, second)).statusCode).toBe(200);
    // Removed twice, the second removal counts from then.
    const fresh = (await invite(id, 'viewer')).json().data.token;
    expect((await accept(fresh, friend)).json().data).toEqual({ courseId: id, role: 'viewer' });
    expect((await call('DELETE', `/api/courses/${id}/collaborators/${friendId}`, owner)).statusCode).toBe(
      200,
    );
    expect((await accept(fresh, friend)).statusCode).toBe(403);
    expect((await accept(token, friend)).statusCode).toBe(403);
    // Leaving of one's own accord is not a removal: the link still works for them.
    const secondId = (await call('GET', '/api/auth/me', second)).json().data.id;
    expect((await call('DELETE', `/api/courses/${id}/collaborators/${secondId}`, second)).statusCode).toBe(
      200,
    );
    expect((await accept(token, second)).statusCode).toBe(200);
  });
});

describe('If-Match on PUT /api/courses/{id}', () => {
  it('a stale version is a 409 COURSE_CHANGED that changes nothing; a fresh one saves and raises it', async () => {
    const { id } = await sharedCourse('editor');
    const start = (await call('GET', `/api/courses/${id}`, owner)).json().data.version;
    const saved = await put(id, owner, { title: 'Owner first', visibility: 'private' }, `"${start}"`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.version).toBe(start + 1);
    const stale = await put(id, friend, { title: 'Minji late', visibility: 'private' }, `"${start}"`);
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'COURSE_CHANGED']);
    const now = (await t.database.db.select().from(courses).where(eq(courses.id, id)))[0]!;
    expect([now.title, now.revision]).toEqual(['Owner first', start + 1]);
    expect((await put(id, friend, { visibility: 'private' }, 'W/"abc"')).statusCode).toBe(400);
    // A comment or a save is not an edit: the version stays.
    await call('POST', `/api/comments/course/${id}`, friend, { content: 'Looks good' });
    expect((await call('GET', `/api/courses/${id}`, owner)).json().data.version).toBe(start + 1);
  });

  it('two editors saving from the same version at once: exactly one wins, the other gets 409', async () => {
    const { id } = await sharedCourse('editor');
    const version = (await call('GET', `/api/courses/${id}`, owner)).json().data.version;
    for (let round = 0; round < 3; round += 1) {
      const current = version + round;
      const answers = await Promise.all([
        put(id, owner, { title: `Owner ${round}`, visibility: 'private' }, `"${current}"`),
        put(id, friend, { title: `Minji ${round}`, visibility: 'private' }, `"${current}"`),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    }
    const { revision } = (await t.database.db.select().from(courses).where(eq(courses.id, id)))[0]!;
    expect(revision).toBe(version + 3);
  });
});

describe('GET /api/courses/{id}/activity', () => {
  it('says who changed what, newest first, for whoever may read the course', async () => {
    const { id } = await sharedCourse('editor');
    const palace = body().stops[0]!;
    const guesthouse = { order: 2, name: 'Our guesthouse', lat: 37.57, lng: 126.99 };
    expect(
      (await put(id, friend, { title: 'Two stops', visibility: 'private', stops: [palace, guesthouse] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await put(id, friend, {
          title: 'Two stops',
          visibility: 'private',
          stops: [
            { ...guesthouse, order: 1 },
            { ...palace, order: 2 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const items = (await call('GET', `/api/courses/${id}/activity`, owner)).json().data.items;
    expect(items.map((i: { kind: string; by: { name: string } }) => [i.kind, i.by.name])).toEqual([
      ['stops.moved', 'Minji'],
      ['title', 'Minji'],
      ['stops.added', 'Minji'],
      ['joined', 'Minji'],
      ['created', 'Owner'],
    ]);
    expect(items[2].details).toEqual({ count: 1, names: ['Our guesthouse'] });
    expect(items[1].details).toEqual({ from: 'Shared editor', to: 'Two stops' });
    expect((await call('GET', `/api/courses/${id}/activity`, other)).statusCode).toBe(404);
  });
});

describe('GET /api/mypage/courses?tab=shared', () => {
  it('lists the courses others plan with the member, newest join first; their own stay under created', async () => {
    const first = await sharedCourse('viewer');
    const second = await sharedCourse('editor');
    const shared = (await call('GET', '/api/mypage/courses?tab=shared&page=1&limit=50', friend)).json().data;
    const ids = shared.items.map((c: { id: number }) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(shared.total).toBe(ids.length);
    const created = (await call('GET', '/api/mypage/courses?page=1&limit=50', friend)).json().data;
    expect(created.items.map((c: { id: number }) => c.id)).not.toContain(first.id);
    expect((await call('GET', '/api/mypage/courses?tab=mine', friend)).statusCode).toBe(400);
  });
});
