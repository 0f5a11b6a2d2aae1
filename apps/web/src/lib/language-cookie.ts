import type { Language } from './language.ts';

/**
 * A cookie naming the interface language, read by the server only to preload that language's translations in the
 * page's HTML (and set `<html lang>`), so they download beside the scripts (issue 16). The language itself stays
 * in localStorage (`ktravel-lang`); a missing or stale cookie only costs the preload.
 */
export const LANGUAGE_COOKIE = 'ktravel-lang';

export function rememberLanguageForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; one plain cookie.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
