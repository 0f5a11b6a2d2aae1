import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CourseDetailPage } from '@/features/kcourse/pages/course-detail-page.tsx';
import { testCourse } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, stubFetch } from '@/test/render.tsx';
import { useDocumentTitle } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';

/** The layout's title logic alone (RootLayout's header and dialogs are not what is tested). */
function TitleLayout() {
  useDocumentTitle();
  return <Outlet />;
}

describe('the document title (issue 33)', () => {
  beforeAll(initTestI18n);

  it("keeps a course's title once the app has loaded it, and the page's name again after leaving", async () => {
    stubFetch({
      'GET /api/courses/9': () => jsonResponse(200, { data: testCourse({ id: 9, title: 'Night walk' }) }),
      'GET /api/comments/course/9': () =>
        jsonResponse(200, { data: { items: [], total: 0, limit: 10, page: 1, totalPages: 0 } }),
    });
    const router = createMemoryRouter(
      [
        {
          element: <TitleLayout />,
          children: [
            {
              path: '/kcourse/:courseId',
              element: <CourseDetailPage />,
              handle: { titleKey: 'pages.courseDetail' } satisfies RouteHandle,
            },
            {
              path: '/kcourse',
              element: <p>list</p>,
              handle: { titleKey: 'pages.kcourse' } satisfies RouteHandle,
            },
          ],
        },
      ],
      { initialEntries: ['/kcourse/9'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Night walk' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Night walk · K-Travel'));

    await act(() => router.navigate('/kcourse'));
    await waitFor(() => expect(document.title).toBe('K-Course · K-Travel'));
  });
});
