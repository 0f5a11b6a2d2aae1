import { LANGUAGE_COOKIE } from '@ktravel/contract';
import type { Language } from './language.ts';

export { LANGUAGE_COOKIE };

/**
 * Keeps the contract's `LANGUAGE_COOKIE` naming the interface language, for the server to preload that language's
 * translations in the page's HTML (issue 16); a missing or stale cookie only costs the preload.
 */
export function rememberLanguageForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; one plain cookie.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
