import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/test/fixtures.ts';
import { jsonResponse } from '@/test/render.tsx';
import type { OpenFilter } from './open-filter.ts';
import { useMapStore } from './store.ts';
import { useKmapPlaces } from './use-kmap-places.ts';

const MARKER = {
  id: 3,
  type: 'travel',
  name: 'Gyeongbokgung Palace',
  address: '161 Sajik-ro',
  lat: 37.5796,
  lng: 126.977,
  isAdvertisement: false,
  hasMultilingualMenu: false,
  reviewAverage: null,
  reviewCount: 0,
};

/** Answers the markers list with one place, keeping the query of every request. */
function stubMarkers() {
  const queries: Record<string, string>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/places/markers') throw new Error(`Unexpected request: ${url.pathname}`);
    queries.push(Object.fromEntries(url.searchParams));
    return jsonResponse(200, {
      data: { items: [MARKER], total: 1, page: 1, limit: 100, pageSize: 100, totalPages: 1 },
    });
  });
  return queries;
}

function renderPlaces(open: OpenFilter | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useKmapPlaces({ item: 'all', near: null, language: 'en', open }), { wrapper });
}

describe('useKmapPlaces with an opening-hours filter', () => {
  beforeEach(() => {
    setSession(null);
    useMapStore.setState({ mode: 'api' });
  });

  it('asks the markers list for places open now, or open at a Seoul time, or asks nothing of hours', async () => {
    const queries = stubMarkers();
    const now = renderPlaces({ kind: 'now' });
    await waitFor(() => expect(now.result.current.list).toHaveLength(1));
    const at = renderPlaces({ kind: 'at', at: '2026-12-05T14:00' });
    await waitFor(() => expect(at.result.current.list).toHaveLength(1));
    const none = renderPlaces(null);
    await waitFor(() => expect(none.result.current.list).toHaveLength(1));

    expect(queries).toHaveLength(3);
    expect(queries[0]).toMatchObject({ openNow: 'true' });
    expect(queries[0]).not.toHaveProperty('openAt');
    expect(queries[1]).toMatchObject({ openAt: '2026-12-05T14:00' });
    expect(queries[1]).not.toHaveProperty('openNow');
    expect(queries[2]).not.toHaveProperty('openNow');
    expect(queries[2]).not.toHaveProperty('openAt');
  });

  it('without a server, keeps no sample place under a filter: their hours are not known', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    useMapStore.setState({ mode: 'local' });
    const filtered = renderPlaces({ kind: 'now' });
    expect(filtered.result.current.markers).toEqual([]);
    expect(filtered.result.current.list).toEqual([]);
    const all = renderPlaces(null);
    expect(all.result.current.markers.length).toBeGreaterThan(0);
  });
});
