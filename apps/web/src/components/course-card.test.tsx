import type { CourseDto } from '@ktravel/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCourse, testStop } from '@/test/fixtures.ts';
import { initTestI18n } from '@/test/render.tsx';
import { CourseCard } from './course-card.tsx';

const LIST = '/kcourse?tab=all-courses&page=2';
const href = (hash = '') => `/kcourse/42?returnTo=${encodeURIComponent(LIST)}${hash}`;

const AT = '2026-11-01T00:00:00.000Z';
const stop = (id: number, name: string, photoUrl: string | null) =>
  testStop({ id, order: id, name, photoUrl, lat: 37.57 });

const COURSE = testCourse({
  id: 42,
  title: 'Palaces of Jongno',
  visibility: 'private',
  category: 'cultural',
  authorId: 7,
  author: { id: 7, name: 'Mina', email: null, avatarUrl: null },
  createdAt: AT,
  created_at: AT,
  updatedAt: AT,
  isAdvertisement: true,
  shareCount: 1,
  saveCount: 5,
  commentCount: 3,
  stops: [stop(1, 'Gyeongbokgung', '/photo.jpg'), stop(2, 'Bukchon Hanok Village', null)],
});

function renderCard(course: CourseDto, viewerId: number | null) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <CourseCard course={course} href={href} viewerId={viewerId} />,
      },
    ],
    { initialEntries: ['/kcourse?tab=all-courses&page=2'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('CourseCard', () => {
  beforeAll(initTestI18n);

  it('shows title, first stop as location, category, stops, author, counts and badges', () => {
    renderCard(COURSE, 7);
    const card = screen.getByTestId('course-card');
    expect(card.textContent).toContain('Gyeongbokgung');
    expect(card.textContent).toContain('Culture');
    expect(card.textContent).toContain('2 stops');
    expect(card.textContent).toContain('Mina');
    expect(card.textContent).toContain('5 saves');
    expect(card.textContent).toContain('Ad');
    expect(card.textContent).toContain('Private');
  });

  it('opens the detail at the address the list gives, and the comment button opens #comments', () => {
    renderCard(COURSE, null);
    expect(screen.getByRole('link', { name: 'Palaces of Jongno' }).getAttribute('href')).toBe(
      '/kcourse/42?returnTo=%2Fkcourse%3Ftab%3Dall-courses%26page%3D2',
    );
    expect(screen.getByRole('link', { name: '3 comments' }).getAttribute('href')).toBe(
      '/kcourse/42?returnTo=%2Fkcourse%3Ftab%3Dall-courses%26page%3D2#comments',
    );
    // Someone else's private course (an admin list) carries no "private" badge of ownership.
    expect(screen.getByTestId('course-card').textContent).not.toContain('Private');
  });

  it('falls back when the photo fails to load', () => {
    const { container } = renderCard(COURSE, null);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/photo.jpg');
    fireEvent.error(image!);
    expect(screen.getByTestId('course-image-fallback')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
