import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCourse } from '@/test/fixtures.ts';
import { initTestI18n } from '@/test/render.tsx';
import { NEW_COURSE_HIGHLIGHT_MS } from '../new-course.ts';
import { CourseGrid } from './course-grid.tsx';

const COURSES = [
  testCourse({ id: 12, title: 'Night views' }),
  testCourse({ id: 11, title: 'Palaces' }),
  testCourse({ id: 10, title: 'Markets' }),
];

function renderGrid(newCourseId: number | null) {
  return render(
    <MemoryRouter>
      <CourseGrid
        courses={COURSES}
        returnTo="/kcourse"
        viewerId={5}
        label="All courses"
        newCourseId={newCourseId}
      />
    </MemoryRouter>,
  );
}

const items = () => within(screen.getByRole('list', { name: 'All courses' })).getAllByRole('listitem');

describe('CourseGrid: the course just saved', () => {
  const scrollIntoView = vi.fn();
  beforeAll(initTestI18n);
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no layout, so no scrolling.
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks only that card New, scrolls to it and says so politely', () => {
    renderGrid(12);
    const [first, second] = items();
    expect(within(first!).getByText('New')).toBeTruthy();
    expect(within(second!).queryByText('New')).toBeNull();
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(first);

    const status = within(first!).getByRole('status');
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(status.textContent).toBe('Your new course “Night views” is first in the list, marked New.');
  });

  it('rings the card for a moment, then keeps only the badge', () => {
    renderGrid(12);
    const ring = () => screen.getByTestId('new-course-mark').firstElementChild!;
    expect(ring().className).toContain('opacity-100');
    act(() => vi.advanceTimersByTime(NEW_COURSE_HIGHLIGHT_MS));
    expect(ring().className).toContain('opacity-0');
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('marks nothing in an ordinary list', () => {
    renderGrid(null);
    expect(items()).toHaveLength(3);
    expect(screen.queryByText('New')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
