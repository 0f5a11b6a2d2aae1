import i18next from 'i18next';
import { catalogueBackend } from './catalogue-backend.ts';
import { FALLBACK_LANGUAGE, LANGUAGES, matchLanguageTag, normalizeStoredLanguage } from './language.ts';
import { rememberLanguageForServer } from './language-cookie.ts';
import { languageDetector } from './language-detector.ts';
import { useLanguageStore } from './language-store.ts';
import { I18N_NAMESPACE } from './locales-version.ts';
import { queryClient } from './query-client.ts';

export { I18N_NAMESPACE, LOCALES_VERSION } from './locales-version.ts';

/**
 * A supported language falls back to nothing: its catalogue has every key (locales.test.ts), and a fallback would
 * be fetched before the first render (English, 17 KB, on every Korean and Chinese reader's first page; issue 16).
 * Anything else (an unsupported tag) gets English.
 */
const FALLBACKS = {
  ...Object.fromEntries(LANGUAGES.map((language) => [language, []])),
  default: [FALLBACK_LANGUAGE],
};

/** The language the app last showed; undefined until the first one is chosen. */
let shownLanguage: string | undefined;

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts i18next: the catalogues (catalogue-backend.ts), detection (language-detector.ts: localStorage, then `?lng`,
 * then the browser's preferred languages when one is ours (DESIGN §6), then the store), `<html lang>`.
 */
export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', (language) => {
    const resolved = normalizeStoredLanguage(matchLanguageTag(language));
    syncDocumentLanguage(resolved);
    rememberLanguageForServer(resolved);
    // Keep the store (and so `ktravel-lang`) in step when detection, not the switcher, chose the language.
    if (useLanguageStore.getState().language !== resolved) useLanguageStore.setState({ language: resolved });
    // Answers in the reader's language (our own articles, course checks) are read again in the new one.
    if (shownLanguage !== undefined && shownLanguage !== resolved) void queryClient.invalidateQueries();
    shownLanguage = resolved;
  });

  return i18next
    .use(catalogueBackend)
    .use(languageDetector)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACKS,
      load: 'currentOnly',
      ns: [I18N_NAMESPACE],
      defaultNS: I18N_NAMESPACE,
      interpolation: { escapeValue: false },
      // Our keys are plain paths in one namespace ("kcourse.detail.back"): said so, i18next skips the work it does on
      // every t() for keys that might be sentences or name a namespace ("ns:key"), and for a missing key (a plural
      // form a language lacks) it does not search the catalogue for dotted keys. About a fifth of a course page's
      // first render went to t() (issue 33); catalogues keep no dot or colon in a key (locales.test.ts).
      keySeparator: '.',
      nsSeparator: false,
      ignoreJSONStructure: false,
    });
}

export { i18next as i18n };
