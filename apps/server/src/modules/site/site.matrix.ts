// The authorization matrix's rows for the site's files for crawlers (test/route-matrix.ts spreads them into
// MATRIX): public, the same for everybody. They take no input (no body, query or parameters) for the fuzzer to vary.
import type { MatrixRow } from '../../test/route-matrix.ts';

const everybody = { anonymous: 200, member: 200, owner: 200, admin: 200 };

export const SITE_MATRIX: MatrixRow[] = [
  { route: 'GET /robots.txt', expect: everybody, request: () => ({ url: '/robots.txt' }) },
  { route: 'GET /sitemap.xml', expect: everybody, request: () => ({ url: '/sitemap.xml' }) },
];
