import type { CourseDto } from '@ktravel/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testCourse, testStop } from '@/test/fixtures.ts';
import { initTestI18n } from '@/test/render.tsx';
import ko from '../../public/locales/ko/common.json';
import zh from '../../public/locales/zh/common.json';
import { CourseCard } from './course-card.tsx';

/** What a sighted reader sees of an element: its text without the screen-reader-only parts. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Whether an accessible name holds the visible label the way speech input needs it (WCAG 2.5.3): the label's
 * text, with a number standing as a word of its own ("3 comments", "댓글 3", not "댓글 3개").
 */
function holdsLabel(name: string, label: string): boolean {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = /^\d/.test(label) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /\d$/.test(label) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'iu').test(name);
}

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

  it("shows the author's cover photo (its thumbnail) before the first stop's photo", () => {
    const withCover = { ...COURSE, coverUrl: '/cover.webp', coverThumbnailUrl: '/cover-480.webp' };
    const { container } = renderCard(withCover, null);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/cover-480.webp');
  });

  describe('accessible names agree with the visible labels (WCAG 2.5.3)', () => {
    afterEach(() => i18next.changeLanguage('en'));

    it.each([
      ['en', null],
      ['ko', ko],
      ['zh', zh],
    ] as const)(
      'in %s, every link is named starting with the text it shows, a number as a word of its own',
      async (language, messages) => {
        if (messages) i18next.addResourceBundle(language, 'common', messages, true, true);
        await i18next.changeLanguage(language);
        renderCard(COURSE, 7);
        const names = new Map<Element, string>();
        screen.getAllByRole('link', {
          name: (name, element) => {
            if (element) names.set(element, name);
            return true;
          },
        });
        expect(names.size).toBe(2);
        for (const [link, name] of names) {
          const visible = visibleText(link);
          expect(visible, `a link shows no text: ${link.outerHTML}`).not.toBe('');
          expect(holdsLabel(name, visible), `"${name}" does not hold "${visible}"`).toBe(true);
          // Best practice, and true of these links in every language: the name starts with the label.
          expect(name.startsWith(visible), `"${name}" does not start with "${visible}"`).toBe(true);
        }
      },
    );
  });
});
