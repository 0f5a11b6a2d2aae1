import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '@ktravel/contract';
import { isLanguage, type Language, matchLanguageTag } from './language.ts';
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
 * The language to offer, or null. A first visit already opens in the browser's preferred language when it is one of
 * ours (DESIGN §6), so the offer is left for where it still helps: a visitor who has never chosen a language nor
 * answered the offer, reading another language than the browser prefers (a link that named one with `?lng=`, or a
 * visit from before the rule).
 */
export function languageToOffer(current: string, languages: readonly string[]): Language | null {
  if (readAnswer() !== null) return null;
  // A browser in none of our languages (French, German, Thai…) opens in the default, Korean, which such a visitor
  // is least likely to read: English is offered, the language most of them read among ours (issue 44). A language
  // a link chose (`?lng=`) is left alone.
  const fallback = languages.length > 0 && current === DEFAULT_LANGUAGE ? FALLBACK_LANGUAGE : null;
  const preferred = preferredBrowserLanguage(languages) ?? fallback;
  if (!preferred || preferred === current) return null;
  return preferred;
}
