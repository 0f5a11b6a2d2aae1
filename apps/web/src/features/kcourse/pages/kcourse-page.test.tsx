import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSession, testCourse, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, stubFetch } from '@/test/render.tsx';
import { newCourseState } from '../new-course.ts';
import { KcoursePage } from './kcourse-page.tsx';

const USER = testUser(5, 'Sora');

/** /kcourse as the planner opens it after saving course `courseId`: ?tab, ?refresh and the router state. */
function renderAfterSaving(courseId: number) {
  const router = createMemoryRouter([{ path: '/kcourse', element: <KcoursePage /> }], {
    initialEntries: [
      {
        pathname: '/kcourse',
        search: '?tab=my-course&refresh=1700000000000',
        state: newCourseState(courseId),
      },
    ],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('KcoursePage after the planner saved a course', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    setSession(USER);
    Element.prototype.scrollIntoView = () => {};
  });

  it('lists the new course first, marked New, and drops ?refresh keeping ?tab', async () => {
    stubFetch({
      'GET /api/courses': () =>
        jsonResponse(200, {
          data: {
            myCourses: [
              testCourse({ id: 31, title: 'Night views', visibility: 'private' }),
              testCourse({ id: 30, title: 'Palaces' }),
            ],
            savedCourses: [testCourse({ id: 9, title: 'Markets', authorId: 8 })],
          },
        }),
    });
    const router = renderAfterSaving(31);
    const created = await screen.findByRole('list', { name: 'Courses I created' });
    const [first, second] = within(created).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Night views' })).toBeTruthy();
    expect(within(first!).getByText('New')).toBeTruthy();
    expect(within(second!).queryByText('New')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Saved courses' })).queryByText('New')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=my-course'));
    // Still marked once the URL no longer carries the state.
    expect(within(first!).getByText('New')).toBeTruthy();
  });
});
