const DEFAULT_REDIRECT = '/';

/** Paths that must never be a post-login destination: going there would loop or re-run the sign-in. */
const FORBIDDEN_PATHS = ['/login', '/auth/callback'];

/**
 * Returns `value` if it is a same-origin path that is safe to navigate to after signing in, else `/`.
 * Refuses protocol-relative (`//host`, `/\host`) and absolute URLs, control characters, and the sign-in
 * routes themselves.
 */
export function sanitizeRedirect(value: string | null | undefined): string {
  if (typeof value !== 'string' || value === '') return DEFAULT_REDIRECT;
  if (!value.startsWith('/')) return DEFAULT_REDIRECT;
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return DEFAULT_REDIRECT;
  // Browsers strip tabs and newlines from URLs, which can turn "/\t/evil.com" into "//evil.com".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_REDIRECT;

  const pathname = (value.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  for (const forbidden of FORBIDDEN_PATHS) {
    if (pathname === forbidden || pathname.startsWith(`${forbidden}/`)) return DEFAULT_REDIRECT;
  }
  return value;
}
