import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testPost } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, renderRoute, stubFetch } from '@/test/render.tsx';
import { HeroVisual } from './hero-visual.tsx';

const DAY = 86_400_000;
const trendsAnswer = (daysAgo: number) => () =>
  jsonResponse(200, {
    data: {
      items: [
        testPost({
          id: 41,
          postType: 'trend',
          title: 'Seongsu-dong: the pop-up capital',
          createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
        }),
      ],
      total: 1,
      page: 1,
      limit: 1,
      totalPages: 1,
    },
  });

describe('the home page’s K-Buzz bubble (issue 44: a real current article or none)', () => {
  beforeAll(initTestI18n);
  afterEach(() => vi.unstubAllGlobals());

  it('is the newest trend article, a link to it', async () => {
    stubFetch({ 'GET /api/posts': trendsAnswer(6) });
    renderRoute('/', <HeroVisual />);
    const link = await screen.findByTestId('home-latest-trend');
    expect(link.tagName).toBe('A');
    expect(link.textContent).toBe('Newest on K-Buzz: Seongsu-dong: the pop-up capital');
    expect(link.getAttribute('href')).toBe('/buzz/trend/41');
  });

  it('is nothing when the newest is old news, or when K-Buzz cannot be read', async () => {
    stubFetch({ 'GET /api/posts': trendsAnswer(90) });
    const old = renderRoute('/', <HeroVisual />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('home-latest-trend')).toBeNull();
    old.unmount();
    stubFetch({
      'GET /api/posts': () => jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }),
    });
    renderRoute('/', <HeroVisual />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('home-latest-trend')).toBeNull();
    expect(screen.queryByText(/Cherry blossoms/)).toBeNull();
  });
});
