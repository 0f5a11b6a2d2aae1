// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from './language.ts';
import { detectLanguages, languageDetector } from './language-detector.ts';
import { useLanguageStore } from './language-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** A fresh i18next with our detector and our supported languages: the language it settles on. */
async function chosenLanguage(): Promise<string> {
  const instance = i18next.createInstance();
  await instance.use(languageDetector).init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: {} }])),
  });
  return instance.language;
}

describe('languageDetector', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    useLanguageStore.setState({ language: 'ko' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the stored language, ?lng, the browser and then the store, each mapped to one of ours', () => {
    window.localStorage.setItem(STORAGE_KEYS.i18nextLanguage, 'ja');
    window.history.replaceState(null, '', '/kmap?lng=zh-CN');
    browserPrefers('fr-FR', 'zh-TW', 'en-US');
    useLanguageStore.setState({ language: 'en' });
    expect(detectLanguages()).toEqual(['ja', 'zh', 'fr-FR', 'zh-Hant', 'en', 'en']);
  });

  it.each<[string, { stored?: string; query?: string; browser: string[] }, string]>([
    ['the stored language first', { stored: 'ja', query: 'zh', browser: ['en-US'] }, 'ja'],
    ['?lng before the browser', { query: 'zh', browser: ['en-US'] }, 'zh'],
    ['the first browser language we offer', { browser: ['fr-FR', 'zh-HK', 'en'] }, 'zh-Hant'],
    ['the store when nothing else is ours (Korean by default)', { browser: ['fr-FR', 'de'] }, 'ko'],
  ])('i18next settles on %s', async (_, { stored, query, browser }, expected) => {
    if (stored) window.localStorage.setItem(STORAGE_KEYS.i18nextLanguage, stored);
    if (query) window.history.replaceState(null, '', `/?lng=${query}`);
    browserPrefers(...browser);
    expect(await chosenLanguage()).toBe(expected);
  });

  it('keeps the language i18next changes to for the next visit, but not its test mode', async () => {
    browserPrefers('en-US');
    const instance = i18next.createInstance();
    await instance.use(languageDetector).init({ supportedLngs: [...LANGUAGES], resources: {} });
    expect(window.localStorage.getItem(STORAGE_KEYS.i18nextLanguage)).toBe('en');
    await instance.changeLanguage('ja');
    expect(window.localStorage.getItem(STORAGE_KEYS.i18nextLanguage)).toBe('ja');
    languageDetector.cacheUserLanguage?.('cimode');
    expect(window.localStorage.getItem(STORAGE_KEYS.i18nextLanguage)).toBe('ja');
  });

  it('goes on without storage when the browser refuses it', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    browserPrefers('ja-JP');
    expect(detectLanguages()).toEqual(['ja', 'ko']);
    expect(() => languageDetector.cacheUserLanguage?.('ja')).not.toThrow();
  });
});
