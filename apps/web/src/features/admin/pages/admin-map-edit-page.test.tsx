import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import ko from '../../../../public/locales/ko/common.json';
import { testHoursPreview } from '../test-hours.ts';
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
        // Empty: readers of the other languages see the English description (the server stores null).
        descriptionKo: '',
        descriptionZh: '',
        descriptionJa: '',
        descriptionZhHant: '',
        // None typed: the place has none (an empty list).
        aliases: [],
        // Empty: not known, as before.
        openingHours: '',
        closingDayMovesOnHoliday: false,
        // Not known, as before (DESIGN §8.7).
        usualCostKrw: null,
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

  describe('opening hours', () => {
    const PALACE_HOURS = 'Mo,We-Su,PH 09:00-18:00 open "last entry 17:00"';
    const RESTAURANT_HOURS = 'Mo-Sa 11:30-15:00,17:00-21:30; Su off';
    const hoursField = (name = 'Opening hours') =>
      screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
    const describedText = (field: HTMLElement) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');

    afterEach(() => i18next.changeLanguage('en'));

    it("starts from the place's hours, previews the next 14 days, and saves what the admin changed", async () => {
      const preview = recordingHandler(200, { data: testHoursPreview() });
      const save = recordingHandler(200, { data: PLACE });
      stubFetch({
        'GET /api/places/12': () =>
          jsonResponse(200, {
            data: { ...PLACE, openingHours: PALACE_HOURS, closingDayMovesOnHoliday: true },
          }),
        'POST /api/places/hours/preview': preview,
        'PUT /api/places/12': save,
        'GET /api/admin/audit': EMPTY_AUDIT,
      });
      const { router } = renderEdit('/admin/map/edit/12');
      await screen.findByRole('textbox', { name: 'Marker name' });
      expect(hoursField().value).toBe(PALACE_HOURS);
      const movesOnHoliday = screen.getByRole('checkbox', {
        name: 'When the closing day is a public holiday, open and close the next day instead',
      }) as HTMLInputElement;
      expect(movesOnHoliday.checked).toBe(true);

      const days = await screen.findByRole('list', { name: 'Preview: the next 14 days' });
      const rows = within(days).getAllByRole('listitem');
      expect(rows).toHaveLength(14);
      expect(rows[0]?.textContent).toBe('Mon 4 May11:30–15:00 · break · 17:00–21:30');
      expect(rows[1]?.textContent).toBe("Tue 5 MayClosed for Children's Day");
      expect(rows[6]?.textContent).toBe('Sun 10 MayClosed on Sundays');
      // The answer's stored form differs from what is typed: the admin sees what will be saved.
      expect(screen.getByText('Saved as:').textContent).toContain(RESTAURANT_HOURS);
      expect(preview.sent).toEqual([
        { openingHours: PALACE_HOURS, closingDayMovesOnHoliday: true, language: 'en', days: 14 },
      ]);

      fireEvent.click(screen.getByRole('button', { name: /^Restaurant with a break time/ }));
      expect(hoursField().value).toBe(RESTAURANT_HOURS);
      fireEvent.click(movesOnHoliday);
      await waitFor(() =>
        expect(preview.sent.at(-1)).toEqual({
          openingHours: RESTAURANT_HOURS,
          closingDayMovesOnHoliday: false,
          language: 'en',
          days: 14,
        }),
      );
      // Typing asks once the admin pauses, not per key.
      expect(preview.sent).toHaveLength(2);

      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/map'));
      expect(save.sent).toEqual([
        expect.objectContaining({ openingHours: RESTAURANT_HOURS, closingDayMovesOnHoliday: false }),
      ]);
    });

    it("says a value that is not valid at the field, in the admin's language, the library's words last", async () => {
      i18next.addResourceBundle('ko', 'common', ko, true, true);
      await i18next.changeLanguage('ko');
      const preview = recordingHandler(200, {
        data: { valid: false, problem: 'Time range does not continue as expected', position: 12 },
      });
      stubFetch({
        'GET /api/places/12': () => jsonResponse(200, { data: PLACE }),
        'POST /api/places/hours/preview': preview,
        'GET /api/admin/audit': EMPTY_AUDIT,
      });
      renderEdit('/admin/map/edit/12');
      await screen.findByRole('textbox', { name: '마커 이름' });
      const field = hoursField('운영 시간');
      expect(field.getAttribute('aria-invalid')).toBeNull();
      // A line break (a paste) cannot get in: rules go on one line.
      fireEvent.input(field, { target: { value: 'Mo-Fr\n09:00-' } });
      expect(field.value).toBe('Mo-Fr; 09:00-');
      fireEvent.input(field, { target: { value: '  Mo-Fr 09:00-' } });

      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(preview.sent).toEqual([
        { openingHours: 'Mo-Fr 09:00-', closingDayMovesOnHoliday: false, language: 'ko', days: 14 },
      ]);
      const description = describedText(field);
      expect(description).toContain(
        '13번째 글자에서 운영 시간 형식이 올바르지 않습니다. 끝부분에 빠진 내용이 있습니다.',
      );
      expect(description).toContain('OpenStreetMap의 opening_hours 형식');
      expect(description).toContain('자세한 내용(영어): Time range does not continue as expected');
      const mark = document.querySelector('mark');
      expect(mark?.textContent).toBe('끝');
      expect(mark?.parentElement?.textContent).toBe('Mo-Fr 09:00-끝');
      expect(screen.getByText('위의 운영 시간을 읽을 수 있게 되면 미리보기가 표시됩니다.')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: '입력란에서 위치 보기' }));
      expect(document.activeElement).toBe(field);
      expect(field.selectionStart).toBe(14);
    });

    it('says when the preview could not be loaded, with a retry, and never holds the save back', async () => {
      let previewFails = true;
      const save = recordingHandler(200, { data: PLACE });
      stubFetch({
        'GET /api/places/12': () => jsonResponse(200, { data: { ...PLACE, openingHours: RESTAURANT_HOURS } }),
        'POST /api/places/hours/preview': () =>
          previewFails
            ? jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } })
            : jsonResponse(200, { data: testHoursPreview() }),
        'PUT /api/places/12': save,
        'GET /api/admin/audit': EMPTY_AUDIT,
      });
      const { router } = renderEdit('/admin/map/edit/12');
      const failed = await screen.findByText('Could not load the preview');
      previewFails = false;
      fireEvent.click(
        within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
      );
      expect(await screen.findByRole('list', { name: 'Preview: the next 14 days' })).toBeTruthy();

      previewFails = true;
      fireEvent.input(hoursField(), { target: { value: 'Mo-Su 10:00-20:00' } });
      await screen.findByText('Could not load the preview');
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/map'));
      expect(save.sent).toEqual([expect.objectContaining({ openingHours: 'Mo-Su 10:00-20:00' })]);
    });

    it('puts a save the server refuses for its hours at the field, keeping everything typed', async () => {
      const save = recordingHandler(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'openingHours: Time range does not continue as expected (at character 13)',
          fields: { openingHours: 'Time range does not continue as expected (at character 13)' },
        },
      });
      stubFetch({
        'GET /api/places/12': () => jsonResponse(200, { data: PLACE }),
        // The preview could not say (it failed): the server's refusal is what the field shows.
        'POST /api/places/hours/preview': () =>
          jsonResponse(503, { error: { code: 'INTERNAL_ERROR', message: 'x' } }),
        'PUT /api/places/12': save,
        'GET /api/admin/audit': EMPTY_AUDIT,
      });
      const { router } = renderEdit('/admin/map/edit/12');
      const name = (await screen.findByRole('textbox', { name: 'Marker name' })) as HTMLInputElement;
      fireEvent.input(name, { target: { value: 'Gyeongbokgung' } });
      fireEvent.input(hoursField(), { target: { value: 'Mo-Fr 09:00-' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

      await waitFor(() => expect(hoursField().getAttribute('aria-invalid')).toBe('true'));
      expect(save.sent).toEqual([
        expect.objectContaining({ name: 'Gyeongbokgung', openingHours: 'Mo-Fr 09:00-' }),
      ]);
      expect(describedText(hoursField())).toContain(
        'Not valid opening hours syntax at character 13: something is missing at the end.',
      );
      expect(describedText(hoursField())).toContain(
        'Details (in English): Time range does not continue as expected',
      );
      expect(document.activeElement).toBe(hoursField());
      expect(router.state.location.pathname).toBe('/admin/map/edit/12');
      expect(name.value).toBe('Gyeongbokgung');
      expect(hoursField().value).toBe('Mo-Fr 09:00-');

      // Changing the value takes the refusal away until the next answer.
      fireEvent.input(hoursField(), { target: { value: 'Mo-Fr 09:00-18:00' } });
      await waitFor(() => expect(hoursField().getAttribute('aria-invalid')).toBeNull());
    });
  });
});
