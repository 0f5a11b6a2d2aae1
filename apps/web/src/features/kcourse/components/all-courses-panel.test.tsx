import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testCourse } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, stubFetch } from '@/test/render.tsx';
import { AllCoursesPanel } from './all-courses-panel.tsx';

const named = (id: number, isAdvertisement = false) =>
  testCourse({ id, title: `Course ${id}`, isAdvertisement });
const ranked = (id: number, isAdvertisement = false) => ({
  ...named(id, isAdvertisement),
  monthlySaves: 1,
  monthlyShares: 0,
  monthlyScore: 1,
});

// Monthly best: sponsored 8, top 3 = 6, 1, 4, others 3 and 5.
const BEST = [ranked(8, true), ranked(6), ranked(1), ranked(4), ranked(3), ranked(5)];
// Page 1 of every public course, newest first.
const PAGE_ONE = [named(9), named(8, true), named(7), named(6), named(5), named(4), named(3)];

function renderPanel(newCourseId: number | null = null) {
  stubFetch({
    'GET /api/courses/monthly-best': () => jsonResponse(200, { data: BEST }),
    'GET /api/courses/public': () =>
      jsonResponse(200, { data: { items: PAGE_ONE, total: 12, page: 1, limit: 10, totalPages: 2 } }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AllCoursesPanel
          page={1}
          onPageChange={() => {}}
          returnTo="/kcourse"
          viewerId={null}
          onCreate={() => {}}
          newCourseId={newCourseId}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('AllCoursesPanel: each course once', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    // jsdom has no layout, so no scrolling (the new course's mark scrolls to it).
    Element.prototype.scrollIntoView = () => {};
  });

  it('leaves the cards of "This month\'s best" out of the full list and says how many', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'All courses, page 1' });
    await screen.findByRole('list', { name: 'Top 3 courses of the month' });
    expect(titlesIn(list)).toEqual(['Course 9', 'Course 7', 'Course 5', 'Course 3']);
    expect(screen.getByText("3 courses on this page are shown above in “This month's best”.")).toBeTruthy();
    // The total and the paging are the server's: every public course, on the same pages.
    expect(screen.getByText('12 courses')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of all courses' })).toBeTruthy();
  });

  it('leaves out the other ranked courses too once they are opened above, and brings them back when closed', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'All courses, page 1' });
    await screen.findByRole('list', { name: 'Top 3 courses of the month' });
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more popular courses' }));
    expect(titlesIn(screen.getByRole('list', { name: 'More popular courses' }))).toEqual([
      'Course 3',
      'Course 5',
    ]);
    expect(titlesIn(list)).toEqual(['Course 9', 'Course 7']);
    expect(screen.getByText(/^5 courses on this page are shown above/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(titlesIn(screen.getByRole('list', { name: 'All courses, page 1' }))).toHaveLength(4);
  });

  it('keeps the course just saved in the list, marked, even when it is ranked above', async () => {
    renderPanel(6);
    const list = await screen.findByRole('list', { name: 'All courses, page 1' });
    await screen.findByRole('list', { name: 'Top 3 courses of the month' });
    expect(titlesIn(list)).toEqual(['Course 9', 'Course 7', 'Course 6', 'Course 5', 'Course 3']);
    expect(within(list).getAllByTestId('new-course-mark')).toHaveLength(1);
    expect(screen.getByText(/^2 courses on this page are shown above/)).toBeTruthy();
  });

  it('on a phone shows the ranking first: the sponsored cards follow the first row', async () => {
    const phone = (matches: boolean) => (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    const cardOrder = () => {
      const section = screen.getByRole('region', { name: "This month's best" });
      return within(section)
        .getAllByRole('heading', { level: 3 })
        .concat(within(section).getAllByRole('heading', { level: 4 }))
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map((heading) => heading.textContent);
    };
    try {
      window.matchMedia = phone(true);
      renderPanel();
      const lists = await screen.findAllByRole('list', { name: 'Top 3 courses of the month' });
      expect(lists).toHaveLength(2);
      expect(lists[1]?.getAttribute('start')).toBe('2');
      expect(cardOrder().filter((title) => title?.startsWith('Course'))).toEqual([
        'Course 6',
        'Course 8',
        'Course 1',
        'Course 4',
      ]);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
