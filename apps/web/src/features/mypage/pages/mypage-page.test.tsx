import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { MyCoursesPage } from './my-courses-page.tsx';
import { MyPagePage } from './mypage-page.tsx';

const USER = testUser(5, 'Sora');
const STATS = {
  bookmarkCount: 1,
  savedCourseCount: 2,
  courseCount: 3,
  courseCommentCount: 4,
  scrapCount: 5,
  postCount: 6,
  commentCount: 7,
  reviewCount: 8,
  memberSince: '2026-03-01T03:00:00.000Z',
};

describe('MyPagePage', () => {
  beforeAll(initTestI18n);
  beforeEach(() => setSession(USER));

  it('sends an anonymous visitor to /login, to come back with the same query', async () => {
    setSession(null);
    stubFetch({});
    const { router } = renderRoute('/mypage/courses', <MyCoursesPage />, '/mypage/courses?tab=saved');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/mypage/courses?tab=saved')}`);
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/mypage/courses?tab=saved');
  });

  it('waits for the session check before deciding', async () => {
    setSession(null, false);
    stubFetch({});
    const { router } = renderRoute('/mypage', <MyPagePage />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(router.state.location.pathname).toBe('/mypage');
  });

  it('shows the profile and the eight counts in three groups, each opening its list', async () => {
    stubFetch({ 'GET /api/mypage/stats': () => jsonResponse(200, { data: STATS }) });
    renderRoute('/mypage', <MyPagePage />);
    expect(await screen.findByText('Member since 2026-03-01')).toBeTruthy();
    expect(screen.getByText('sora@example.com')).toBeTruthy();
    const cards = [
      ['K-Map', 'Bookmarked places', '1', '/mypage/bookmarks'],
      ['K-Map', 'Reviews', '8', '/mypage/reviews'],
      ['K-Course', 'Saved courses', '2', '/mypage/courses?tab=saved'],
      ['K-Course', 'Created courses', '3', '/mypage/courses?tab=created'],
      ['K-Course', 'Course comments', '4', '/mypage/course-comments'],
      ['K-Buzz', 'Scraps', '5', '/mypage/scraps'],
      ['K-Buzz', 'Posts', '6', '/mypage/posts'],
      ['K-Buzz', 'Comments', '7', '/mypage/comments'],
    ];
    for (const [group, label, count, href] of cards) {
      const section = screen.getByRole('region', { name: group });
      const link = Array.from(section.querySelectorAll('a')).find((a) => a.textContent?.startsWith(label!));
      expect(link?.textContent, label).toBe(`${label}${count}`);
      expect(link?.getAttribute('href'), label).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe(
      '/api/mypage/export',
    );
  });

  it('says when the counts could not be loaded, and retries', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/mypage/stats': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } })
          : jsonResponse(200, { data: STATS });
      },
    });
    renderRoute('/mypage', <MyPagePage />);
    expect(await screen.findByText("We couldn't load your activity.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('Member since 2026-03-01')).toBeTruthy();
  });

  it('deletes the account only with the account email typed, then goes home signed out', async () => {
    const deletion = recordingHandler(200, { data: { ok: true } });
    stubFetch({
      'GET /api/mypage/stats': () => jsonResponse(200, { data: STATS }),
      'DELETE /api/mypage/account': deletion,
    });
    const { router } = renderRoute('/mypage', <MyPagePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('The photos you uploaded');
    const input = await screen.findByRole('textbox', {
      name: 'Type your email (sora@example.com) to confirm',
    });
    fireEvent.input(input, { target: { value: 'someone@example.com' } });
    const submit = () =>
      fireEvent.click(
        Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Delete my account')!,
      );
    submit();
    expect(await screen.findByText('This is not the email of your account.')).toBeTruthy();
    expect(deletion.sent).toEqual([]);
    fireEvent.input(input, { target: { value: 'Sora@example.com' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/mypage'));
    expect(deletion.sent).toEqual([{ confirm: 'Sora@example.com' }]);
  });
});
