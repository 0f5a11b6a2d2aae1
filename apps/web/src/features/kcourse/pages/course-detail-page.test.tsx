import { INLINE_DATA_ID } from '@ktravel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client.ts';
import { testCourse } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, stubFetch } from '@/test/render.tsx';
import { CourseDetailPage } from './course-detail-page.tsx';

const appQueryDefaults = { ...queryClient.getDefaultOptions().queries, retry: false };

describe('CourseDetailPage opened from a link', () => {
  beforeAll(initTestI18n);
  afterEach(() => document.getElementById(INLINE_DATA_ID)?.remove());

  it('draws the course the page carries in its first render, without asking the API for it', async () => {
    const course = recordingFetch();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = INLINE_DATA_ID;
    element.setAttribute('data-url', '/api/courses/9');
    element.textContent = JSON.stringify({ data: testCourse({ id: 9, title: 'Night walk' }) });
    document.head.append(element);

    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Night walk' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Night walk' })).toBeTruthy();
    expect(course).not.toHaveBeenCalled();
  });

  it('asks the API when the page carries nothing', async () => {
    const course = recordingFetch();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fetched walk' })).toBeTruthy();
    expect(course).toHaveBeenCalledTimes(1);
  });
});

/** /kcourse/9 with the app's query defaults (its answers stay fresh for 30 s, see lib/query-client.ts). */
function renderPage() {
  const router = createMemoryRouter([{ path: '/kcourse/:courseId', element: <CourseDetailPage /> }], {
    initialEntries: ['/kcourse/9'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: appQueryDefaults } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The API as the page sees it; the returned mock counts the course's own requests. */
function recordingFetch() {
  const course = vi.fn(() => jsonResponse(200, { data: testCourse({ id: 9, title: 'Fetched walk' }) }));
  stubFetch({
    'GET /api/courses/9': course,
    'GET /api/comments/course/9': () =>
      jsonResponse(200, { data: { items: [], total: 0, limit: 10, page: 1, totalPages: 0 } }),
  });
  return course;
}
