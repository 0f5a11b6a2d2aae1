// The authorization matrix's row for machine translation (test/route-matrix.ts spreads it into MATRIX): members
// only. The matrix's app has no provider configured, so a member's answer is the 503 that says so.
import type { MatrixRow } from '../../test/route-matrix.ts';

export const TRANSLATIONS_MATRIX: MatrixRow[] = [
  {
    route: 'POST /api/translate',
    expect: { anonymous: 401, member: 503, owner: 503, admin: 503 },
    request: () => ({ url: '/api/translate', payload: { text: '경복궁에 가요', target: 'en' } }),
  },
];
