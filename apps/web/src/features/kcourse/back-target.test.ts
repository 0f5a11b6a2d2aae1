import { describe, expect, it } from 'vitest';
import { courseBackTarget, courseDetailHref } from './back-target.ts';

const target = (query: string) => courseBackTarget(new URLSearchParams(query));

describe('courseBackTarget', () => {
  it('goes to returnTo when it is a same-origin path', () => {
    expect(target('returnTo=%2Fkcourse%3Ftab%3Dall-courses%26page%3D2')).toBe(
      '/kcourse?tab=all-courses&page=2',
    );
    expect(target('returnTo=/mypage/courses?tab=saved&from=mypage')).toBe('/mypage/courses?tab=saved');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'kcourse',
    '/login',
  ])('ignores an unsafe returnTo (%s)', (returnTo) => {
    expect(target(`returnTo=${encodeURIComponent(returnTo)}`)).toBe('/kcourse');
  });

  it('goes to My Page courses when from=mypage, keeping the tab', () => {
    expect(target('from=mypage&tab=saved')).toBe('/mypage/courses?tab=saved');
    expect(target('from=mypage&tab=created')).toBe('/mypage/courses?tab=created');
    expect(target('from=mypage&tab=shared')).toBe('/mypage/courses?tab=shared');
    expect(target('from=mypage')).toBe('/mypage/courses?tab=created');
    expect(target('from=mypage&tab=%3Cscript%3E')).toBe('/mypage/courses?tab=created');
  });

  it('prefers returnTo over from=mypage', () => {
    expect(target('from=mypage&tab=saved&returnTo=%2Fkcourse')).toBe('/kcourse');
  });

  it('goes to /kcourse otherwise', () => {
    expect(target('')).toBe('/kcourse');
    expect(target('from=elsewhere')).toBe('/kcourse');
  });
});

describe('courseDetailHref', () => {
  it('carries the current path and query as returnTo', () => {
    const href = courseDetailHref(7, '/kcourse?tab=all-courses&page=2');
    expect(href).toBe('/kcourse/7?returnTo=%2Fkcourse%3Ftab%3Dall-courses%26page%3D2');
    const url = new URL(href, 'http://localhost');
    expect(courseBackTarget(url.searchParams)).toBe('/kcourse?tab=all-courses&page=2');
  });

  it('adds a hash', () => {
    expect(courseDetailHref(7, '/kcourse', '#comments')).toBe('/kcourse/7?returnTo=%2Fkcourse#comments');
  });
});
