// @vitest-environment jsdom
/// <reference types="node" />
import { APP_ROUTES, exampleAppPath } from '@ktravel/contract';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-handle.ts';
import { routes } from './routes.tsx';

/** Every page (spec §2 plus about and privacy), one example path per route. */
const SPEC_PATHS = APP_ROUTES.map(exampleAppPath);

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
  });

  it('has the My Page overview and its six lists', async () => {
    const load = pageComponentName;
    expect(await load('/mypage')).toBe('MyPagePage');
    expect(await load('/mypage/posts')).toBe('MyPostsPage');
    expect(await load('/mypage/scraps')).toBe('MyScrapsPage');
    expect(await load('/mypage/comments')).toBe('MyCommentsPage');
    expect(await load('/mypage/course-comments')).toBe('MyCourseCommentsPage');
    expect(await load('/mypage/bookmarks')).toBe('MyBookmarksPage');
    expect(await load('/mypage/courses')).toBe('MyCoursesPage');
  });

  it('has the K-Buzz pages: the list, a community post and a trend article', async () => {
    const load = pageComponentName;
    expect(await load('/buzz')).toBe('BuzzPage');
    expect(await load('/buzz/post/12')).toBe('PostDetailPage');
    expect(await load('/buzz/trend/12')).toBe('TrendDetailPage');
    expect(leafHandle('/buzz')?.titleKey).toBe('pages.buzz');
    expect(leafHandle('/buzz/post/12')?.titleKey).toBe('pages.buzzPost');
    expect(leafHandle('/buzz/trend/12')?.titleKey).toBe('pages.buzzTrend');
    expect(leafHandle('/buzz')?.isFullScreen).toBeUndefined();
  });

  it("has the K-Course pages (an invite link's too), and the planner as a full-screen map page", async () => {
    const load = pageComponentName;
    expect(await load('/kcourse')).toBe('KcoursePage');
    expect(await load('/kcourse/12')).toBe('CourseDetailPage');
    expect(await load('/courses/12')).toBe('CourseDetailPage');
    expect(await load('/planner')).toBe('PlannerPage');
    expect(await load('/invite/12')).toBe('InvitePage');
    expect(leafHandle('/invite/12')?.titleKey).toBe('pages.invite');
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

describe('route preloads (issue 16)', () => {
  it('reads every page route of routes.tsx with its page module, so each page gets its preloads', async () => {
    const { readFileSync } = await import('node:fs');
    const { readRoutePages } = await import('../../scripts/route-preloads.ts');
    // The tests run in apps/web (jsdom's import.meta.url is not a file URL).
    const pages = readRoutePages(readFileSync(`${process.cwd()}/src/app/routes.tsx`, 'utf8'));
    const flatten = (list: typeof routes): string[] =>
      list.flatMap((route) => [
        ...(route.lazy ? [route.index ? '' : (route.path ?? '')] : []),
        ...flatten(route.children ?? []),
      ]);
    const lazyPaths = flatten(routes).filter((path) => path !== '*');
    expect(pages.map((page) => page.path).sort()).toEqual([...lazyPaths].sort());
    expect(pages.find((page) => page.path === 'kmap')?.module).toBe('../features/kmap/pages/kmap-page.tsx');
    expect(pages.find((page) => page.path === '')?.module).toBe('./pages/home-route.tsx');
    // Pages not built yet share the "not available" page.
    for (const page of pages) expect(page.module).toMatch(/\.tsx$/);
  });
});
