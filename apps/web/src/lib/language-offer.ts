import { DEFAULT_LANGUAGE, isLanguage, type Language, matchLanguageTag } from './language.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** What the visitor did with the offer: switched, declined, or chose a language themselves. */
export type LanguageOfferAnswer = 'switched' | 'declined' | 'chosen';

function readAnswer(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.languageOfferAnswered);
  } catch {
    return null;
  }
}

export function rememberLanguageOfferAnswer(answer: LanguageOfferAnswer): void {
  try {
    localStorage.setItem(STORAGE_KEYS.languageOfferAnswered, answer);
  } catch {
    // Storage refused (private mode): the offer may come back on the next visit.
  }
}

/** The first of the browser's preferred languages that we offer, if any. */
export function preferredBrowserLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const match = matchLanguageTag(tag);
    if (isLanguage(match)) return match;
  }
  return null;
}

/**
 * The language to offer, or null: only to a visitor who has never chosen a language nor answered the offer, who
 * reads the page in the default Korean (spec §4) while the browser prefers English or Chinese, and who did not
 * come through a link naming a language (`?lng=`).
 */
export function languageToOffer(
  current: string,
  languages: readonly string[],
  search: string,
): Language | null {
  if (current !== DEFAULT_LANGUAGE || readAnswer() !== null) return null;
  if (new URLSearchParams(search).has('lng')) return null;
  const preferred = preferredBrowserLanguage(languages);
  if (!preferred || preferred === current) return null;
  return preferred;
}
