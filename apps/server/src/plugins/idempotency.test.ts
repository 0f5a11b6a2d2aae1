import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks, courseComments, courses, idempotencyKeys, users } from '../db/schema.ts';
import {
  body,
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

const countOf = async (
  table: typeof bookmarks | typeof courseComments | typeof courses,
  where: ReturnType<typeof eq>,
) => (await t.database.db.select({ n: count() }).from(table).where(where))[0]!.n;

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
    expect((await t.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(0);
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
    expect(
      (
        await t.database.db
          .select({ n: count() })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.userId, memberId))
      )[0]!.n,
    ).toBe(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/mypage/account',
      headers: { cookie: member },
      payload: { confirm: 'idempotency-leaver@example.com' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (
        await t.database.db
          .select({ n: count() })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.userId, memberId))
      )[0]!.n,
    ).toBe(0);
  });
});
