import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { courses, places, users } from '../../db/schema.ts';
import { changedDirectly, countQueries, notificationsArrived, signIn } from '../../test/helpers.ts';
import {
  admin,
  call,
  createCourse,
  other,
  owner,
  ownerId,
  place,
  setupCourseTests,
  stopAt,
  t,
} from './courses.test-fixtures.ts';

setupCourseTests();

describe('per-course versions (docs/decisions/006)', () => {
  const versionOf = async (id: number) =>
    (await t.database.db.select({ v: courses.version }).from(courses).where(eq(courses.id, id)))[0]!.v;

  it('a write to one course leaves the versions of other courses alone', async () => {
    const a = (await createCourse(owner, { title: 'Version A' })).id;
    const b = (await createCourse(owner, { title: 'Version B' })).id;
    const before = { a: await versionOf(a), b: await versionOf(b) };
    await call('POST', `/api/comments/course/${a}`, other, { content: 'Only A' });
    await call('POST', `/api/courses/${a}/save`, other);
    await call('POST', `/api/courses/${a}/share`, other);
    expect(await versionOf(a)).toBeGreaterThan(before.a);
    expect(await versionOf(b)).toBe(before.b);
  });

  it("a place's change reaches only the courses that stop there; an unchanged sign-in reaches none", async () => {
    const tower = place['N Seoul Tower']!.id;
    const linked = (
      await createCourse(owner, { title: 'Tower', stops: [stopAt('N Seoul Tower', 1, { placeId: tower })] })
    ).id;
    const unlinked = (
      await createCourse(owner, { title: 'Busan', stops: [stopAt('Gamcheon Culture Village', 1)] })
    ).id;
    const before = { linked: await versionOf(linked), unlinked: await versionOf(unlinked) };
    await t.database.db.update(places).set({ description: 'New view' }).where(eq(places.id, tower));
    await changedDirectly();
    expect(await versionOf(linked)).toBeGreaterThan(before.linked);
    expect(await versionOf(unlinked)).toBe(before.unlinked);
    // Signing in again with the same name writes the user row but changes nothing courses show.
    const again = await versionOf(unlinked);
    await signIn(t.app, 'owner@example.com', 'Owner');
    expect(await versionOf(unlinked)).toBe(again);
  });

  it('serves a cached course from memory while another course is commented on, saved and shared', async () => {
    const quiet = (await createCourse(owner, { title: 'Quiet' })).id;
    const busy = (await createCourse(owner, { title: 'Busy' })).id;
    expect((await call('GET', `/api/courses/${quiet}`)).statusCode).toBe(200);
    await call('POST', `/api/comments/course/${busy}`, other, { content: 'Elsewhere' });
    await call('POST', `/api/courses/${busy}/save`, other);
    await call('POST', `/api/courses/${busy}/share`, other);
    await notificationsArrived(); // theirs name the busy course: only its kept version is forgotten
    const queries = await countQueries(t.database, async () => {
      expect((await call('GET', `/api/courses/${quiet}`)).statusCode).toBe(200);
    });
    // Nothing: its version stays kept, as those writes only forgot the busy course's (migration 0020).
    expect(queries).toBe(0);
  });
});

describe('comments, saves and shares do not empty the cached list pages (issue 16, migration 0020)', () => {
  const url = '/api/courses/public?limit=5';
  const listVersion = async () =>
    Number(
      (await queryRows<{ v: number }>(t.database.db, sql`select version as v from course_version`))[0]!.v,
    );
  const listed = async (id: number) =>
    (await call('GET', url)).json().data.items.find((c: { id: number }) => c.id === id);

  it('a comment re-reads the commented course’s row alone: the page, the list version and other versions stay', async () => {
    const busy = (await createCourse(owner, { title: 'Commented on page 1' })).id;
    await changedDirectly();
    expect((await listed(busy)).commentCount).toBe(0);
    expect((await call('GET', '/api/posts?postType=community&limit=5')).statusCode).toBe(200);
    const before = await listVersion();

    expect((await call('POST', `/api/comments/course/${busy}`, other, { content: 'Hi' })).statusCode).toBe(
      201,
    );
    await notificationsArrived();
    expect(await listVersion()).toBe(before);
    let course: { commentCount: number } | undefined;
    // Its row: not its version (the comment moved it to the one it committed), not the list's, not the page.
    const queries = await countQueries(t.database, async () => {
      course = await listed(busy);
    });
    expect(queries).toBe(1);
    expect(course?.commentCount).toBe(1);
    expect(await countQueries(t.database, async () => void (await call('GET', url)))).toBe(0);
    expect(
      await countQueries(
        t.database,
        async () => void (await call('GET', '/api/posts?postType=community&limit=5')),
      ),
    ).toBe(0);

    await call('POST', `/api/courses/${busy}/save`, other);
    await call('POST', `/api/courses/${busy}/share`, other);
    expect(await listVersion()).toBe(before);
    expect(await listed(busy)).toMatchObject({ commentCount: 1, saveCount: 1, shareCount: 1 });
    expect(
      (await call('GET', url, other)).json().data.items.find((c: { id: number }) => c.id === busy),
    ).toMatchObject({ isSaved: true, saveCount: 1 });
    await call('DELETE', `/api/courses/${busy}/save`, other);
    expect(await listed(busy)).toMatchObject({ saveCount: 0 });
  });

  it('another instance’s comment (a counter-only change in the database) reaches the list by its notification', async () => {
    const course = (await createCourse(owner, { title: 'Commented elsewhere' })).id;
    await changedDirectly();
    expect((await listed(course)).commentCount).toBe(0);
    expect((await call('GET', `/api/courses/${course}`)).json().data.commentCount).toBe(0);
    await t.database.db.update(courses).set({ commentCount: 41 }).where(eq(courses.id, course));
    await notificationsArrived();
    expect((await listed(course)).commentCount).toBe(41);
    expect((await call('GET', `/api/courses/${course}`)).json().data.commentCount).toBe(41);
    // Everything else about a course is a change of the list: its title raises the list's version.
    const before = await listVersion();
    await t.database.db.update(courses).set({ title: 'Renamed elsewhere' }).where(eq(courses.id, course));
    expect(await listVersion()).toBeGreaterThan(before);
    await notificationsArrived();
    expect((await listed(course)).title).toBe('Renamed elsewhere');
  });

  it('a course made private while its page was cached leaves the page at once', async () => {
    const course = (await createCourse(owner, { title: 'Soon private' })).id;
    await changedDirectly();
    expect(await listed(course)).toBeDefined();
    await t.database.db.update(courses).set({ visibility: 'private' }).where(eq(courses.id, course));
    await changedDirectly();
    expect(await listed(course)).toBeUndefined();
  });

  it('a comment deleted elsewhere is counted out of the cached page and detail', async () => {
    const course = (await createCourse(owner, { title: 'Comment deleted' })).id;
    const comment = (
      await call('POST', `/api/comments/course/${course}`, other, { content: 'Soon gone' })
    ).json().data.id;
    expect((await listed(course)).commentCount).toBe(1);
    expect((await call('DELETE', `/api/comments/course-comment/${comment}`, other)).statusCode).toBe(200);
    expect((await listed(course)).commentCount).toBe(0);
    expect((await call('GET', `/api/courses/${course}`)).json().data.commentCount).toBe(0);
  });
});

describe('cached reads stay current', () => {
  it("show a place's new details, the author's new name and new counts at once", async () => {
    const tosokchon = place['Tosokchon Samgyetang']!.id;
    const course = await createCourse(owner, {
      title: 'Cache check',
      stops: [stopAt('Tosokchon Samgyetang', 1, { placeId: tosokchon })],
    });
    const detail = async () => (await call('GET', `/api/courses/${course.id}`)).json().data;
    const listed = async () =>
      (await call('GET', '/api/courses/public?limit=100'))
        .json()
        .data.items.find((c: { id: number }) => c.id === course.id);
    expect((await detail()).stops[0].address).not.toBe('Changed address');
    expect((await listed()).author.name).toBe('Owner');

    await t.database.db.update(places).set({ address: 'Changed address' }).where(eq(places.id, tosokchon));
    await changedDirectly();
    expect((await detail()).stops[0].address).toBe('Changed address');
    expect((await listed()).stops[0].address).toBe('Changed address');

    await t.database.db.update(users).set({ name: 'Renamed owner' }).where(eq(users.id, ownerId));
    await changedDirectly();
    expect((await detail()).author.name).toBe('Renamed owner');
    expect((await listed()).author.name).toBe('Renamed owner');
    await t.database.db.update(users).set({ name: 'Owner' }).where(eq(users.id, ownerId));
    await changedDirectly();

    await call('POST', `/api/comments/course/${course.id}`, other, { content: 'Cached?' });
    expect((await detail()).commentCount).toBe(1);
    expect((await listed()).commentCount).toBe(1);
    // The same anonymous answer twice is the same bytes; a member sees their own isSaved on top of it.
    expect((await call('GET', `/api/courses/${course.id}`)).body).toBe(
      (await call('GET', `/api/courses/${course.id}`)).body,
    );
    await call('POST', `/api/courses/${course.id}/save`, other);
    expect((await call('GET', `/api/courses/${course.id}`, other)).json().data.isSaved).toBe(true);
    expect(
      (await call('GET', '/api/courses/public?limit=100', other))
        .json()
        .data.items.find((c: { id: number }) => c.id === course.id).isSaved,
    ).toBe(true);
    expect((await detail()).isSaved).toBe(false);
  });

  it('answer a rolled-back change with the data as it was', async () => {
    const course = await createCourse(owner, { title: 'Before rollback' });
    expect((await call('GET', `/api/courses/${course.id}`)).json().data.title).toBe('Before rollback');
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(courses).set({ title: 'Rolled back' }).where(eq(courses.id, course.id));
        throw new Error('abort');
      })
      .catch(() => {});
    expect((await call('GET', `/api/courses/${course.id}`)).json().data.title).toBe('Before rollback');
  });
});

describe('queries per request', () => {
  it('stay the same small number whatever the number of courses and stops (no query per course or stop)', async () => {
    // Counts what reaches the driver (PGlite or the pg pool), around the app as it is.
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const original = client.query;
    let queries = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      queries += 1;
      return original.apply(this, args);
    };
    const count = async (url: string, cookie?: string) => {
      queries = 0;
      const res = await call('GET', url, cookie);
      expect(res.statusCode).toBe(200);
      return queries;
    };
    // Any change to what courses show raises the versions: here the name of the bulk courses' author.
    let renames = 0;
    const change = async () => {
      await t.database.db
        .update(users)
        .set({ name: `Bulk ${++renames}` })
        .where(eq(users.email, 'bulk@example.com'));
      await changedDirectly();
    };
    const bulk = await signIn(t.app, 'bulk@example.com', 'Bulk');
    for (let i = 0; i < 12; i++) {
      await createCourse(bulk, {
        title: `Bulk ${i}`,
        stops: [
          stopAt('Gyeongbokgung Palace', 1, { placeId: place['Gyeongbokgung Palace']!.id }),
          stopAt('N Seoul Tower', 2, { placeId: place['N Seoul Tower']!.id }),
          stopAt('Tosokchon Samgyetang', 3),
        ],
      });
    }
    try {
      const total = (await call('GET', '/api/courses/public')).json().data.total;
      expect(total).toBeGreaterThan(20);
      // After a change (nothing kept): the version, one query for the page with authors and stops, then one for
      // its rows' versions (kept from then on: a comment re-reads its course only, migration 0020).
      await change();
      expect(await count('/api/courses/public?limit=2')).toBe(3);
      await change();
      expect(await count('/api/courses/public?limit=100')).toBe(3);
      // Then from memory: the version too is kept until the database says it changed (decision 011).
      expect(await count('/api/courses/public?limit=100')).toBe(0);
      // A member adds the session look-up (forgotten by the change) and one query for what they saved.
      expect(await count('/api/courses/public?limit=100', other)).toBe(2);
      await change();
      const id = (await call('GET', '/api/courses/public')).json().data.items[0].id;
      await change();
      expect(await count(`/api/courses/${id}`)).toBe(2);
      // The ranking, then one query for the ranked courses the detail cache does not hold; then the ranking alone.
      expect(await count('/api/courses/monthly-best?limit=100')).toBe(2);
      expect(await count('/api/courses/monthly-best?limit=100')).toBe(1);
      expect(await count('/api/courses/admin/all?limit=100', admin)).toBe(2);
      expect(await count('/api/courses?me=true', owner)).toBe(3);
    } finally {
      client.query = original;
    }
  });
});
