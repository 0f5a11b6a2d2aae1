import type { PlaceSearchResultDto } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/lib/language-store.ts';
import { initTestI18n, jsonResponse } from '@/test/render.tsx';
import { PlaceSearch } from './place-search.tsx';

function result(placeId: string, name: string): PlaceSearchResultDto {
  return {
    placeId,
    id: Number(placeId),
    source: 'catalogue',
    externalId: null,
    name,
    lat: 37.57,
    lng: 126.98,
    address: `${name} address`,
    type: 'travel',
    photoUrl: null,
  };
}

function renderSearch(listed: string[], onAdd = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlaceSearch listedKeys={new Set(listed)} onAdd={onAdd} />
    </QueryClientProvider>,
  );
  return onAdd;
}

function search(text: string) {
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search places' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('PlaceSearch', () => {
  beforeAll(initTestI18n);
  beforeEach(() => useLanguageStore.setState({ language: 'en' }));

  it('does not search for blank text and says what to type', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderSearch([]);
    search('   ');
    expect(screen.getByText('Type a place name or address to search.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('searches in the interface language and offers Add, or Added for a listed place', async () => {
    useLanguageStore.setState({ language: 'zh' });
    const fetch = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse(200, {
        success: true,
        data: [result('1', 'Gyeongbokgung Palace'), result('2', 'Bukchon Hanok Village')],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const onAdd = renderSearch(['2']);
    search(' palace ');

    const add = await screen.findByRole('button', { name: 'Add Gyeongbokgung Palace' });
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/places/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'palace', language: 'zh', maxResults: '10' });
    expect(screen.getByText('2 places found')).toBeTruthy();

    const added = screen.getByRole('button', { name: 'Bukchon Hanok Village added' });
    expect(added.hasAttribute('disabled')).toBe(true);
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ placeId: '1' }));
  });

  it('says when nothing was found', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { success: true, data: [] }));
    renderSearch([]);
    search('zzzz');
    expect(await screen.findByText('No places found for "zzzz". Try another name.')).toBeTruthy();
  });

  it('shows an error with a retry when the search fails', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(200, { success: false, data: [], error: 'provider down' }),
    );
    renderSearch([]);
    search('palace');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Search failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
