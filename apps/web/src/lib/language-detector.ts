import type { LanguageDetectorModule } from 'i18next';
import { matchLanguageTag } from './language.ts';
import { useLanguageStore } from './language-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * Where the reader's language is looked for (DESIGN §6), in this order: the language i18next last showed
 * (localStorage `i18nextLng`), `?lng`, the browser's preferred languages, then the language store (whose default is
 * Korean). Every candidate is mapped to one of ours where it can be (`zh-TW` → `zh-Hant`); i18next takes the first
 * one it supports. The chosen language is kept in localStorage for the next visit.
 *
 * The same rules i18next-browser-languagedetector followed with our options, in 40 lines instead of its 2 KB (gzip)
 * on every page's first load (issue 33): we used four of its ten sources and none of its options' variety.
 */
export function detectLanguages(): string[] {
  const found = [
    storedLanguage(),
    queryLanguage(),
    ...(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
    useLanguageStore.getState().language,
  ];
  return found.filter((tag): tag is string => typeof tag === 'string' && tag !== '').map(matchLanguageTag);
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.i18nextLanguage);
  } catch {
    // Storage refused (a locked-down private window): the other sources decide.
    return null;
  }
}

function queryLanguage(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lng');
}

/** i18next's detector module: answers every candidate; i18next picks the first supported one. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage(language) {
    // i18next's test mode shows keys, not a language worth keeping.
    if (language === 'cimode') return;
    try {
      window.localStorage.setItem(STORAGE_KEYS.i18nextLanguage, language);
    } catch {
      // Not kept: the next visit detects again.
    }
  },
};
