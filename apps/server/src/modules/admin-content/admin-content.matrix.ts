// The authorization matrix's rows for content moderation, reports and the dashboard (test/route-matrix.ts
// spreads them into MATRIX). Fixtures write straight to the database, like the posts rows.
import { posts } from '../../db/schema.ts';
import type { Fixtures, MatrixRow } from '../../test/route-matrix.ts';

/** A community post by the matrix's owner. */
async function post(f: Fixtures) {
  const [row] = await f.app.database.db
    .insert(posts)
    .values({
      postType: 'community',
      category: 'community',
      title: `Matrix moderated ${f.next()}`,
      authorId: f.ownerId,
    })
    .returning({ id: posts.id });
  return row!.id;
}

const admins = (status: number) => ({ anonymous: 401, member: 403, owner: 403, admin: status });

export const ADMIN_CONTENT_MATRIX: MatrixRow[] = [
  {
    route: 'GET /api/admin/dashboard',
    expect: admins(200),
    request: () => ({ url: '/api/admin/dashboard' }),
  },
  {
    route: 'GET /api/admin/content',
    expect: admins(200),
    request: () => ({ url: '/api/admin/content?type=comment&status=reported' }),
  },
  {
    route: 'PATCH /api/admin/content/:type/:id',
    expect: admins(200),
    request: async (f) => ({
      url: `/api/admin/content/post/${await post(f)}`,
      payload: { status: 'hidden' },
    }),
  },
  {
    route: 'DELETE /api/admin/content/:type/:id',
    expect: admins(200),
    request: async (f) => ({ url: `/api/admin/content/courseComment/${await f.comment()}` }),
  },
  {
    route: 'GET /api/admin/reports',
    expect: admins(200),
    request: () => ({ url: '/api/admin/reports?status=all&targetType=post' }),
  },
];
