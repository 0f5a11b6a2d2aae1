// The authorization matrix's rows for K-Buzz (test/route-matrix.ts spreads them into MATRIX): posts, likes and
// scraps, post comments and reports. Fixtures write straight to the database, like `Fixtures.course()`, so they
// spend none of the owner's per-member limits that the rows themselves check.
import { asc, eq } from 'drizzle-orm';
import { postComments, posts } from '../../db/schema.ts';
import type { Fixtures, MatrixRow } from '../../test/route-matrix.ts';

type Status = 'published' | 'draft' | 'hidden';

/** A community post (or trend article) by the matrix's owner. */
async function post(
  f: Fixtures,
  status: Status = 'published',
  postType: 'community' | 'trend' = 'community',
) {
  const [row] = await f.app.database.db
    .insert(posts)
    .values({ postType, status, category: postType, title: `Matrix post ${f.next()}`, authorId: f.ownerId })
    .returning({ id: posts.id });
  return row!.id;
}

/** A comment by the owner on a public post of theirs. */
async function comment(f: Fixtures) {
  const [row] = await f.app.database.db
    .insert(postComments)
    .values({ postId: await post(f), authorId: f.ownerId, content: 'Matrix comment' })
    .returning({ id: postComments.id });
  return row!.id;
}

async function trendIds(f: Fixtures) {
  const rows = await f.app.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.postType, 'trend'))
    .orderBy(asc(posts.sortOrder), asc(posts.id));
  return rows.map((r) => r.id).reverse();
}

const all = (status: number) => ({ anonymous: status, member: status, owner: status, admin: status });
const members = (status: number) => ({ anonymous: 401, member: status, owner: status, admin: status });
/** A draft: the same 404 as a missing post for everybody but its author and admins. */
const draftOnly = { anonymous: 404, member: 404, owner: 200, admin: 200 };

export const POSTS_MATRIX: MatrixRow[] = [
  { route: 'GET /api/posts', expect: all(200), request: () => ({ url: '/api/posts?postType=community' }) },
  {
    route: 'GET /api/posts/:id',
    expect: draftOnly,
    request: async (f) => ({ url: `/api/posts/${await post(f, 'draft')}` }),
  },
  {
    route: 'POST /api/posts',
    expect: members(201),
    request: () => ({
      url: '/api/posts',
      payload: { title: 'Matrix new', content: 'Hello', imageUrl: null },
    }),
  },
  {
    route: 'PUT /api/posts/trends/order',
    expect: { anonymous: 401, member: 403, owner: 403, admin: 200 },
    request: async (f) => ({ url: '/api/posts/trends/order', payload: { ids: await trendIds(f) } }),
  },
  {
    route: 'PUT /api/posts/:id',
    // A community post: its author only (admins may edit trend articles, not members' posts).
    expect: { anonymous: 401, member: 403, owner: 200, admin: 403 },
    request: async (f) => ({
      url: `/api/posts/${await post(f)}`,
      payload: { title: 'Matrix edited', content: 'Edited', imageUrl: null },
    }),
  },
  {
    route: 'DELETE /api/posts/:id',
    expect: { anonymous: 401, member: 403, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/posts/${await post(f)}` }),
  },
  {
    route: 'POST /api/posts/buzz/:id/like',
    expect: members(200),
    request: async (f) => ({ url: `/api/posts/buzz/${await post(f)}/like` }),
  },
  {
    route: 'POST /api/interactions/toggle',
    expect: members(200),
    request: async (f) => ({
      url: '/api/interactions/toggle',
      payload: { interactionType: 'scrap', postId: await post(f) },
    }),
  },
  {
    route: 'GET /api/interactions/stats/post/:id',
    expect: draftOnly,
    request: async (f) => ({ url: `/api/interactions/stats/post/${await post(f, 'draft')}` }),
  },
  {
    route: 'GET /api/comments/post/:id',
    expect: draftOnly,
    request: async (f) => ({ url: `/api/comments/post/${await post(f, 'draft')}` }),
  },
  {
    route: 'POST /api/comments/post/:id',
    expect: members(201),
    request: async (f) => ({ url: `/api/comments/post/${await post(f)}`, payload: { content: 'Nice' } }),
  },
  {
    route: 'PUT /api/comments/:id',
    expect: { anonymous: 401, member: 403, owner: 200, admin: 403 },
    request: async (f) => ({ url: `/api/comments/${await comment(f)}`, payload: { content: 'Edited' } }),
  },
  {
    route: 'DELETE /api/comments/:id',
    expect: { anonymous: 401, member: 403, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/comments/${await comment(f)}` }),
  },
  {
    route: 'GET /api/reports/mine',
    expect: members(200),
    request: async () => ({ url: '/api/reports/mine' }),
  },
  {
    route: 'POST /api/reports',
    // Anyone's but one's own.
    expect: { anonymous: 401, member: 201, owner: 403, admin: 201 },
    request: async (f) => ({
      url: '/api/reports',
      payload: { targetType: 'post', targetId: await post(f), reason: 'Spam' },
    }),
  },
];
