// The authorization matrix's rows for the statistics and page views (test/route-matrix.ts spreads them into
// MATRIX). The statistics are for admins only; anyone may record a page view.
import type { MatrixRow } from '../../test/route-matrix.ts';

const admins = (status: number) => ({ anonymous: 401, member: 403, owner: 403, admin: status });
const all = (status: number) => ({ anonymous: status, member: status, owner: status, admin: status });

const statistics = (suffix: string, period: string): MatrixRow => ({
  route: `GET /api/admin/statistics${suffix}`,
  expect: admins(200),
  request: () => ({ url: `/api/admin/statistics${suffix}?period=${period}` }),
});

export const STATISTICS_MATRIX: MatrixRow[] = [
  statistics('', '7days'),
  statistics('/daily', '30days'),
  statistics('/categories', '3months'),
  statistics('/top-content', '7days'),
  {
    route: 'POST /api/analytics/pageview',
    expect: all(200),
    request: () => ({
      url: '/api/analytics/pageview',
      payload: { path: '/buzz/post/1' },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' },
    }),
  },
];
