import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, testUser } from '@/test/fixtures.ts';
import { fakeFetch, initTestI18n, jsonResponse, renderRoute } from '@/test/render.tsx';
import { CourseCosts } from './money.tsx';

const RATES = {
  base: 'KRW',
  asOf: '2026-11-27T00:00:00.000Z',
  source: 'ExchangeRate-API, open.er-api.com',
  rates: { USD: 0.000715, JPY: 0.1093, TWD: 0.0228 },
};

describe('CourseCosts', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(testUser(3, 'Mina')));
  afterEach(() => vi.unstubAllGlobals());

  it('offers the currency choice and names the rate’s provider when there are rates', async () => {
    const fetch = vi.fn(
      fakeFetch({
        'GET /api/currency/rates': () => jsonResponse(200, { data: RATES }),
        'GET /api/me/preferences': () => jsonResponse(200, { data: { homeCurrency: 'USD' } }),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoute('/', <CourseCosts costTotalKrw={21_000} costByDay={[{ day: 1, costKrw: 21_000 }]} />);
    expect(await screen.findByRole('combobox', { name: /Also show in/ })).toBeTruthy();
    expect((await screen.findByTestId('total-cost')).textContent).toContain('US$15.02');
    expect(screen.getByTestId('rate-note').textContent).toContain('ExchangeRate-API, open.er-api.com');
  });

  it('without rates here: no currency choice, and the member’s preference is not asked for (issue 44)', async () => {
    const fetch = vi.fn(
      fakeFetch({
        'GET /api/currency/rates': () =>
          jsonResponse(503, { error: { code: 'RATES_UNAVAILABLE', message: 'No rates' } }),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoute('/', <CourseCosts costTotalKrw={21_000} costByDay={[{ day: 1, costKrw: 21_000 }]} />);
    await waitFor(() => expect(screen.getByTestId('rate-note')).toBeTruthy());
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByTestId('total-cost').textContent).toBe('Total₩21,000');
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toEqual(['/api/currency/rates']);
  });
});
