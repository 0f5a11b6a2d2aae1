import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { setSession, testCourse, testStop, testUser } from '@/test/fixtures.ts';
import {
  type fakeFetch,
  initTestI18n,
  jsonResponse,
  recordingHandler,
  renderRoute,
  stubFetch,
} from '@/test/render.tsx';
import { DAY_ONE_UNTIMED } from '../test-plan-stops.ts';
import { CourseEditForm } from './course-edit-form.tsx';

const COURSE = testCourse({
  category: 'cultural',
  stops: [
    testStop({ id: 1, order: 1, name: 'Gyeongbokgung', externalId: '11', placeId: 11, address: 'Jongno' }),
    testStop({ id: 2, order: 2, name: 'Bukchon', externalId: '12', placeId: 12 }),
  ],
});

/** The form once all of it is on screen: the board, the costs and the details render after the first paint. */
async function renderForm(handlers: Parameters<typeof fakeFetch>[0]) {
  stubFetch(handlers);
  const onCancel = vi.fn();
  const onSaved = vi.fn();
  renderRoute('/kcourse/7', <CourseEditForm course={COURSE} onCancel={onCancel} onSaved={onSaved} />);
  await screen.findByRole('textbox', { name: 'Course title' });
  return { onCancel, onSaved };
}

/** A stop planned without days or times: day 1, no time, no duration. */

describe('CourseEditForm', () => {
  // The confirmation dialog loads its code when it first opens (lazy): loaded here too, so a busy machine's first
  // transform of it does not count against a test's wait for the dialog.
  beforeAll(async () => {
    await initTestI18n();
    await import('@/components/confirm-dialog-content.tsx');
  }, 30_000);

  it('starts from the course and saves the edits with PUT, stops renumbered', async () => {
    const update = recordingHandler(200, { data: { ...COURSE, title: 'Old Seoul' } });
    const { onSaved } = await renderForm({ 'PUT /api/courses/7': update });
    const title = screen.getByRole('textbox', { name: 'Course title' }) as HTMLInputElement;
    expect(title.value).toBe('Palaces');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('cultural');
    fireEvent.input(title, { target: { value: 'Old Seoul' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Visibility' }), { target: { value: 'private' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Bukchon up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Old Seoul' }), {
        overConflict: false,
      }),
    );
    expect(update.sent).toEqual([
      {
        title: 'Old Seoul',
        visibility: 'private',
        category: 'cultural',
        startDate: null,
        dayCount: 1,
        stops: [
          {
            order: 1,
            name: 'Bukchon',
            lat: 37.58,
            lng: 126.98,
            externalId: '12',
            placeId: 12,
            ...DAY_ONE_UNTIMED,
          },
          {
            order: 2,
            name: 'Gyeongbokgung',
            lat: 37.58,
            lng: 126.98,
            externalId: '11',
            placeId: 11,
            ...DAY_ONE_UNTIMED,
          },
        ],
      },
    ]);
  });

  it('removes the cover photo after confirming, and says so in the PUT (coverUrl null)', async () => {
    const update = recordingHandler(200, { data: COURSE });
    stubFetch({ 'PUT /api/courses/7': update });
    setSession(testUser(5, 'Sora'));
    const withCover = { ...COURSE, coverUrl: '/c.webp', coverThumbnailUrl: '/c-480.webp' };
    const onSaved = vi.fn();
    renderRoute('/kcourse/7', <CourseEditForm course={withCover} onCancel={vi.fn()} onSaved={onSaved} />);
    expect(
      (await screen.findByRole('img', { name: 'Preview of the chosen photo' })).getAttribute('src'),
    ).toBe('/c-480.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.sent[0]).toMatchObject({ coverUrl: null });
    setSession(null);
  });

  it('refuses to save without stops and sends nothing', async () => {
    const { onSaved } = await renderForm({});
    const list = screen.getByRole('group', { name: 'Stops in visiting order' });
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Gyeongbokgung' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Bukchon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Add at least one place to your course.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the translated error and keeps the edits when saving fails', async () => {
    const error = vi.spyOn(notify, 'error');
    const { onSaved } = await renderForm({
      'PUT /api/courses/7': () => jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'no' } }),
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Course title' }), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Edit failed: You don't have permission to do that."),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Course title' }) as HTMLInputElement).value).toBe('Kept');
  });

  it('Cancel hands back without saving', async () => {
    const { onCancel } = await renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
  it('says at once when the title is too long, counts it, and does not save it', async () => {
    const update = recordingHandler(200, { data: COURSE });
    await renderForm({ 'PUT /api/courses/7': update });
    const title = screen.getByRole('textbox', { name: 'Course title' }) as HTMLInputElement;
    fireEvent.input(title, { target: { value: 'x'.repeat(205) } });
    // Typed in full, not cut at the limit.
    expect(title.value).toHaveLength(205);
    expect(await screen.findByText('Too long: keep it to 200 characters (5 over).')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('205 of 200 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(update.sent).toHaveLength(0);
    fireEvent.input(title, { target: { value: 'x'.repeat(200) } });
    expect(screen.queryByText(/Too long/)).toBeNull();
  });
});
