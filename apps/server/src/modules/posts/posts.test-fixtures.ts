// Shared by the K-Buzz route test files (posts, likes and scraps, post comments, reports); not a test file itself.
import { eq } from 'drizzle-orm';
import { posts, users } from '../../db/schema.ts';
import { caller, signIn, type TestApp, useTestApp } from '../../test/helpers.ts';

export interface PostSessions {
  owner: string;
  other: string;
  admin: string;
  ownerId: number;
  otherId: number;
}

export async function userId(t: TestApp, email: string): Promise<number> {
  return (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}

/**
 * A test file's app (fresh database, `env` added to the test config) with an owner, another member and an admin
 * signed in; the sessions object is filled in beforeAll.
 */
export function setupPostTests(env: Record<string, string | undefined> = {}) {
  const s = {} as PostSessions;
  const t = useTestApp(env, {}, async (app) => {
    s.owner = await signIn(app.app, 'owner@example.com', 'Owner');
    s.other = await signIn(app.app, 'other@example.com', 'Other');
    s.admin = await signIn(app.app, 'admin@example.com', 'Admin');
    s.ownerId = await userId(app, 'owner@example.com');
    s.otherId = await userId(app, 'other@example.com');
  });
  const call = caller(() => t.app);

  /** A post through the API (as `cookie`), answering its DTO. */
  async function createPost(cookie: string, body: Record<string, unknown> = {}) {
    const res = await call('POST', '/api/posts', cookie, { title: 'A question', content: 'Body', ...body });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number; [key: string]: unknown };
  }

  /** Sets columns straight in the database (moderation, which admins change in another issue). */
  async function setPost(id: number, values: Partial<typeof posts.$inferInsert>) {
    await t.database.db.update(posts).set(values).where(eq(posts.id, id));
  }

  const counts = async (id: number) =>
    (
      await t.database.db
        .select({ like: posts.likeCount, scrap: posts.scrapCount, comment: posts.commentCount })
        .from(posts)
        .where(eq(posts.id, id))
    )[0]!;

  return { t, call, s, createPost, setPost, counts };
}
