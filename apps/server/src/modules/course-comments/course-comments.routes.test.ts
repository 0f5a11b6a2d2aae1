import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { courseComments, courses } from '../../db/schema.ts';
import { buildTestApp, caller, signIn, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let owner: string;
let other: string;
let third: string;
let admin: string;
let courseId: number;
let privateId: number;

const call = caller(() => t.app);

async function createCourse(cookie: string, visibility: 'public' | 'private') {
  const res = await call('POST', '/api/courses', cookie, {
    title: `A ${visibility} course`,
    visibility,
    stops: [{ order: 1, name: 'Gyeongbokgung Palace', lat: 37.5796, lng: 126.977 }],
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.id as number;
}
const comment = async (cookie: string, content: string, id = courseId) => {
  const res = await call('POST', `/api/comments/course/${id}`, cookie, { content });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: number; content: string };
};
const commentCount = async (id = courseId) =>
  (await t.database.db.select({ n: courses.commentCount }).from(courses).where(eq(courses.id, id)))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t.app, 'owner@example.com', 'Owner');
  other = await signIn(t.app, 'other@example.com', 'Other');
  third = await signIn(t.app, 'third@example.com', 'Third');
  admin = await signIn(t.app, 'admin@example.com', 'Admin');
  courseId = await createCourse(owner, 'public');
  privateId = await createCourse(owner, 'private');
});
afterAll(() => t.close());

describe('POST /api/comments/course/:id', () => {
  it('refuses an anonymous caller', async () => {
    const res = await call('POST', `/api/comments/course/${courseId}`, undefined, { content: 'Hi' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NOT_SIGNED_IN');
  });

  it('refuses blank and over-long content with the field named', async () => {
    for (const content of ['   ', 'x'.repeat(2001)]) {
      const res = await call('POST', `/api/comments/course/${courseId}`, other, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('content');
    }
  });

  it('answers 404 for a missing course or a private one the member cannot see', async () => {
    const missing = await call('POST', '/api/comments/course/999999', other, { content: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('COURSE_NOT_FOUND');
    const hidden = await call('POST', `/api/comments/course/${privateId}`, other, { content: 'Hi' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('COURSE_NOT_FOUND');
  });

  it('adds a trimmed comment with its author and counts it', async () => {
    const res = await call('POST', `/api/comments/course/${courseId}`, other, {
      content: '  Great route!  ',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      courseId,
      content: 'Great route!',
      createdAt: expect.any(String),
      created_at: data.createdAt,
      updatedAt: expect.any(String),
      author: { id: expect.any(Number), name: 'Other', avatarUrl: null },
      moderationStatus: 'active',
    });
    expect(await commentCount()).toBe(1);
    expect((await call('GET', `/api/courses/${courseId}`)).json().data.commentCount).toBe(1);
    // The author and admins may comment on a private course.
    expect(
      (await call('POST', `/api/comments/course/${privateId}`, owner, { content: 'Note' })).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/comments/course/:id', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 11; i++) await comment(i % 2 ? third : owner, `Comment ${i}`);
  });

  it('pages oldest first, 10 by default', async () => {
    const first = (await call('GET', `/api/comments/course/${courseId}`)).json().data;
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10, totalPages: 2 });
    expect(first.items.map((c: { content: string }) => c.content)).toEqual([
      'Great route!',
      ...Array.from({ length: 9 }, (_, i) => `Comment ${i + 1}`),
    ]);
    const second = (await call('GET', `/api/comments/course/${courseId}?page=2`)).json().data;
    expect(second.items.map((c: { content: string }) => c.content)).toEqual(['Comment 10', 'Comment 11']);
    const small = (await call('GET', `/api/comments/course/${courseId}?page=3&limit=5`)).json().data;
    expect(small).toMatchObject({ total: 12, page: 3, limit: 5, totalPages: 3 });
    expect(small.items).toHaveLength(2);
    expect((await call('GET', `/api/comments/course/${courseId}?limit=0`)).statusCode).toBe(400);
  });

  it('reads every page the same, whether counted from the oldest or the newest end', async () => {
    const all = ['Great route!', ...Array.from({ length: 11 }, (_, i) => `Comment ${i + 1}`)];
    for (const limit of [1, 3, 5, 7, 12, 50]) {
      const pages = Math.ceil(all.length / limit);
      const read: string[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        const data = (
          await call('GET', `/api/comments/course/${courseId}?page=${page}&limit=${limit}`)
        ).json().data;
        read.push(...data.items.map((c: { content: string }) => c.content));
        if (page > pages) expect(data.items).toEqual([]);
      }
      expect(read, `limit ${limit}`).toEqual(all);
    }
  });

  it("hides a private course's comments from anyone but its author and admins", async () => {
    for (const cookie of [undefined, other]) {
      const res = await call('GET', `/api/comments/course/${privateId}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('COURSE_NOT_FOUND');
    }
    expect((await call('GET', `/api/comments/course/${privateId}`, owner)).json().data.total).toBe(1);
    expect((await call('GET', `/api/comments/course/${privateId}`, admin)).json().data.total).toBe(1);
    expect((await call('GET', '/api/comments/course/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/comments/course-comment/:id', () => {
  let mine: { id: number };
  beforeAll(async () => {
    mine = await comment(other, 'Before edit');
  });

  it('refuses an anonymous caller, another member and an admin', async () => {
    const url = `/api/comments/course-comment/${mine.id}`;
    expect((await call('PUT', url, undefined, { content: 'x' })).statusCode).toBe(401);
    const res = await call('PUT', url, third, { content: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await call('PUT', url, admin, { content: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', url, owner, { content: 'x' })).statusCode).toBe(403);
  });

  it('lets the author edit, and validates the content', async () => {
    const url = `/api/comments/course-comment/${mine.id}`;
    expect((await call('PUT', url, other, { content: '' })).statusCode).toBe(400);
    const res = await call('PUT', url, other, { content: 'After edit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, content: 'After edit' });
    expect(res.json().data.updatedAt >= res.json().data.createdAt).toBe(true);
    const missing = await call('PUT', '/api/comments/course-comment/999999', other, { content: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('COMMENT_NOT_FOUND');
  });
});

describe('DELETE /api/comments/course-comment/:id', () => {
  it('refuses an anonymous caller and another member', async () => {
    const target = await comment(other, 'Keep me');
    expect((await call('DELETE', `/api/comments/course-comment/${target.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/comments/course-comment/${target.id}`, third)).statusCode).toBe(403);
    // Not even the course's author: only the comment's author or an admin.
    expect((await call('DELETE', `/api/comments/course-comment/${target.id}`, owner)).statusCode).toBe(403);
  });

  it('lets the author and admins delete, keeping the count exact', async () => {
    const before = await commentCount();
    const a = await comment(other, 'Delete me');
    const b = await comment(third, 'Moderate me');
    expect(await commentCount()).toBe(before + 2);
    expect((await call('DELETE', `/api/comments/course-comment/${a.id}`, other)).statusCode).toBe(200);
    const res = await call('DELETE', `/api/comments/course-comment/${b.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await commentCount()).toBe(before);
    const again = await call('DELETE', `/api/comments/course-comment/${a.id}`, other);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('COMMENT_NOT_FOUND');
    const rows = await t.database.db
      .select()
      .from(courseComments)
      .where(eq(courseComments.courseId, courseId));
    expect(rows).toHaveLength(before);
  });

  it('treats comments on a private course as missing for those who cannot see it', async () => {
    const note = await comment(owner, 'Private note', privateId);
    const res = await call('DELETE', `/api/comments/course-comment/${note.id}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('COMMENT_NOT_FOUND');
    expect(
      (await call('PUT', `/api/comments/course-comment/${note.id}`, other, { content: 'x' })).statusCode,
    ).toBe(404);
  });

  it('goes with the course when the course is deleted', async () => {
    const id = await createCourse(owner, 'public');
    const c = await comment(other, 'Soon gone', id);
    expect((await call('DELETE', `/api/courses/${id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/comments/course-comment/${c.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/comments/course/${id}`)).statusCode).toBe(404);
  });
});

describe('pages without an OFFSET scan (issue 16, docs/decisions/012)', () => {
  let course: number;
  let authorIds: number[];
  /** The course's comments as the reader may see them, oldest first, straight from the table. */
  const expected = async (withHiddenOf?: number | 'all') => {
    const visible =
      withHiddenOf === 'all'
        ? sql`true`
        : withHiddenOf === undefined
          ? sql`moderation_status <> 'hidden'`
          : sql`(moderation_status <> 'hidden' or author_id = ${withHiddenOf})`;
    return (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from course_comments where course_id = ${course} and ${visible} order by created_at, id`,
      )
    ).map((row) => Number(row.id));
  };
  const read = async (page: number, limit: number, cookie?: string) => {
    const res = await call('GET', `/api/comments/course/${course}?page=${page}&limit=${limit}`, cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    return { ids: data.items.map((c: { id: number }) => c.id) as number[], total: data.total as number };
  };
  /** Reads the pages in `order` and checks each against the table as it is at that moment. */
  const checkPages = async (
    order: number[],
    limit: number,
    cookie?: string,
    withHiddenOf?: number | 'all',
  ) => {
    for (const page of order) {
      const all = await expected(withHiddenOf);
      const got = await read(page, limit, cookie);
      expect(got.total, `page ${page} of ${limit}`).toBe(all.length);
      expect(got.ids, `page ${page} of ${limit}`).toEqual(all.slice((page - 1) * limit, page * limit));
    }
  };

  beforeAll(async () => {
    course = await createCourse(owner, 'public');
    authorIds = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from users where email in ('other@example.com', 'third@example.com') order by id`,
      )
    ).map((row) => Number(row.id));
    // 90 comments, three at each moment (equal times: the id decides), through the counting triggers.
    await t.database.db.execute(sql`
      insert into course_comments (course_id, author_id, content, created_at, updated_at)
      select ${course}, (array[${authorIds[0]!}, ${authorIds[1]!}]::int[])[1 + s % 2], 'Paged ' || s,
             now() - interval '1 day' + (s / 3) * interval '1 second', now()
      from generate_series(0, 89) as s`);
  });

  it('answers every page at every size as the slice of the whole list, read forwards, backwards or by jumps', async () => {
    for (const limit of [1, 7, 10, 50]) {
      const pages = Math.ceil(90 / limit) + 1;
      const forwards = Array.from({ length: pages }, (_, i) => i + 1);
      // Jumps: far pages first (from either end), then their neighbours (from the keys remembered there).
      const jumps = forwards.map((_, i) => 1 + ((i * 37) % pages));
      await checkPages(forwards, limit);
      await checkPages([...forwards].reverse(), limit);
      await checkPages(jumps, limit);
    }
  });

  it('stays exact when comments are deleted, added or hidden between page reads, by this app or elsewhere', async () => {
    const limit = 7;
    await checkPages([6, 7, 8], limit); // keys remembered around the middle
    const ids = await expected();
    // Deleted through the app (before the remembered keys), then in SQL by another instance: no notification
    // is awaited; each answer must still be the slice of the list as it then is.
    expect((await call('DELETE', `/api/comments/course-comment/${ids[3]}`, admin)).statusCode).toBe(200);
    await checkPages([7, 8, 6], limit);
    await t.database.db.delete(courseComments).where(eq(courseComments.id, ids[40]!));
    await checkPages([7, 6, 8, 13, 1], limit);
    await comment(other, 'Added at the end', course);
    await checkPages([14, 13, 7, 8], limit);
    // An older comment added later (another instance's slow transaction): it lands in the middle.
    await t.database.db.insert(courseComments).values({
      courseId: course,
      authorId: authorIds[0]!,
      content: 'Landed in the middle',
      createdAt: sql`now() - interval '1 day' + interval '10 seconds'` as unknown as Date,
    });
    await checkPages([8, 7, 6, 5, 4], limit);
    await t.database.db
      .update(courseComments)
      .set({ moderationStatus: 'hidden' })
      .where(eq(courseComments.id, ids[50]!));
    await checkPages([8, 9, 7, 10], limit);
  });

  it('shows hidden comments at their places to their author and to admins, with totals to match', async () => {
    const limit = 10;
    const [otherId] = authorIds;
    await checkPages([1, 5, 9, 10, 4], limit, other, otherId);
    await checkPages([2, 9, 3], limit, admin, 'all');
    await checkPages([5, 6], limit, third); // not theirs: as everybody sees the list
  });
});
