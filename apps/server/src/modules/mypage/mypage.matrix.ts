// The authorization matrix's rows for My Page (test/route-matrix.ts spreads them into MATRIX). Every route is the
// caller's own: anonymous callers get 401, every member (admins included) 200 for themselves.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { signIn } from '../../test/helpers.ts';
import type { Fixtures, MatrixRow, Role } from '../../test/route-matrix.ts';

const members = (status: number) => ({ anonymous: 401, member: status, owner: status, admin: status });

/**
 * A member of its own for the deletion row (the shared matrix members must survive it): signed in, and made an
 * admin for the admin caller (never the last one, so the deletion is allowed).
 */
async function leaver(f: Fixtures, role: Role) {
  if (role === 'anonymous') return { cookie: null, email: 'nobody@example.com' };
  const email = `matrix-leaver-${role}-${f.next()}@example.com`;
  const cookie = await signIn(f.app, email, 'Matrix leaver');
  if (role === 'admin')
    await f.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  return { cookie, email };
}

const list = (path: string): MatrixRow => ({
  route: `GET /api/mypage/${path}`,
  expect: members(200),
  request: () => ({ url: `/api/mypage/${path}?page=1&limit=5` }),
});

export const MYPAGE_MATRIX: MatrixRow[] = [
  { route: 'GET /api/mypage/stats', expect: members(200), request: () => ({ url: '/api/mypage/stats' }) },
  list('posts'),
  list('scraps'),
  list('comments'),
  list('course-comments'),
  list('bookmarks'),
  list('courses'),
  list('saved-courses'),
  { route: 'GET /api/mypage/export', expect: members(200), request: () => ({ url: '/api/mypage/export' }) },
  {
    route: 'DELETE /api/mypage/account',
    expect: members(200),
    request: async (f, role) => {
      const { cookie, email } = await leaver(f, role);
      return { url: '/api/mypage/account', payload: { confirm: email }, cookie };
    },
  },
];
