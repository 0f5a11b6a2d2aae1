import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CostAmount, HomeCurrencySelect } from '@/components/money.tsx';
import { setSession } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, renderRoute } from '@/test/render.tsx';

const RATES = {
  base: 'KRW',
  asOf: '2026-11-27T00:02:00.000Z',
  source: 'rates.example',
  rates: { JPY: 0.1093, USD: 0.000715 },
};

describe('home currency', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    setSession(null);
    localStorage.clear();
    vi.stubGlobal('fetch', async () => jsonResponse(200, { data: RATES }));
  });

  it("a visitor's choice changes every amount on the page at once, and is kept in the browser", async () => {
    renderRoute(
      '/x',
      <>
        <HomeCurrencySelect />
        <p data-testid="a">
          <CostAmount krw={21_000} />
        </p>
        <p data-testid="b">
          <CostAmount krw={3000} />
        </p>
      </>,
    );
    // English: US dollars by default.
    expect(await screen.findByText(/\$15\.02/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'JPY' } });
    expect((await screen.findByTestId('a')).textContent).toContain('¥2,295');
    expect(screen.getByTestId('b').textContent).toContain('¥328');
    expect(localStorage.getItem('ktravel-currency')).toBe('JPY');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'KRW' } });
    expect(screen.getByTestId('a').textContent).toBe('₩21,000');
  });
});

describe('the choice kept in the browser', () => {
  it('is read back when it is one of ours, and ignored otherwise', async () => {
    const { storedChoice } = await import('./currency.ts');
    localStorage.setItem('ktravel-currency', 'JPY');
    expect(storedChoice()).toBe('JPY');
    localStorage.setItem('ktravel-currency', 'KRW');
    expect(storedChoice()).toBe('KRW');
    for (const foreign of ['XYZ', 'jpy', '', 'constructor']) {
      localStorage.setItem('ktravel-currency', foreign);
      expect(storedChoice(), foreign).toBeNull();
    }
    localStorage.removeItem('ktravel-currency');
    expect(storedChoice()).toBeNull();
  });
});
