import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { courseComments, courseSaves, courseShares, users } from '../../db/schema.ts';
import { changedDirectly, countQueries, signIn } from '../../test/helpers.ts';
import {
  admin,
  call,
  counts,
  createCourse,
  other,
  owner,
  setupCourseTests,
  t,
} from './courses.test-fixtures.ts';

setupCourseTests();

describe('saving courses', () => {
  let courseId: number;
  let privateId: number;
  beforeAll(async () => {
    courseId = (await createCourse(owner, { title: 'To save' })).id;
    privateId = (await createCourse(owner, { title: 'Private to save', visibility: 'private' })).id;
  });

  it('refuses an anonymous caller and the author', async () => {
    expect((await call('POST', `/api/courses/${courseId}/save`)).statusCode).toBe(401);
    const own = await call('POST', `/api/courses/${courseId}/save`, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('CANNOT_SAVE_OWN_COURSE');
    const hidden = await call('POST', `/api/courses/${privateId}/save`, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('COURSE_NOT_FOUND');
    expect((await call('POST', '/api/courses/999999/save', other)).statusCode).toBe(404);
  });

  it('saves once, refuses a duplicate with 409, and shows it as saved', async () => {
    const res = await call('POST', `/api/courses/${courseId}/save`, other);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ courseId, saved: true, saveCount: 1, savedAt: expect.any(String) });
    const dup = await call('POST', `/api/courses/${courseId}/save`, other);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('ALREADY_SAVED');
    expect((await counts(courseId)).save).toBe(1);
    expect((await call('GET', `/api/courses/${courseId}`, other)).json().data).toMatchObject({
      isSaved: true,
      saveCount: 1,
    });
    expect((await call('GET', `/api/courses/${courseId}`)).json().data.isSaved).toBe(false);
    expect((await call('GET', `/api/courses/${courseId}`, owner)).json().data.isSaved).toBe(false);
    const admins = await call('POST', `/api/courses/${courseId}/save`, admin);
    expect(admins.json().data.saveCount).toBe(2);
  });

  it('lists saved courses newest save first with savedAt', async () => {
    const second = (await createCourse(owner, { title: 'Saved second' })).id;
    await call('POST', `/api/courses/${second}/save`, other);
    const mine = (await call('GET', '/api/courses?me=true', other)).json().data;
    expect(mine.savedCourses.map((c: { id: number }) => c.id)).toEqual([second, courseId]);
    expect(mine.savedCourses[0]).toMatchObject({ isSaved: true, savedAt: expect.any(String) });
    expect(mine.savedCourses[0].savedAt >= mine.savedCourses[1].savedAt).toBe(true);
    // A saved course its author made private leaves the saver's list.
    await call('PUT', `/api/courses/${second}/visibility`, owner, { visibility: 'private' });
    const after = (await call('GET', '/api/courses?me=true', other)).json().data;
    expect(after.savedCourses.map((c: { id: number }) => c.id)).toEqual([courseId]);
  });

  it('unsaves, and answers 404 NOT_SAVED when it was not saved', async () => {
    expect((await call('DELETE', `/api/courses/${courseId}/save`)).statusCode).toBe(401);
    const res = await call('DELETE', `/api/courses/${courseId}/save`, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ courseId, saved: false, saveCount: 1, savedAt: null });
    const again = await call('DELETE', `/api/courses/${courseId}/save`, other);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_SAVED');
    expect((await counts(courseId)).save).toBe(1);
    const hidden = await call('DELETE', `/api/courses/${privateId}/save`, other);
    expect(hidden.json().error.code).toBe('COURSE_NOT_FOUND');
  });

  it('keeps the count exact under concurrent saves', async () => {
    const id = (await createCourse(owner, { title: 'Popular' })).id;
    const savers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(t.app, `saver${i}@example.com`, `Saver ${i}`)),
    );
    const results = await Promise.all(savers.map((c) => call('POST', `/api/courses/${id}/save`, c)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect((await counts(id)).save).toBe(6);
  });
});

describe('sharing courses', () => {
  let courseId: number;
  let privateId: number;
  beforeAll(async () => {
    courseId = (await createCourse(owner, { title: 'To share' })).id;
    privateId = (await createCourse(owner, { title: 'Private to share', visibility: 'private' })).id;
  });
  const share = (id: number, cookie?: string) => call('POST', `/api/courses/${id}/share`, cookie);

  it('counts a member once', async () => {
    const first = await share(courseId, other);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ courseId, shareCount: 1, counted: true });
    const second = await share(courseId, other);
    expect(second.json().data).toEqual({ courseId, shareCount: 1, counted: false });
    expect((await share(courseId, owner)).json().data).toEqual({ courseId, shareCount: 2, counted: true });
  });

  it('counts an anonymous browser session once, and only a session that already existed', async () => {
    // A first request without the cookie is answered, gets the signed HttpOnly cookie, and does not count.
    const first = await share(courseId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ courseId, shareCount: 2, counted: false });
    const cookie = first.cookies.find((c) => c.name === 'ktravel_anon');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    const jar = `ktravel_anon=${cookie!.value}`;
    // The same browser session shares: counted once.
    expect((await share(courseId, jar)).json().data).toEqual({ courseId, shareCount: 3, counted: true });
    const repeat = await share(courseId, jar);
    expect(repeat.json().data).toEqual({ courseId, shareCount: 3, counted: false });
    expect(repeat.cookies.find((c) => c.name === 'ktravel_anon')).toBeUndefined();
    // A forged cookie is not trusted: a new session starts, and this request does not count either.
    const forged = await share(courseId, 'ktravel_anon=abc.def');
    expect(forged.json().data).toEqual({ courseId, shareCount: 3, counted: false });
    expect(forged.cookies.find((c) => c.name === 'ktravel_anon')?.value).toBeTruthy();
    const keys = await t.database.db
      .select({ key: courseShares.sharerKey })
      .from(courseShares)
      .where(eq(courseShares.courseId, courseId));
    expect(keys.filter((k) => k.key.startsWith('s:')).every((k) => /^s:[0-9a-f]{64}$/.test(k.key))).toBe(
      true,
    );
    expect((await counts(courseId)).share).toBe(3);
  });

  it('cannot be driven up by dropping cookies', async () => {
    const before = (await counts(courseId)).share;
    // 20 (under the per-address limit of 30 a minute, which stops a faster attacker anyway).
    const answers = await Promise.all(Array.from({ length: 20 }, () => share(courseId)));
    expect(answers.every((a) => a.statusCode === 200 && a.json().data.counted === false)).toBe(true);
    expect((await counts(courseId)).share).toBe(before);
  });

  it('answers 404 for a private course the caller cannot see', async () => {
    expect((await share(privateId)).statusCode).toBe(404);
    expect((await share(privateId, other)).json().error.code).toBe('COURSE_NOT_FOUND');
    expect((await share(privateId, owner)).statusCode).toBe(200);
  });
});

describe('GET /api/courses/monthly-best', () => {
  let lastMonthId: number;
  let thisMonthId: number;
  let privateId: number;
  beforeAll(async () => {
    lastMonthId = (await createCourse(owner, { title: 'Popular last month' })).id;
    thisMonthId = (await createCourse(owner, { title: 'Popular this month' })).id;
    privateId = (await createCourse(owner, { title: 'Private and popular', visibility: 'private' })).id;
    // Nobody saves or shares this one: it must still be listed, after the scored ones.
    await createCourse(owner, { title: 'Not scored this month' });
    const people = await t.database.db.select({ id: users.id }).from(users).limit(5);
    const seoulMonthStart = sql`(date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;
    const db = t.database.db;
    // Three saves and a share one second before the month began in Seoul: they must not count.
    await db.insert(courseSaves).values(
      people.slice(0, 3).map((p) => ({
        courseId: lastMonthId,
        userId: p.id,
        createdAt: sql`${seoulMonthStart} - interval '1 second'`,
      })),
    );
    await db.insert(courseShares).values({
      courseId: lastMonthId,
      sharerKey: 's:old',
      createdAt: sql`${seoulMonthStart} - interval '1 second'`,
    });
    // One save one second after the month began in Seoul (still the previous month in UTC): it counts.
    await db.insert(courseSaves).values({
      courseId: thisMonthId,
      userId: people[0]!.id,
      createdAt: sql`${seoulMonthStart} + interval '1 second'`,
    });
    await db.insert(courseShares).values({ courseId: thisMonthId, sharerKey: 's:new' });
    await db
      .insert(courseSaves)
      .values(people.slice(0, 4).map((p) => ({ courseId: privateId, userId: p.id })));
  });

  type Best = {
    id: number;
    isAdvertisement: boolean;
    monthlyScore: number;
    monthlySaves: number;
    monthlyShares: number;
    saveCount: number;
    visibility: string;
  };
  const best = async (query = '?limit=100') => {
    const res = await call('GET', `/api/courses/monthly-best${query}`);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as Best[];
  };

  it('counts only saves and shares made this month in Asia/Seoul', async () => {
    const list = await best();
    const last = list.find((c) => c.id === lastMonthId)!;
    const now = list.find((c) => c.id === thisMonthId)!;
    expect(last).toMatchObject({ monthlySaves: 0, monthlyShares: 0, monthlyScore: 0, saveCount: 3 });
    expect(now).toMatchObject({ monthlySaves: 1, monthlyShares: 1, monthlyScore: 2, saveCount: 1 });
    expect(list.findIndex((c) => c.id === thisMonthId)).toBeLessThan(
      list.findIndex((c) => c.id === lastMonthId),
    );
  });

  it('puts advertisements first, then ranks by the month, keeps unscored courses, and leaves private ones out', async () => {
    await call('PUT', `/api/courses/${lastMonthId}/advertisement`, admin, { isAdvertisement: true });
    const list = await best();
    expect(list.map((c) => c.id)).not.toContain(privateId);
    expect(list.every((c) => c.visibility === 'public')).toBe(true);
    const ads = list.filter((c) => c.isAdvertisement);
    expect(ads.map((c) => c.id)).toContain(lastMonthId);
    expect(list.slice(0, ads.length).every((c) => c.isAdvertisement)).toBe(true);
    const rest = list.slice(ads.length);
    for (let i = 1; i < rest.length; i++) {
      expect(rest[i - 1]!.monthlyScore).toBeGreaterThanOrEqual(rest[i]!.monthlyScore);
    }
    expect(rest.some((c) => c.monthlyScore === 0)).toBe(true);
    const publicTotal = (await call('GET', '/api/courses/public')).json().data.total;
    expect(list).toHaveLength(Math.min(100, publicTotal));
  });

  it('takes a limit of 1 to 100, 50 by default', async () => {
    expect(await best('?limit=2')).toHaveLength(2);
    expect((await call('GET', '/api/courses/monthly-best?limit=101')).statusCode).toBe(400);
    expect((await call('GET', '/api/courses/monthly-best?limit=0')).statusCode).toBe(400);
  });

  it('at any limit, ranks as ordering every public course would (it reads only the candidates, issue 16)', async () => {
    // Courses with equal all-time saves (created in one statement: equal times too), some saved this month,
    // some long ago, one more advertisement: the cases where reading only the candidates could go wrong.
    const db = t.database.db;
    const people = await db.select({ id: users.id }).from(users).limit(4);
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push((await createCourse(owner, { title: `Ranked ${i}` })).id);
    const old = sql`now() - interval '40 days'`;
    for (const [i, id] of ids.entries()) {
      for (const person of people.slice(0, i % 3)) {
        await db
          .insert(courseSaves)
          .values({ courseId: id, userId: person.id, createdAt: i % 2 ? old : sql`now()` });
      }
    }
    await call('PUT', `/api/courses/${ids[7]}/advertisement`, admin, { isAdvertisement: true });
    await db.execute(
      sql`update courses set created_at = now() - interval '3 days' where id in ${ids.slice(0, 4)}`,
    );
    const expected = (
      await queryRows<{ id: number }>(
        db,
        sql`with month as (select (date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul') as start)
            select c.id from courses c
            where c.visibility = 'public'
            order by c.is_advertisement desc,
              (select count(*) from course_saves s where s.course_id = c.id and s.created_at >= (select start from month))
              + (select count(*) from course_shares s where s.course_id = c.id and s.created_at >= (select start from month)) desc,
              c.save_count desc, c.created_at desc, c.id desc`,
      )
    ).map((row) => Number(row.id));
    expect(expected.length).toBeGreaterThan(12);
    for (let limit = 1; limit <= expected.length; limit++) {
      expect((await best(`?limit=${limit}`)).map((c) => c.id)).toEqual(expected.slice(0, limit));
    }
  });

  it('follows a save at once, and reuses its answer while nothing it shows changed', async () => {
    const course = (await createCourse(owner, { title: 'Saved into the ranking' })).id;
    const limit = '?limit=100';
    const scoreOf = async () => (await best(limit)).find((c) => c.id === course)!.monthlyScore;
    expect(await scoreOf()).toBe(0);
    await call('POST', `/api/courses/${course}/save`, other);
    expect(await scoreOf()).toBe(1);
    await call('POST', `/api/courses/${course}/share`, other);
    expect(await scoreOf()).toBe(2);
    await changedDirectly();
    await best(limit);
    // The ranking only: the courses and the answer's text are kept at the versions it read.
    expect(await countQueries(t.database, async () => void (await best(limit)))).toBe(1);
    await call('DELETE', `/api/courses/${course}/save`, other);
    expect(await scoreOf()).toBe(1);
  });
});

describe('counters after deletes', () => {
  it('stay exact when a user who saved, shared and commented is deleted', async () => {
    const id = (await createCourse(owner, { title: 'Counted' })).id;
    const leaver = await signIn(t.app, 'leaver@example.com', 'Leaver');
    await call('POST', `/api/courses/${id}/save`, leaver);
    await call('POST', `/api/courses/${id}/save`, other);
    await call('POST', `/api/courses/${id}/share`, leaver);
    await call('POST', `/api/comments/course/${id}`, leaver, { content: 'First' });
    await call('POST', `/api/comments/course/${id}`, leaver, { content: 'Second' });
    await call('POST', `/api/comments/course/${id}`, other, { content: 'Third' });
    expect(await counts(id)).toEqual({ save: 2, share: 1, comment: 3 });

    await t.database.db.delete(users).where(eq(users.email, 'leaver@example.com'));
    await changedDirectly();
    const after = await counts(id);
    expect(after).toEqual({ save: 1, share: 1, comment: 1 });
    // The share stays (it happened), detached from the deleted account; every counter equals its rows.
    const rows = await queryRows<{ saves: number; shares: number; comments: number }>(
      t.database.db,
      sql`select (select count(*) from ${courseSaves} where course_id = ${id})::int as saves,
                 (select count(*) from ${courseShares} where course_id = ${id})::int as shares,
                 (select count(*) from ${courseComments} where course_id = ${id})::int as comments`,
    );
    expect(rows[0]).toEqual({ saves: after.save, shares: after.share, comments: after.comment });
    expect((await call('GET', `/api/courses/${id}`)).json().data).toMatchObject({
      saveCount: 1,
      shareCount: 1,
      commentCount: 1,
    });
  });

  it('equal their rows after concurrent saves, unsaves, shares and comments on several courses', async () => {
    const ids = [
      (await createCourse(owner, { title: 'Busy A' })).id,
      (await createCourse(owner, { title: 'Busy B' })).id,
    ];
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(t.app, `busy${i}@example.com`, `Busy ${i}`)),
    );
    // Every member, on both courses at once: save, share, two comments; then half of them unsave and delete
    // one of their comments, also all at once.
    await Promise.all(
      members.flatMap((cookie) =>
        ids.flatMap((id) => [
          call('POST', `/api/courses/${id}/save`, cookie),
          call('POST', `/api/courses/${id}/share`, cookie),
          call('POST', `/api/comments/course/${id}`, cookie, { content: 'one' }),
          call('POST', `/api/comments/course/${id}`, cookie, { content: 'two' }),
        ]),
      ),
    );
    const firstComments = async (id: number) =>
      (await call('GET', `/api/comments/course/${id}?limit=50`)).json().data.items as {
        id: number;
        author: { name: string };
      }[];
    const byBusy = (await Promise.all(ids.map(firstComments))).flat();
    await Promise.all(
      members.slice(0, 3).flatMap((cookie, i) => [
        ...ids.map((id) => call('DELETE', `/api/courses/${id}/save`, cookie)),
        ...byBusy
          .filter((c) => c.author.name === `Busy ${i}`)
          .slice(0, 1)
          .map((c) => call('DELETE', `/api/comments/course-comment/${c.id}`, cookie)),
      ]),
    );
    for (const id of ids) {
      const rows = await queryRows<{ saves: number; shares: number; comments: number }>(
        t.database.db,
        sql`select (select count(*) from ${courseSaves} where course_id = ${id})::int as saves,
                   (select count(*) from ${courseShares} where course_id = ${id})::int as shares,
                   (select count(*) from ${courseComments} where course_id = ${id})::int as comments`,
      );
      const counted = await counts(id);
      expect({ save: counted.save, share: counted.share, comment: counted.comment }).toEqual({
        save: rows[0]!.saves,
        share: rows[0]!.shares,
        comment: rows[0]!.comments,
      });
      expect(counted.save).toBe(3);
      expect(counted.share).toBe(6);
    }
    // The deletes removed exactly three comments in all.
    const comments = (await Promise.all(ids.map(counts))).reduce((n, c) => n + c.comment, 0);
    expect(comments).toBe(6 * 2 * 2 - 3);
  });

  it("remove the author's courses with the author, and the public total follows", async () => {
    const leaver = await signIn(t.app, 'author-leaver@example.com', 'Author leaver');
    const before = (await call('GET', '/api/courses/public')).json().data.total;
    await createCourse(leaver, { title: 'Goes away' });
    expect((await call('GET', '/api/courses/public')).json().data.total).toBe(before + 1);
    await t.database.db.delete(users).where(eq(users.email, 'author-leaver@example.com'));
    await changedDirectly();
    expect((await call('GET', '/api/courses/public')).json().data.total).toBe(before);
  });
});
