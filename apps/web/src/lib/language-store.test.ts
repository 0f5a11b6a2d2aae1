// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { normalizeStoredLanguage } from './language.ts';
import { useLanguageStore } from './language-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

function storeEnvelope(language: unknown): string {
  return JSON.stringify({ state: { language }, version: 0 });
}

describe('normalizeStoredLanguage', () => {
  it.each([
    ['en', 'en'],
    ['ko', 'ko'],
    ['zh', 'zh'],
    ['ko-KR', 'ko'],
    ['fr', 'ko'],
    ['toString', 'ko'],
    ['EN', 'ko'],
    ['', 'ko'],
    [null, 'ko'],
    [42, 'ko'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeStoredLanguage(input)).toBe(expected);
  });
});

describe('language store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLanguageStore.setState({ language: 'ko' });
  });

  it('defaults to Korean', async () => {
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('ko');
  });

  it('restores a valid stored language', async () => {
    localStorage.setItem(STORAGE_KEYS.language, storeEnvelope('zh'));
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('zh');
  });

  it('resets a stored value outside en/ko/zh to ko', async () => {
    useLanguageStore.setState({ language: 'en' });
    localStorage.setItem(STORAGE_KEYS.language, storeEnvelope('de'));
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('ko');
  });

  it('turns legacy ko-KR into ko, in the envelope or stored bare', async () => {
    useLanguageStore.setState({ language: 'en' });
    localStorage.setItem(STORAGE_KEYS.language, storeEnvelope('ko-KR'));
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('ko');

    useLanguageStore.setState({ language: 'en' });
    localStorage.setItem(STORAGE_KEYS.language, 'ko-KR');
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('ko');
  });

  it('persists the chosen language under ktravel-lang', () => {
    useLanguageStore.getState().setLanguage('zh');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.language) ?? '{}') as {
      state?: { language?: string };
    };
    expect(stored.state?.language).toBe('zh');
  });

  it("changes i18next's language", async () => {
    await i18next.init({
      lng: 'ko',
      fallbackLng: 'en',
      resources: { en: { common: {} }, ko: { common: {} }, zh: { common: {} } },
    });
    useLanguageStore.getState().setLanguage('en');
    await Promise.resolve();
    expect(i18next.language).toBe('en');
    useLanguageStore.getState().setLanguage('zh');
    await Promise.resolve();
    expect(i18next.language).toBe('zh');
  });
});
