import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { setSession, testCourse, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, renderRoute, stubFetch } from '@/test/render.tsx';
import { MyBookmarksPage } from './my-bookmarks-page.tsx';
import { MyCourseCommentsPage } from './my-course-comments-page.tsx';
import { courseTabOf, MyCoursesPage } from './my-courses-page.tsx';
import { MyPostsPage } from './my-posts-page.tsx';

const page = <T,>(items: T[], total: number, current = 1, limit = 10) => ({
  data: { items, total, page: current, limit, totalPages: Math.ceil(total / limit) },
});

const BOOKMARK = {
  id: 1,
  placeId: 9,
  type: 'travel' as const,
  name: 'Gyeongbokgung Palace',
  nameKo: '경복궁',
  nameZh: '景福宫',
  nameJa: '景福宮',
  nameZhHant: '景福宮',
  address: '161 Sajik-ro, Jongno-gu, Seoul',
  addressKo: '서울특별시 종로구 사직로 161',
  addressZh: '首尔特别市钟路区社稷路161',
  addressJa: 'ソウル特別市鍾路区社稷路161',
  addressZhHant: '首爾特別市鍾路區社稷路161',
  lat: 37.5796,
  lng: 126.977,
  googleMapsUrl: 'https://www.google.com/maps/place/?q=place_id:abc',
  photoUrl: null,
  createdAt: '2026-03-01T00:00:00.000Z',
};

const comment = (id: number) => ({
  id,
  content: `Comment ${id}`,
  createdAt: '2026-03-01T00:00:00.000Z',
  moderationStatus: 'active' as const,
  course: { id: 3, title: 'Palaces', author: { name: 'Mina' } },
});

describe('My Page lists', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(testUser(5, 'Sora')));

  it('pages the posts by the URL, labels drafts, and shows at most 5 page buttons', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/mypage/posts': () =>
        jsonResponse(
          200,
          page(
            [
              {
                id: 4,
                postType: 'community',
                status: 'draft',
                moderationStatus: 'active',
                category: 'community',
                title: 'Half written',
                content: 'Soon',
                likeCount: 0,
                commentCount: 2,
                createdAt: '2026-03-01T00:00:00.000Z',
              },
            ],
            95,
            4,
          ),
        ),
    });
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      asked.push(String(input));
      return original(input, init);
    };
    const { router } = renderRoute('/mypage/posts', <MyPostsPage />, '/mypage/posts?page=4');
    expect(await screen.findByRole('link', { name: 'Half written' })).toBeTruthy();
    expect(asked[0]).toBe('/api/mypage/posts?page=4&limit=10');
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('2 comments')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of My posts' });
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=5'));
  });

  it('shows an empty state with its call to action, and an error with Retry', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/mypage/posts': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } })
          : jsonResponse(200, page([], 0));
      },
    });
    renderRoute('/mypage/posts', <MyPostsPage />);
    expect(await screen.findByText("We couldn't load this list.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText("You haven't written any posts yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write your first post' }).getAttribute('href')).toBe('/buzz');
  });

  it('toggles bookmarks between grid and list, remembers it, and opens the outside map in a new tab', async () => {
    stubFetch({ 'GET /api/mypage/bookmarks': () => jsonResponse(200, page([BOOKMARK], 1, 1, 12)) });
    renderRoute('/mypage/bookmarks', <MyBookmarksPage />);
    // The links the place sheet has: Naver and Kakao by the Korean name, Google by the place's own page.
    const links = await screen.findByRole('list', { name: 'Open Gyeongbokgung Palace in a map app' });
    const link = within(links).getByRole('link', { name: /Google Maps/ });
    expect(link.getAttribute('href')).toBe(BOOKMARK.googleMapsUrl);
    expect(
      within(links)
        .getByRole('link', { name: /Naver Map/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent('경복궁'));
    expect(
      within(links)
        .getByRole('link', { name: /Kakao Map/ })
        .getAttribute('href'),
    ).toContain('map.kakao.com/link/map/');
    expect(screen.getByText('161 Sajik-ro, Jongno-gu, Seoul')).toBeTruthy();
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const grid = screen.getByRole('button', { name: 'Grid' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.mypageBookmarkView)).toBe('list');
  });

  it("shows a bookmark's address in the reader's language (issue 33)", async () => {
    stubFetch({ 'GET /api/mypage/bookmarks': () => jsonResponse(200, page([BOOKMARK], 1, 1, 12)) });
    await i18next.changeLanguage('ko');
    try {
      renderRoute('/mypage/bookmarks', <MyBookmarksPage />);
      expect(await screen.findByText('서울특별시 종로구 사직로 161')).toBeTruthy();
      expect(screen.queryByText('161 Sajik-ro, Jongno-gu, Seoul')).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('chooses the course tab by ?tab (created by default) and links cards back to it', async () => {
    expect(courseTabOf(null)).toBe('created');
    expect(courseTabOf('other')).toBe('created');
    expect(courseTabOf('saved')).toBe('saved');
    stubFetch({
      'GET /api/mypage/saved-courses': () =>
        jsonResponse(
          200,
          page([testCourse({ id: 42, title: 'Saved one', savedAt: '2026-03-01T00:00:00.000Z' })], 1, 1, 12),
        ),
      'GET /api/mypage/courses': () => jsonResponse(200, page([], 0, 1, 12)),
    });
    const { router } = renderRoute('/mypage/courses', <MyCoursesPage />, '/mypage/courses?tab=saved');
    const card = await screen.findByRole('link', { name: 'Saved one' });
    expect(card.getAttribute('href')).toBe('/kcourse/42?from=mypage&tab=saved');
    expect(screen.getByRole('tab', { name: 'Saved' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Created' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=created'));
    expect(await screen.findByRole('link', { name: 'Plan your first course' })).toBeTruthy();
  });

  it('lists the courses shared with the member under "Shared with me" (?tab=shared)', async () => {
    expect(courseTabOf('shared')).toBe('shared');
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      const shared = url.searchParams.get('tab') === 'shared';
      return jsonResponse(
        200,
        page(shared ? [testCourse({ id: 43, title: 'Busan with Sora' })] : [], 1, 1, 12),
      );
    });
    renderRoute('/mypage/courses', <MyCoursesPage />, '/mypage/courses?tab=shared');
    const card = await screen.findByRole('link', { name: 'Busan with Sora' });
    expect(card.getAttribute('href')).toBe('/kcourse/43?from=mypage&tab=shared');
    expect(screen.getByRole('tab', { name: 'Shared with me' }).getAttribute('aria-selected')).toBe('true');
    expect(asked).toEqual(['/api/mypage/courses?tab=shared&page=1&limit=12']);
  });

  it('loads course comments 10 at a time with "Load more"', async () => {
    let call = 0;
    stubFetch({
      'GET /api/mypage/course-comments': () => {
        call += 1;
        const items = call === 1 ? Array.from({ length: 10 }, (_, i) => comment(i + 1)) : [comment(11)];
        return jsonResponse(200, page(items, 11, call));
      },
    });
    renderRoute('/mypage/course-comments', <MyCourseCommentsPage />);
    expect(await screen.findByText('Showing 10 of 11')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 11 of 11')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByTestId('my-course-comment')).toHaveLength(11);
  });
});
