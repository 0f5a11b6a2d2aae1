// The authorization matrix's rows for exchange rates and members' preferences (test/route-matrix.ts spreads them
// into MATRIX). The matrix's app has no rates provider configured and none were ever stored: the rates are the 503
// that says so, for everybody.
import type { MatrixRow } from '../../test/route-matrix.ts';

export const CURRENCY_MATRIX: MatrixRow[] = [
  {
    route: 'GET /api/currency/rates',
    expect: { anonymous: 503, member: 503, owner: 503, admin: 503 },
    request: () => ({ url: '/api/currency/rates' }),
  },
  {
    route: 'GET /api/me/preferences',
    expect: { anonymous: 401, member: 200, owner: 200, admin: 200 },
    request: () => ({ url: '/api/me/preferences' }),
  },
  {
    route: 'PUT /api/me/preferences',
    expect: { anonymous: 401, member: 200, owner: 200, admin: 200 },
    request: () => ({ url: '/api/me/preferences', payload: { homeCurrency: 'JPY' } }),
  },
];
