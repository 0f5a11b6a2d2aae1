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

  it('reads Japanese and both Chinese scripts from the tags browsers send', () => {
    expect(preferredBrowserLanguage(['ja-JP', 'en'])).toBe('ja');
    expect(preferredBrowserLanguage(['zh-TW'])).toBe('zh-Hant');
    expect(preferredBrowserLanguage(['zh-HK', 'zh'])).toBe('zh-Hant');
    expect(preferredBrowserLanguage(['zh-Hant-TW'])).toBe('zh-Hant');
    expect(preferredBrowserLanguage(['zh-Hans-CN'])).toBe('zh');
    expect(preferredBrowserLanguage(['zh-SG'])).toBe('zh');
  });

  it('offers the browser’s language to a visitor reading another one (a link that named it)', () => {
    expect(languageToOffer('ko', ['en-US', 'en'])).toBe('en');
    expect(languageToOffer('ko', ['zh-TW'])).toBe('zh-Hant');
    expect(languageToOffer('en', ['ja-JP'])).toBe('ja');
  });

  it('offers English to a browser in none of our languages: a French visitor, who lands in Korean (issue 44)', () => {
    expect(languageToOffer('ko', ['fr-FR', 'fr'])).toBe('en');
    expect(languageToOffer('ko', ['de', 'th'])).toBe('en');
    expect(languageToOffer('en', ['fr'])).toBeNull();
    expect(languageToOffer('ko', [])).toBeNull();
    // A language a link chose is the reader's.
    expect(languageToOffer('zh', ['fr'])).toBeNull();
  });

  it('offers nothing when the page is already in it, or once answered', () => {
    expect(languageToOffer('ko', ['ko-KR', 'en'])).toBeNull();
    expect(languageToOffer('ja', ['ja-JP'])).toBeNull();
    rememberLanguageOfferAnswer('declined');
    expect(languageToOffer('ko', ['en'])).toBeNull();
  });
});
