import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-handle.ts';
import { routes } from './routes.tsx';

/** Spec §2, one example path per route. */
const SPEC_PATHS = [
  '/',
  '/login',
  '/auth/callback',
  '/login/callback',
  '/kmap',
  '/tips',
  '/kcourse',
  '/kcourse/12',
  '/courses/12',
  '/planner',
  '/buzz',
  '/buzz/post/3',
  '/buzz/trend/4',
  '/mypage',
  '/mypage/posts',
  '/mypage/scraps',
  '/mypage/comments',
  '/mypage/course-comments',
  '/mypage/bookmarks',
  '/mypage/courses',
  '/admin',
  '/admin/courses',
  '/admin/connect',
  '/admin/map',
  '/admin/map/add',
  '/admin/map/edit/9',
  '/admin/users',
  '/admin/statistics',
  '/demo/error',
];

async function pageComponentName(path: string): Promise<string | undefined> {
  const lazy = matchRoutes(routes, path)?.at(-1)?.route.lazy;
  if (typeof lazy !== 'function') throw new Error(`no lazy page for ${path}`);
  return (await lazy()).Component?.name;
}

function leafHandle(path: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, path);
  return matches?.at(-1)?.route.handle as RouteHandle | undefined;
}

describe('routes', () => {
  it.each(SPEC_PATHS)('%s is a real route with a lazily loaded page', (path) => {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(typeof leaf?.lazy).toBe('function');
    expect(leafHandle(path)?.titleKey).toMatch(/^pages\./);
  });

  it.each(['/nope', '/kcourse/1/extra', '/admin/map/edit', '/loginx'])('%s is the 404 page', (path) => {
    expect(leafHandle(path)?.titleKey).toBe('pages.notFound');
  });

  it('uses the sign-in pages for /login and both callback paths', async () => {
    const load = pageComponentName;
    expect(await load('/login')).toBe('LoginPage');
    expect(await load('/auth/callback')).toBe('LoginCallbackPage');
    expect(await load('/login/callback')).toBe('LoginCallbackPage');
    expect(await load('/buzz')).toBe('NotAvailablePage');
  });

  it('has the K-Course pages, and the planner as a full-screen map page', async () => {
    const load = pageComponentName;
    expect(await load('/kcourse')).toBe('KcoursePage');
    expect(await load('/kcourse/12')).toBe('CourseDetailPage');
    expect(await load('/courses/12')).toBe('CourseDetailPage');
    expect(await load('/planner')).toBe('PlannerPage');
    expect(leafHandle('/planner')?.isFullScreen).toBe(true);
  });

  it('has real, full-screen map pages for /kmap and /tips', async () => {
    const load = pageComponentName;
    expect(await load('/kmap')).toBe('KmapPage');
    expect(await load('/tips')).toBe('TipsPage');
    expect(leafHandle('/kmap')?.isFullScreen).toBe(true);
    expect(leafHandle('/tips')?.isFullScreen).toBe(true);
    expect(leafHandle('/about')?.isFullScreen).toBeUndefined();
  });

  it('has real pages for home, about, privacy and the error display demo', async () => {
    const load = pageComponentName;
    expect(await load('/')).toBe('HomeRoute');
    expect(await load('/about')).toBe('AboutPage');
    expect(await load('/privacy')).toBe('PrivacyPage');
    expect(await load('/demo/error')).toBe('ErrorDemoPage');
  });
});
