import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { testPlace } from '../test-place.ts';
import { AdminMapPage } from './admin-map-page.tsx';

const ADMIN = { ...testUser(1, 'Admin'), role: 'admin' as const };
const PLACES = [
  testPlace(),
  testPlace({
    id: 13,
    name: 'Cafe Onion',
    nameKo: '카페 어니언',
    type: 'cafe',
    status: 'inactive',
    hasMultilingualMenu: true,
  }),
];

describe('AdminMapPage', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(ADMIN));

  it('lists places with category, position to 4 decimals, flags and status; filters live in the URL', async () => {
    const queries: string[] = [];
    const menu = recordingHandler(200, { data: testPlace({ hasMultilingualMenu: true }) });
    stubFetch({
      'GET /api/admin/places': () =>
        jsonResponse(200, { data: { items: PLACES, total: 2, page: 1, limit: 20, totalPages: 1 } }),
      'GET /api/admin/audit': () =>
        jsonResponse(200, { data: { items: [], total: 0, page: 1, limit: 5, totalPages: 0 } }),
      'PUT /api/places/12/multilingual-menu': menu,
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      queries.push(String(input));
      return realFetch(input, init);
    };
    const { router } = renderRoute('/admin/map', <AdminMapPage />, '/admin/map?status=inactive');
    const table = await screen.findByRole('table', { name: 'Map markers' });
    expect(queries.find((url) => url.includes('/admin/places'))).toContain('status=inactive');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('Gyeongbokgung Palace');
    expect(first.textContent).toContain('K-Travel');
    expect(first.textContent).toContain('37.5796');
    expect(first.textContent).toContain('126.9770');
    expect(first.textContent).toContain('Active');
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Inactive');
    expect(
      screen.getByRole('switch', { name: 'Multilingual menu: Cafe Onion' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: 'Add marker' }).getAttribute('href')).toBe('/admin/map/add');

    fireEvent.click(screen.getByRole('switch', { name: 'Multilingual menu: Gyeongbokgung Palace' }));
    await waitFor(() => expect(menu.sent).toEqual([{ hasMultilingualMenu: true }]));

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search markers' }), {
      target: { value: ' palace ' },
    });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.search).toBe('?status=inactive&q=palace');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'cafe' } });
    expect(router.state.location.search).toBe('?status=inactive&q=palace&type=cafe');
  });
});
