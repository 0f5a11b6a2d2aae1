import type { PlaceSearchResultDto } from '@ktravel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, testUser } from '@/test/fixtures.ts';
import {
  initTestI18n,
  jsonResponse,
  recordingHandler,
  renderRoute,
  sentJson,
  stubFetch,
} from '@/test/render.tsx';
import { testHoursPreview } from '../test-hours.ts';
import { testPlace } from '../test-place.ts';
import { AdminMapAddPage } from './admin-map-add-page.tsx';

// Leaflet needs a real layout engine; the map (zoom, marker, info window) is checked in the browser tests.
vi.mock('../components/map/marker-picker-map.tsx', () => ({ MarkerPickerMap: () => null }));

const ADMIN = { ...testUser(1, 'Admin'), role: 'admin' as const };

const RESULT: PlaceSearchResultDto = {
  placeId: 'kakao-42',
  id: null,
  source: 'kakao',
  externalId: 'kakao-42',
  name: 'Seosomun Tea House',
  lat: 37.5668,
  lng: 126.979,
  address: '39 Seosomun-ro 11-gil, Jung-gu, Seoul',
  type: 'cafe',
  photoUrl: null,
};

function searchAnswer(results: PlaceSearchResultDto[]) {
  return () => jsonResponse(200, { success: true, data: results });
}

async function searchAndPick(text: string, name: RegExp) {
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search places in Korea' }), {
    target: { value: text },
  });
  fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
  const results = await screen.findByRole('region', { name: 'Search results' });
  fireEvent.click(within(results).getByRole('button', { name }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add marker' }));

describe('AdminMapAddPage', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(ADMIN));

  it('asks for a place from the search before sending anything, and says empty text is not searched', async () => {
    stubFetch({});
    renderRoute('/admin/map/add', <AdminMapAddPage />);
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Type a place name or address to search.')).toBeTruthy();
    submit();
    expect(
      await screen.findByText('A place is required to add a marker. Please search for the place first.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter the marker name.')).toBeTruthy();
  });

  it('fills in the picked place, checks the image URL and sends the marker, then goes to the list', async () => {
    const add = recordingHandler(201, { data: testPlace({ id: 99, name: 'Seosomun Tea House' }) });
    stubFetch({ 'GET /api/places/search': searchAnswer([RESULT]), 'POST /api/places/add': add });
    const { router } = renderRoute('/admin/map/add', <AdminMapAddPage />);
    await searchAndPick('Seosomun', /Seosomun Tea House/);

    const summary = screen.getByRole('region', { name: 'Selected place' });
    expect(summary.textContent).toContain('39 Seosomun-ro 11-gil');
    expect(summary.textContent).toContain('37.5668, 126.9790');
    expect(summary.textContent).toContain('Kakao Map');
    const name = screen.getByRole('textbox', { name: 'Marker name' }) as HTMLInputElement;
    expect(name.value).toBe('Seosomun Tea House');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('K-Cafe');

    const image = screen.getByRole('textbox', { name: 'Image URL' });
    expect(image.getAttribute('type')).toBe('url');
    fireEvent.input(image, { target: { value: 'not a url' } });
    submit();
    expect(await screen.findByText('Enter a full web address starting with https://')).toBeTruthy();
    fireEvent.input(image, { target: { value: 'https://images.example/tea.jpg' } });
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe(
      'https://images.example/tea.jpg',
    );
    fireEvent.input(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Hand-poured teas.' },
    });
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/map'));
    expect(add.sent).toEqual([
      {
        placeId: 'kakao-42',
        source: 'kakao',
        name: 'Seosomun Tea House',
        category: 'K-Cafe',
        description: 'Hand-poured teas.',
        imageUrl: 'https://images.example/tea.jpg',
        lat: 37.5668,
        lng: 126.979,
        address: '39 Seosomun-ro 11-gil, Jung-gu, Seoul',
        // Left empty: the hours are not known.
        openingHours: '',
        closingDayMovesOnHoliday: false,
        // Not known (DESIGN §8.7).
        usualCostKrw: null,
      },
    ]);
  });

  it('sends the opening hours and the holiday rule, a value the server refuses shown at the field first', async () => {
    const sent: unknown[] = [];
    const add = (init: RequestInit | undefined) => {
      const body = sentJson<{ openingHours: string }>(init);
      sent.push(body);
      return body.openingHours.endsWith(':')
        ? jsonResponse(400, {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'openingHours: Time range does not continue as expected (at character 27)',
              fields: { openingHours: 'Time range does not continue as expected (at character 27)' },
            },
          })
        : jsonResponse(201, { data: testPlace({ id: 99, name: 'Seosomun Tea House' }) });
    };
    const preview = recordingHandler(200, { data: testHoursPreview() });
    stubFetch({
      'GET /api/places/search': searchAnswer([RESULT]),
      'POST /api/places/hours/preview': preview,
      'POST /api/places/add': add,
    });
    const { router } = renderRoute('/admin/map/add', <AdminMapAddPage />);
    await searchAndPick('Seosomun', /Seosomun Tea House/);
    expect(
      screen.getByText(
        'No hours given: visitors see “hours not known”. Leave it so when you do not know them.',
      ),
    ).toBeTruthy();
    expect(preview.sent).toEqual([]);

    const hours = screen.getByRole('textbox', { name: 'Opening hours' }) as HTMLTextAreaElement;
    fireEvent.input(hours, { target: { value: 'Mo-Sa 11:30-15:00,17:00-21:' } });
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'When the closing day is a public holiday, open and close the next day instead',
      }),
    );
    fireEvent.input(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Teas.' } });
    submit();

    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(hours.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(error?.textContent).toContain('Not valid opening hours syntax at character 27:');
    expect(error?.querySelector('mark')?.textContent).toBe(':');
    expect(router.state.location.pathname).toBe('/admin/map/add');
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Teas.');

    fireEvent.input(hours, { target: { value: 'Mo-Sa 11:30-15:00,17:00-21:30; Su off' } });
    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBeNull());
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/map'));
    expect(sent).toEqual([
      expect.objectContaining({
        openingHours: 'Mo-Sa 11:30-15:00,17:00-21:',
        closingDayMovesOnHoliday: true,
      }),
      expect.objectContaining({
        openingHours: 'Mo-Sa 11:30-15:00,17:00-21:30; Su off',
        closingDayMovesOnHoliday: true,
        description: 'Teas.',
      }),
    ]);
  });

  it('shows the server refusing a place the map already has (409)', async () => {
    const existing: PlaceSearchResultDto = { ...RESULT, placeId: '7', id: 7, source: 'catalogue' };
    stubFetch({
      'GET /api/places/search': searchAnswer([existing]),
      'POST /api/places/add': () =>
        jsonResponse(409, {
          error: { code: 'PLACE_ALREADY_EXISTS', message: 'This place is already on the map (id 7)' },
        }),
    });
    const { router } = renderRoute('/admin/map/add', <AdminMapAddPage />);
    await searchAndPick('Seosomun', /Seosomun Tea House/);
    expect(screen.getByText('This place is already on the map.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit it instead' }).getAttribute('href')).toBe(
      '/admin/map/edit/7',
    );
    submit();
    const alert = await screen.findByText('The marker could not be added');
    expect(alert.parentElement?.textContent).toContain(
      'This place is already on the map. Edit the existing marker instead.',
    );
    expect(router.state.location.pathname).toBe('/admin/map/add');
  });
});
