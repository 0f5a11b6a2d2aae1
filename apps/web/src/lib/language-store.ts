import i18next from 'i18next';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, type Language, normalizeStoredLanguage } from './language.ts';
import { rememberLanguageOfferAnswer } from './language-offer.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * localStorage, tolerating a bare value (`ko-KR`) written by an older version instead of zustand's JSON
 * envelope, so such a value reaches the normalisation below instead of being thrown away unread.
 */
const tolerantLocalStorage: StateStorage = {
  getItem: (name) => {
    const raw = localStorage.getItem(name);
    if (raw === null) return null;
    try {
      JSON.parse(raw);
      return raw;
    } catch {
      return JSON.stringify({ state: { language: raw }, version: 0 });
    }
  },
  setItem: (name, value) => localStorage.setItem(name, value),
  removeItem: (name) => localStorage.removeItem(name),
};

/** The interface language (en, ko, zh; default ko), persisted under `ktravel-lang`. Drives i18next. */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      setLanguage: (language) => {
        const next = normalizeStoredLanguage(language);
        // A language chosen by hand: never offer another one.
        rememberLanguageOfferAnswer('chosen');
        set({ language: next });
        if (i18next.isInitialized && i18next.language !== next) void i18next.changeLanguage(next);
      },
    }),
    {
      name: STORAGE_KEYS.language,
      storage: createJSONStorage(() => tolerantLocalStorage),
      partialize: (state) => ({ language: state.language }),
      merge: (persisted, current) => {
        const stored = (persisted as { language?: unknown } | undefined)?.language;
        return { ...current, language: normalizeStoredLanguage(stored) };
      },
    },
  ),
);
