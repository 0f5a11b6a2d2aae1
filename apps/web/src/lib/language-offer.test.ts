// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { languageToOffer, preferredBrowserLanguage, rememberLanguageOfferAnswer } from './language-offer.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

describe('language offer', () => {
  beforeEach(() => localStorage.removeItem(STORAGE_KEYS.languageOfferAnswered));

  it('finds the first browser language we offer', () => {
    expect(preferredBrowserLanguage(['fr-FR', 'zh-CN', 'en'])).toBe('zh');
    expect(preferredBrowserLanguage(['en-US'])).toBe('en');
    expect(preferredBrowserLanguage(['fr', 'de'])).toBeNull();
  });

  it('offers English or Chinese to a first-time visitor reading the default Korean', () => {
    expect(languageToOffer('ko', ['en-US', 'en'], '')).toBe('en');
    expect(languageToOffer('ko', ['zh-TW'], '?x=1')).toBe('zh');
  });

  it('offers nothing to a Korean browser, after ?lng=, in another language, or once answered', () => {
    expect(languageToOffer('ko', ['ko-KR', 'en'], '')).toBeNull();
    expect(languageToOffer('ko', ['fr'], '')).toBeNull();
    expect(languageToOffer('ko', ['en'], '?lng=ko')).toBeNull();
    expect(languageToOffer('en', ['zh'], '')).toBeNull();
    rememberLanguageOfferAnswer('declined');
    expect(languageToOffer('ko', ['en'], '')).toBeNull();
  });
});
