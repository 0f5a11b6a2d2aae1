import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { I18N_NAMESPACE } from './locales-version.ts';

/**
 * `useTranslation()` for this app: `t` in the current language and the i18next instance, the component rendered
 * again when the language changes, and suspended (as react-i18next's `useSuspense` does) until the catalogue has
 * loaded. Every component of ours calls it without arguments (one namespace, no key prefix).
 *
 * Not react-i18next's own hook: it runs about a dozen hooks per call and copies the i18next instance (every own
 * property's descriptor) on each component's first render, for options we do not use; with some 290 calls on a
 * page that was a tenth of a page's first render on a phone (issue 33, CPU profiles at 4x).
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  if (!isReady(language)) throw whenReady();
  return { t: tIn(language), i18n: i18next };
}

const listeners = new Set<() => void>();
let isListening = false;

/** One listener on i18next for every component: a language change (its catalogue is loaded by then). */
function subscribe(listener: () => void): () => void {
  if (!isListening) {
    isListening = true;
    i18next.on('languageChanged', () => {
      for (const notify of listeners) notify();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentLanguage = (): string => i18next.language ?? '';

/** The languages whose catalogue was found loaded (or failed: then keys show, as react-i18next does). */
const readyLanguages = new Set<string>();

function isReady(language: string): boolean {
  if (readyLanguages.has(language)) return true;
  if (!i18next.isInitialized || !language || !i18next.hasLoadedNamespace(I18N_NAMESPACE)) return false;
  readyLanguages.add(language);
  return true;
}

let pending: Promise<void> | null = null;

/** Settles once i18next has started and the catalogue is in: what a suspended component waits for. */
function whenReady(): Promise<void> {
  pending ??= new Promise<void>((resolve) => {
    const settle = () => {
      pending = null;
      resolve();
    };
    i18next.loadNamespaces(I18N_NAMESPACE, () => {
      if (i18next.isInitialized) {
        settle();
        return;
      }
      const onInitialized = () => {
        i18next.off('initialized', onInitialized);
        settle();
      };
      i18next.on('initialized', onInitialized);
    });
  });
  return pending;
}

/** One `t` per language, as react-i18next's: a new language is a new function (memos that use it are redone). */
const fixedTs = new Map<string, TFunction>();

function tIn(language: string): TFunction {
  let t = fixedTs.get(language);
  if (!t) {
    t = plainFirst(language, i18next.getFixedT(language, I18N_NAMESPACE));
    fixedTs.set(language, t);
  }
  return t;
}

/**
 * `t` that answers a key asked without options, whose text has nothing to fill in (no `{{value}}`, no nested
 * `$t(…)`), with the catalogue's text itself; everything else (options, plurals, a missing key, a fallback) goes
 * through i18next's `t`, which would answer those keys with the same text after its option handling, key
 * resolution and interpolation scan: most of the calls on a page, and most of i18next's share of its first render.
 */
function plainFirst(language: string, full: TFunction): TFunction {
  const t = (...args: unknown[]) => {
    const key = args[0];
    if (args.length === 1 && typeof key === 'string') {
      const text: unknown = i18next.getResource(language, I18N_NAMESPACE, key);
      if (typeof text === 'string' && text !== '' && !text.includes('{{') && !text.includes('$t('))
        return text;
    }
    return (full as unknown as (...rest: unknown[]) => unknown)(...args);
  };
  return t as unknown as TFunction;
}
