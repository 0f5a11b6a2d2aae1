import type { CourseCommentDto } from '@ktravel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSession, testCourse, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { AdminCoursesPage } from './admin-courses-page.tsx';

const ADMIN = { ...testUser(1, 'Admin'), role: 'admin' as const };
const COURSES = [
  testCourse({ id: 7, title: 'Palaces of Seoul', commentCount: 1 }),
  testCourse({ id: 8, title: 'Secret garden', visibility: 'private', isAdvertisement: true }),
];
const COMMENT: CourseCommentDto = {
  id: 31,
  courseId: 7,
  content: 'Go early, the queue gets long.',
  createdAt: '2026-02-01T03:00:00.000Z',
  created_at: '2026-02-01T03:00:00.000Z',
  updatedAt: '2026-02-01T03:00:00.000Z',
  author: { id: 5, name: 'Sora', avatarUrl: null },
  moderationStatus: 'reported',
};

const page = (items: unknown[], total = items.length) => ({
  items,
  total,
  page: 1,
  limit: 20,
  totalPages: 1,
});
const adminCourses = () =>
  jsonResponse(200, { data: COURSES, pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } });
const emptyAudit = () => jsonResponse(200, { data: page([]) });

describe('AdminCoursesPage', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(ADMIN));

  it('lists every course with its visibility and advertisement switches', async () => {
    const advertisement = recordingHandler(200, { data: { ...COURSES[0], isAdvertisement: true } });
    stubFetch({
      'GET /api/courses/admin/all': adminCourses,
      'GET /api/admin/audit': emptyAudit,
      'PUT /api/courses/7/advertisement': advertisement,
    });
    renderRoute('/admin/courses', <AdminCoursesPage />);
    const table = await screen.findByRole('table', { name: 'All courses' });
    expect(within(table).getByRole('rowheader', { name: /Palaces of Seoul/ })).toBeTruthy();
    const isPublic = screen.getByRole('switch', { name: 'Public: Secret garden' });
    expect(isPublic.getAttribute('aria-checked')).toBe('false');
    expect(isPublic.textContent).toContain('Private');
    expect(
      screen.getByRole('switch', { name: 'Advertisement: Secret garden' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('switch', { name: 'Advertisement: Palaces of Seoul' }));
    await waitFor(() => expect(advertisement.sent).toEqual([{ isAdvertisement: true }]));
  });

  it('opens the comments of a course (kept in the URL) and deletes one after a confirmation', async () => {
    let comments = [COMMENT];
    stubFetch({
      'GET /api/courses/admin/all': adminCourses,
      'GET /api/admin/audit': emptyAudit,
      'GET /api/comments/course/7': () => jsonResponse(200, { data: page(comments) }),
      'DELETE /api/admin/content/courseComment/31': () => {
        comments = [];
        return jsonResponse(200, { data: { ok: true } });
      },
    });
    const { router } = renderRoute('/admin/courses', <AdminCoursesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Comments on Palaces of Seoul:\s*1$/ }));
    expect(router.state.location.search).toBe('?comments=7');
    const panel = await screen.findByRole('region', { name: 'Comments on “Palaces of Seoul”' });
    expect(await within(panel).findByText('Go early, the queue gets long.')).toBeTruthy();
    expect(within(panel).getByText('Reported')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete the comment by Sora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment by Sora?' });
    expect(dialog.textContent).toContain('“Go early, the queue gets long.” will be removed for good.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(panel).findByText('This course has no comments.')).toBeTruthy();
  });

  it('deletes a course only after a confirmation that names it', async () => {
    let deleted = 0;
    stubFetch({
      'GET /api/courses/admin/all': adminCourses,
      'GET /api/admin/audit': emptyAudit,
      'DELETE /api/courses/8': () => {
        deleted += 1;
        return jsonResponse(200, { data: { ok: true } });
      },
    });
    renderRoute('/admin/courses', <AdminCoursesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Secret garden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this course?' });
    expect(dialog.textContent).toContain('“Secret garden” is deleted with its stops');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Secret garden' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(1));
  });
});
