import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { testPlace } from '../test-place.ts';
import { AdminMapEditPage } from './admin-map-edit-page.tsx';

const ADMIN = { ...testUser(1, 'Admin'), role: 'admin' as const };

const PLACE = testPlace();

const EMPTY_AUDIT = () =>
  jsonResponse(200, { data: { items: [], total: 0, page: 1, limit: 5, totalPages: 0 } });

const renderEdit = (path: string) => renderRoute('/admin/map/edit/:id', <AdminMapEditPage />, path);

describe('AdminMapEditPage', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(ADMIN));

  it('says "Marker not found" for an id that is not one, without asking the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderEdit('/admin/map/edit/abc');
    expect((await screen.findByRole('alert')).textContent).toContain('Marker not found');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says "Marker not found" when the server has no such marker', async () => {
    stubFetch({
      'GET /api/places/999': () => jsonResponse(404, { error: { code: 'PLACE_NOT_FOUND', message: 'x' } }),
    });
    renderEdit('/admin/map/edit/999');
    expect((await screen.findByRole('alert')).textContent).toContain('Marker not found');
  });

  it('saves the status on the server, keeping the stored image when its field is left empty', async () => {
    const save = recordingHandler(200, { data: { ...PLACE, status: 'inactive' } });
    stubFetch({
      'GET /api/places/12': () => jsonResponse(200, { data: PLACE }),
      'PUT /api/places/12': save,
      'GET /api/admin/audit': EMPTY_AUDIT,
    });
    const { router } = renderEdit('/admin/map/edit/12');
    const name = (await screen.findByRole('textbox', { name: 'Marker name' })) as HTMLInputElement;
    expect(name.value).toBe('Gyeongbokgung Palace');
    expect(screen.getByRole('img', { name: 'Current image' })).toBeTruthy();

    fireEvent.input(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the marker name.')).toBeTruthy();
    expect(save.sent).toEqual([]);

    fireEvent.input(name, { target: { value: 'Gyeongbokgung' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/map'));
    expect(save.sent).toEqual([
      {
        name: 'Gyeongbokgung',
        type: 'travel',
        status: 'inactive',
        description: 'The largest palace.',
        // Empty: Korean and Chinese readers see the English description (the server stores null).
        descriptionKo: '',
        descriptionZh: '',
      },
    ]);
  });

  it('deletes only after an irreversible-action confirmation naming the marker', async () => {
    const remove = recordingHandler(200, { data: { ok: true } });
    stubFetch({
      'GET /api/places/12': () => jsonResponse(200, { data: PLACE }),
      'DELETE /api/places/admin/12': () => {
        remove.sent.push('deleted');
        return jsonResponse(200, { data: { ok: true } });
      },
      'GET /api/admin/audit': EMPTY_AUDIT,
      'GET /api/admin/places': () =>
        jsonResponse(200, { data: { items: [], total: 0, page: 1, limit: 20, totalPages: 0 } }),
    });
    const { router } = renderEdit('/admin/map/edit/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete marker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this marker?' });
    expect(dialog.textContent).toContain(
      'This cannot be undone: “Gyeongbokgung Palace” is removed from the map',
    );
    expect(remove.sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/map'));
    expect(remove.sent).toEqual(['deleted']);
  });
});
