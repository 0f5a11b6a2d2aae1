import { describe, expect, it } from 'vitest';
import { chineseScript, contentLanguage, isReadersLanguage } from './content-language.ts';

describe('contentLanguage', () => {
  it('reads a Chinese or Japanese text quoting a Korean word as Chinese or Japanese', () => {
    expect(
      contentLanguage('搜尋「팝업」或「성수」就能找到聖水洞最新的快閃店，許多韓國年輕人週末都會去逛。'),
    ).toBe('zh-Hant');
    expect(contentLanguage('「팝업」で検索すると、聖水洞のポップアップストアが見つかります。')).toBe('ja');
  });

  it('reads Hangul as Korean, even beside Latin letters, Hanja or Chinese', () => {
    expect(contentLanguage('성수동 카페 투어 반나절 코스')).toBe('ko');
    expect(contentLanguage('KTX 타고 강릉 당일치기 (커피거리 + 바다)')).toBe('ko');
    expect(contentLanguage('Where do I say "충전해 주세요"?')).toBe('ko');
    expect(contentLanguage('景福宮 경복궁')).toBe('ko');
    expect(contentLanguage('ㅋㅋㅋ')).toBe('ko');
  });

  it('reads Han characters without Hangul as Chinese, Simplified or Traditional, with Latin words inside', () => {
    expect(contentLanguage('东大门一带吃货路线（自用）')).toBe('zh');
    expect(contentLanguage('在韩国导航用Naver地图还是Google地图？')).toBe('zh');
    expect(contentLanguage('韓國旅遊')).toBe('zh-Hant');
    expect(contentLanguage('首爾自由行，搭地鐵到景福宮')).toBe('zh-Hant');
  });

  it('tells the Chinese scripts apart by the characters only one uses, and says so when none are there', () => {
    expect(chineseScript('东大门一带吃货路线')).toBe('zh');
    expect(chineseScript('東大門一帶吃貨路線')).toBe('zh-Hant');
    expect(chineseScript('明洞')).toBeNull();
    expect(isReadersLanguage('明洞', 'zh-Hant')).toBe(true);
    expect(isReadersLanguage('明洞', 'zh')).toBe(true);
    expect(isReadersLanguage('东大门一带', 'zh-Hant')).toBe(false);
    expect(isReadersLanguage('東大門一帶', 'zh-Hant')).toBe(true);
  });

  it('reads anything else as English', () => {
    expect(contentLanguage("A Day in Jongno's Palaces")).toBe('en');
    expect(contentLanguage('Café hopping in Seongsu — 5 stops')).toBe('en');
    expect(contentLanguage('')).toBe('en');
  });

  it('ignores emoji, digits and punctuation', () => {
    expect(contentLanguage('🌸 2024!!! 😅 — …')).toBe('en');
    expect(contentLanguage('🌸 벚꽃 🌸')).toBe('ko');
    expect(contentLanguage('10天！🍜')).toBe('zh');
    // Full-width punctuation used in Chinese and Korean texts is no script of its own either.
    expect(contentLanguage('？！，。「」')).toBe('en');
  });

  it('reads kana as Japanese, with kanji or alone', () => {
    expect(contentLanguage('東京タワー')).toBe('ja');
    expect(contentLanguage('ありがとう')).toBe('ja');
    expect(contentLanguage('景福宮で韓服を着て散策')).toBe('ja');
  });
});
