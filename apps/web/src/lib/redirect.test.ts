import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from './redirect.ts';

describe('sanitizeRedirect', () => {
  it.each([
    ['//evil.com', '/'],
    ['https://evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['/\\evil.com', '/'],
    ['/\t/evil.com', '/'],
    ['/login', '/'],
    ['/login?x', '/'],
    ['/login/callback', '/'],
    ['/LOGIN', '/'],
    ['/auth/callback', '/'],
    ['/auth/callback?code=1', '/'],
    ['', '/'],
    ['kcourse', '/'],
  ])('refuses %j', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it('defaults to / for null and undefined', () => {
    expect(sanitizeRedirect(null)).toBe('/');
    expect(sanitizeRedirect(undefined)).toBe('/');
  });

  it.each(['/kcourse?tab=x#c', '/', '/mypage/courses?tab=saved', '/loginhelp', '/buzz/post/3'])(
    'keeps %j',
    (input) => {
      expect(sanitizeRedirect(input)).toBe(input);
    },
  );
});
