import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  bookmarks,
  courseComments,
  courses,
  idempotencyKeys,
  placeFactProposals,
  postComments,
  posts,
  placeReviews as reviews,
  users,
} from '../db/schema.ts';
import {
  body,
  counts,
  createCourse,
  other,
  owner,
  ownerId,
  place,
  setupCourseTests,
  t,
} from '../modules/courses/courses.test-fixtures.ts';
import { signIn } from '../test/helpers.ts';
import { deleteOldIdempotencyKeys } from './idempotency.ts';

setupCourseTests();

/** One request with an `Idempotency-Key`. */
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | undefined,
  key: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': key },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

/** How many rows of `table` match `where` (what a request wrote, once or twice). */
const countOf = async (table: PgTable, where?: SQL): Promise<number> =>
  (await t.database.db.select({ n: count() }).from(table).where(where))[0]!.n;

const newKey = () => `test-key-${crypto.randomUUID()}`;

describe('Idempotency-Key (DESIGN §8.2)', () => {
  it('answers a repeated key with the first answer and bookmarks once', async () => {
    const placeId = place['N Seoul Tower']!.id;
    const key = newKey();
    const first = await send('POST', `/api/places/${placeId}/bookmark`, other, key);
    expect(first.statusCode).toBe(201);
    const again = await send('POST', `/api/places/${placeId}/bookmark`, other, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countOf(bookmarks, eq(bookmarks.placeId, placeId))).toBe(1);
    // Without the key a repeat is the route's own answer.
    const plain = await t.app.inject({
      method: 'POST',
      url: `/api/places/${placeId}/bookmark`,
      headers: { cookie: other },
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error.code).toBe('ALREADY_BOOKMARKED');
  });

  it('keeps keys per member: the same key from two members is two requests', async () => {
    const placeId = place['Tosokchon Samgyetang']!.id;
    const key = newKey();
    expect((await send('POST', `/api/places/${placeId}/bookmark`, other, key)).statusCode).toBe(201);
    const owners = await send('POST', `/api/places/${placeId}/bookmark`, owner, key);
    expect(owners.statusCode).toBe(201);
    expect(owners.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOf(bookmarks, eq(bookmarks.placeId, placeId))).toBe(2);
  });

  it('refuses the same key with another request (422) and changes nothing', async () => {
    const key = newKey();
    const tower = place['N Seoul Tower']!.id;
    const village = place['Gamcheon Culture Village']!.id;
    expect((await send('DELETE', `/api/places/${tower}/bookmark`, owner, key)).statusCode).toBe(404);
    const reused = await send('POST', `/api/places/${village}/bookmark`, owner, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      await countOf(bookmarks, and(eq(bookmarks.placeId, village), eq(bookmarks.userId, ownerId))!),
    ).toBe(0);
  });

  it('two identical requests at once: one comment, both answered with it', async () => {
    const courseId = (await createCourse(owner, { title: 'Commented twice at once' })).id;
    const key = newKey();
    const url = `/api/comments/course/${courseId}`;
    const [a, b] = await Promise.all([
      send('POST', url, other, key, { content: 'Sent from the subway' }),
      send('POST', url, other, key, { content: 'Sent from the subway' }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().data.id).toBe(b!.json().data.id);
    expect(await countOf(courseComments, eq(courseComments.courseId, courseId))).toBe(1);
    const [course] = await t.database.db
      .select({ n: courses.commentCount })
      .from(courses)
      .where(eq(courses.id, courseId));
    expect(course!.n).toBe(1);
  });

  it('two identical planner saves at once make one course', async () => {
    const key = newKey();
    const title = `Saved offline ${key}`;
    const results = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/api/courses', owner, key, body({ title }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await countOf(courses, eq(courses.title, title))).toBe(1);
  });

  it('replays a refusal too, and a save of a course deleted meanwhile is its 404', async () => {
    const courseId = (await createCourse(owner, { title: 'Saved, then deleted' })).id;
    await t.app.inject({ method: 'DELETE', url: `/api/courses/${courseId}`, headers: { cookie: owner } });
    const key = newKey();
    const refused = await send('POST', `/api/courses/${courseId}/save`, other, key);
    expect(refused.statusCode).toBe(404);
    const again = await send('POST', `/api/courses/${courseId}/save`, other, key);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
  });

  it('refuses a malformed key with 400 naming the header, and an anonymous caller with 401', async () => {
    const placeId = place['Gamcheon Culture Village']!.id;
    for (const key of ['x'.repeat(256), 'has space', 'ключ']) {
      const res = await send('POST', `/api/places/${placeId}/bookmark`, other, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'Idempotency-Key': expect.any(String) },
      });
    }
    expect((await send('POST', `/api/places/${placeId}/bookmark`, undefined, newKey())).statusCode).toBe(401);
    expect(await countOf(bookmarks, eq(bookmarks.placeId, placeId))).toBe(0);
  });

  it('forgets a key after 24 hours, and frees a claim whose request died', async () => {
    const courseId = (await createCourse(owner, { title: 'Old keys' })).id;
    const url = `/api/comments/course/${courseId}`;
    const key = newKey();
    expect((await send('POST', url, other, key, { content: 'Day one' })).statusCode).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await send('POST', url, other, key, { content: 'Day one' });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOf(courseComments, eq(courseComments.courseId, courseId))).toBe(2);

    // A claim left without an answer by a process that died is taken over after two minutes.
    const otherId = (
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'other@example.com'))
    )[0]?.id;
    const stuck = newKey();
    if (otherId !== undefined) {
      await t.database.db.insert(idempotencyKeys).values({
        userId: otherId,
        key: stuck,
        requestHash: 'from a request that died',
        createdAt: sql`now() - interval '3 minutes'`,
      });
      expect((await send('POST', url, other, stuck, { content: 'After the crash' })).statusCode).toBe(201);
    }

    const removed = await deleteOldIdempotencyKeys(t.database.db, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(removed).toBeGreaterThan(0);
    expect(await countOf(idempotencyKeys)).toBe(0);
  });

  it('leaves routes that do not take a key as they are, and goes with the member', async () => {
    const member = await signIn(t.app, 'idempotency-leaver@example.com');
    const key = newKey();
    const placeId = place['Gyeongbokgung Palace']!.id;
    expect((await send('POST', `/api/places/${placeId}/bookmark`, member, key)).statusCode).toBe(201);
    const [{ id: memberId }] = (await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'idempotency-leaver@example.com'))) as [{ id: number }];
    expect(await countOf(bookmarks, eq(bookmarks.userId, memberId))).toBe(1);
    expect(await countOf(idempotencyKeys, eq(idempotencyKeys.userId, memberId))).toBe(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/mypage/account',
      headers: { cookie: member },
      payload: { confirm: 'idempotency-leaver@example.com' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await countOf(idempotencyKeys, eq(idempotencyKeys.userId, memberId))).toBe(0);
  });
});

/**
 * Issue 43: a `kill -9` between a write's commit and its stored answer left the key claimed without an answer, and
 * the repeat after two minutes ran the write again. Each write now notes on its key, in its own transaction, that
 * it happened; here the answer is taken away afterwards and the claim aged past two minutes, as a crash leaves them.
 */
describe('Idempotency-Key after a crash between the commit and the stored answer (issue 43)', () => {
  /** Leaves the key as a process killed right after the write's commit leaves it: no answer, old. */
  const loseAnswer = async (key: string) => {
    const [row] = await t.database.db
      .update(idempotencyKeys)
      .set({ status: null, contentType: null, body: null, createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(idempotencyKeys.key, key))
      .returning({ effect: idempotencyKeys.effect });
    return row?.effect;
  };

  interface Case {
    what: string;
    method: 'POST' | 'PUT' | 'DELETE';
    route: string;
    /** The request: its URL, who sends it and its body (made fresh for each case). */
    prepare: () => Promise<{ url: string; cookie: string; payload?: object }>;
    /** What the write made, counted: the same after the repeat. */
    effects: (url: string) => Promise<unknown>;
  }

  const postId = async () =>
    (
      await t.database.db.select({ id: posts.id }).from(posts).where(eq(posts.status, 'published')).limit(1)
    )[0]!.id;
  const firstPlace = () => place['Gamcheon Culture Village']!.id;
  const commentsOn = (courseId: number) => countOf(courseComments, eq(courseComments.courseId, courseId));
  const idIn = (url: string) => Number(/\/(\d+)(?:\/|$)/.exec(url)![1]);
  const courseVersion = async (url: string) =>
    (await t.app.inject({ url: `/api/courses/${idIn(url)}`, headers: { cookie: owner } })).json().data
      .version;
  let reviewer: string;
  const reviewOf = async (placeId: number) => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/places/${placeId}/reviews`,
      headers: { cookie: reviewer },
      payload: { rating: 4, text: 'Worth the climb' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as number;
  };

  const cases: Case[] = [
    {
      what: 'a new course',
      method: 'POST',
      route: '/api/courses',
      prepare: async () => ({
        url: '/api/courses',
        cookie: owner,
        payload: body({ title: 'Made once after a crash' }),
      }),
      effects: async () => countOf(courses, eq(courses.title, 'Made once after a crash')),
    },
    {
      what: 'a planner save',
      method: 'PUT',
      route: '/api/courses/:id',
      prepare: async () => {
        const course = await createCourse(owner, { title: 'Saved once' });
        return {
          url: `/api/courses/${course.id}`,
          cookie: owner,
          payload: body({ title: 'Saved once, edited' }),
        };
      },
      effects: courseVersion,
    },
    {
      what: 'a course comment',
      method: 'POST',
      route: '/api/comments/course/:id',
      prepare: async () => {
        const course = await createCourse(owner, { title: 'Commented once' });
        return { url: `/api/comments/course/${course.id}`, cookie: other, payload: { content: 'Once only' } };
      },
      effects: async (url) => commentsOn(idIn(url)),
    },
    {
      what: 'a post comment',
      method: 'POST',
      route: '/api/comments/post/:id',
      prepare: async () => ({
        url: `/api/comments/post/${await postId()}`,
        cookie: other,
        payload: { content: 'Said once after a crash' },
      }),
      effects: async () => await countOf(postComments, eq(postComments.content, 'Said once after a crash')),
    },
    {
      what: 'saving a course',
      method: 'POST',
      route: '/api/courses/:id/save',
      prepare: async () => ({
        url: `/api/courses/${(await createCourse(owner, { title: 'Saved by other' })).id}/save`,
        cookie: other,
      }),
      effects: async (url) => (await counts(idIn(url))).save,
    },
    {
      what: 'removing a save',
      method: 'DELETE',
      route: '/api/courses/:id/save',
      prepare: async () => {
        const course = await createCourse(owner, { title: 'Unsaved by other' });
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: `/api/courses/${course.id}/save`,
              headers: { cookie: other },
            })
          ).statusCode,
        ).toBe(201);
        return { url: `/api/courses/${course.id}/save`, cookie: other };
      },
      effects: async (url) => (await counts(idIn(url))).save,
    },
    {
      what: 'a bookmark',
      method: 'POST',
      route: '/api/places/:id/bookmark',
      prepare: async () => ({ url: `/api/places/${firstPlace()}/bookmark`, cookie: reviewer }),
      effects: async () => countOf(bookmarks, eq(bookmarks.placeId, firstPlace())),
    },
    {
      what: 'removing a bookmark',
      method: 'DELETE',
      route: '/api/places/:id/bookmark',
      prepare: async () => ({ url: `/api/places/${firstPlace()}/bookmark`, cookie: reviewer }),
      effects: async () => countOf(bookmarks, eq(bookmarks.placeId, firstPlace())),
    },
    {
      what: 'a review',
      method: 'POST',
      route: '/api/places/:id/reviews',
      prepare: async () => ({
        url: `/api/places/${place['N Seoul Tower']!.id}/reviews`,
        cookie: other,
        payload: { rating: 5, text: 'Reviewed once after a crash' },
      }),
      effects: async () => await countOf(reviews, eq(reviews.text, 'Reviewed once after a crash')),
    },
    {
      what: 'a review’s edit',
      method: 'PUT',
      route: '/api/reviews/:id',
      prepare: async () => ({
        url: `/api/reviews/${await reviewOf(place['Gyeongbokgung Palace']!.id)}`,
        cookie: reviewer,
        payload: { rating: 3, text: 'Edited once after a crash' },
      }),
      effects: async (url) =>
        (
          await t.database.db
            .select({ text: reviews.text })
            .from(reviews)
            .where(eq(reviews.id, idIn(url)))
        )[0]?.text,
    },
    {
      what: 'a review’s removal',
      method: 'DELETE',
      route: '/api/reviews/:id',
      prepare: async () => ({
        url: `/api/reviews/${await reviewOf(place['Tosokchon Samgyetang']!.id)}`,
        cookie: reviewer,
      }),
      effects: async (url) => await countOf(reviews, eq(reviews.id, idIn(url))),
    },
    {
      what: 'a fact proposal',
      method: 'POST',
      route: '/api/places/:id/facts',
      prepare: async () => ({
        url: `/api/places/${firstPlace()}/facts`,
        cookie: other,
        payload: { foreignCards: true },
      }),
      effects: async () => await countOf(placeFactProposals, eq(placeFactProposals.placeId, firstPlace())),
    },
    {
      what: 'a home currency',
      method: 'PUT',
      route: '/api/me/preferences',
      prepare: async () => ({ url: '/api/me/preferences', cookie: other, payload: { homeCurrency: 'JPY' } }),
      effects: async () =>
        (
          await t.database.db
            .select({ c: users.homeCurrency })
            .from(users)
            .where(eq(users.email, 'other@example.com'))
        )[0]?.c,
    },
  ];

  it('covers every route that takes a key', async () => {
    reviewer = await signIn(t.app, 'idempotency-reviewer@example.com', 'Reviewer');
    const routes = t.app.routeList.filter((r) => r.isIdempotent).map((r) => `${r.method} ${r.url}`);
    expect(routes.sort()).toEqual(cases.map((c) => `${c.method} ${c.route}`).sort());
  });

  it.each(cases)('$what: answered from what it wrote, never written twice', async (c) => {
    const { url, cookie, payload } = await c.prepare();
    const key = newKey();
    const first = await send(c.method, url, cookie, key, payload);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const after = await c.effects(url);
    // The write noted itself on the key in its own transaction.
    expect(await loseAnswer(key)).not.toBeNull();
    const started = Date.now();
    const again = await send(c.method, url, cookie, key, payload);
    expect(again.statusCode, again.body).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await c.effects(url)).toEqual(after);
    expect(Date.now() - started).toBeLessThan(5000);
    // The answer is kept now: the next repeat is answered from it at once.
    const third = await send(c.method, url, cookie, key, payload);
    expect(third.json()).toEqual(first.json());
  });

  it('runs a write whose request died before its commit again, once, after two minutes', async () => {
    const course = await createCourse(owner, { title: 'Died before the commit' });
    const url = `/api/comments/course/${course.id}`;
    const key = newKey();
    expect((await send('POST', url, other, key, { content: 'Sent before the crash' })).statusCode).toBe(201);
    // As if it had died before its commit: the comment not there, no effect noted.
    await t.database.db.delete(courseComments).where(eq(courseComments.courseId, course.id));
    await t.database.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, effect: null, createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    const again = await send('POST', url, other, key, { content: 'Sent before the crash' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentsOn(course.id)).toBe(1);
  });
});
