import { describe, expect, it } from 'vitest';
import { languageOfTag, languageOrder, localizedText, localizedValues } from './languages.ts';

describe('languages (DESIGN §8.5)', () => {
  it('reads the tags browsers and links send as one of our five languages', () => {
    expect(languageOfTag('ja-JP')).toBe('ja');
    expect(languageOfTag('zh-TW')).toBe('zh-Hant');
    expect(languageOfTag('zh-hk')).toBe('zh-Hant');
    expect(languageOfTag('zh-MO')).toBe('zh-Hant');
    expect(languageOfTag('zh-Hant')).toBe('zh-Hant');
    expect(languageOfTag('zh-Hant-TW')).toBe('zh-Hant');
    expect(languageOfTag('zh-Hans-CN')).toBe('zh');
    expect(languageOfTag('zh-CN')).toBe('zh');
    expect(languageOfTag('zh')).toBe('zh');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('ko-KR')).toBe('ko');
    expect(languageOfTag('fr-FR')).toBeUndefined();
    expect(languageOfTag('zhx')).toBeUndefined();
  });

  it('reads a text in the reader’s language, the other Chinese script next, then the fallbacks', () => {
    const place = {
      name: 'Gyeongbokgung Palace',
      nameKo: '경복궁',
      nameZh: '景福宫',
      nameJa: '景福宮',
      nameZhHant: null,
    };
    expect(localizedText(place, 'name', 'ja')).toBe('景福宮');
    expect(localizedText(place, 'name', 'zh-Hant')).toBe('景福宫');
    expect(localizedText({ ...place, nameJa: '' }, 'name', 'ja')).toBe('Gyeongbokgung Palace');
    expect(localizedText({ nameKo: '경복궁' }, 'name', 'en')).toBe('경복궁');
    expect(localizedText({ nameKo: '경복궁' }, 'name', 'en', [])).toBeNull();
    expect(languageOrder('zh')).toEqual(['zh', 'zh-Hant', 'en', 'ko']);
    expect(localizedValues(place, 'name')).toEqual(['Gyeongbokgung Palace', '경복궁', '景福宫', '景福宮']);
  });
});
