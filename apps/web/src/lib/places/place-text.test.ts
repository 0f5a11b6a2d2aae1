import { describe, expect, it } from 'vitest';
import { openingHoursLines, placeAddress, placeName } from './place-text.ts';

const PLACE = { name: 'Gyeongbokgung Palace', nameKo: '경복궁', nameZh: '景福宫' };

describe('place texts in the interface language', () => {
  it('uses nameKo for ko, nameZh for zh, else name; falls back to name', () => {
    expect(placeName(PLACE, 'ko')).toBe('경복궁');
    expect(placeName(PLACE, 'zh')).toBe('景福宫');
    expect(placeName(PLACE, 'en')).toBe('Gyeongbokgung Palace');
    expect(placeName({ ...PLACE, nameZh: null }, 'zh')).toBe('Gyeongbokgung Palace');
  });

  it('uses the Korean address for Korean readers', () => {
    const place = { address: '161 Sajik-ro, Seoul', addressKo: '서울 종로구 사직로 161' };
    expect(placeAddress(place, 'ko')).toBe('서울 종로구 사직로 161');
    expect(placeAddress(place, 'en')).toBe('161 Sajik-ro, Seoul');
  });

  it('reads weekdayDescriptions and ignores anything else', () => {
    expect(openingHoursLines({ weekdayDescriptions: ['Monday: Closed', 3] })).toEqual(['Monday: Closed']);
    expect(openingHoursLines(null)).toEqual([]);
    expect(openingHoursLines('9-18')).toEqual([]);
  });
});
