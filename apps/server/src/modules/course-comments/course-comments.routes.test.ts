import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
