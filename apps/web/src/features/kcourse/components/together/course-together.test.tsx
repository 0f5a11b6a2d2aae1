import type { CollaboratorDto, CourseDto } from '@ktravel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { setSession, testCourse, testUser } from '@/test/fixtures.ts';
import { fakeFetch, findOpenDialog, initTestI18n, jsonResponse, renderRoute } from '@/test/render.tsx';
import { CourseTogether } from './course-together.tsx';

const SORA = testUser(5, 'Sora');
const MINA = testUser(9, 'Mina');
const MINA_VIEWER: CollaboratorDto = {
  user: { id: MINA.id, name: 'Mina', avatarUrl: null },
  role: 'viewer',
  joinedAt: '2026-11-21T00:00:00.000Z',
};

/** Renders the together bar of `course` on its page, the API answering by `handlers`; returns router and spy. */
function renderTogether(course: CourseDto, handlers: Parameters<typeof fakeFetch>[0]) {
  const fetch = vi.fn(fakeFetch(handlers));
  vi.stubGlobal('fetch', fetch);
  const { router } = renderRoute('/kcourse/:courseId', <CourseTogether course={course} />, '/kcourse/7');
  return { router, fetch };
}

describe('CourseTogether', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(MINA));

  it('shows nothing to a visitor, and asks nothing', () => {
    setSession(null);
    const { fetch } = renderTogether(testCourse(), {});
    expect(screen.queryByRole('region', { name: 'Planning together' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks nothing of a course the member does not plan (its viewerRole is null)', async () => {
    const { fetch } = renderTogether(testCourse(), {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Planning together' })).toBeNull();
  });

  it('gives the owner Invite, which opens the dialog', async () => {
    setSession(SORA);
    renderTogether(testCourse({ visibility: 'private', viewerRole: 'owner' }), {
      'GET /api/courses/7/collaborators': () => jsonResponse(200, { data: { items: [] } }),
      'GET /api/courses/7/invites': () => jsonResponse(200, { data: { items: [] } }),
    });
    const bar = await screen.findByRole('region', { name: 'Planning together' });
    expect(bar.textContent).toContain('Plan this trip with friends');
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Invite' }));
    expect(await findOpenDialog('Plan together')).toBeTruthy();
  });

  it('shows a collaborator who they plan with and their role, and lets them leave', async () => {
    const success = vi.spyOn(notify, 'success');
    const { router, fetch } = renderTogether(testCourse({ visibility: 'private', viewerRole: 'viewer' }), {
      'GET /api/courses/7/collaborators': () => jsonResponse(200, { data: { items: [MINA_VIEWER] } }),
      'DELETE /api/courses/7/collaborators/9': () => jsonResponse(200, { data: { ok: true } }),
    });
    const bar = await screen.findByRole('region', { name: 'Planning together' });
    const people = within(bar).getByRole('list', { name: 'People planning this course' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SSora']);
    expect(within(bar).getByText('Can view')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'Leave' }));
    const confirm = await findOpenDialog('Leave this course?');
    expect(confirm.textContent).toContain('You will stop planning “Palaces” with Sora.');
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kcourse'));
    expect(success).toHaveBeenCalledWith('You left “Palaces”.');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
