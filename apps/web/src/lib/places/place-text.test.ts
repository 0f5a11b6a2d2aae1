import { describe, expect, it } from 'vitest';
import { openingHoursLines, placeAddress, placeDescription, placeName } from './place-text.ts';

const PLACE = { name: 'Gyeongbokgung Palace', nameKo: '경복궁', nameZh: '景福宫' };

describe('place texts in the interface language', () => {
  it('uses nameKo for ko, nameZh for zh, else name; falls back to name', () => {
    expect(placeName(PLACE, 'ko')).toBe('경복궁');
    expect(placeName(PLACE, 'zh')).toBe('景福宫');
    expect(placeName(PLACE, 'en')).toBe('Gyeongbokgung Palace');
    expect(placeName({ ...PLACE, nameZh: null }, 'zh')).toBe('Gyeongbokgung Palace');
  });

  it('uses nameJa for ja, nameZhHant for zh-Hant, and the other Chinese script before English', () => {
    const place = { ...PLACE, nameJa: '景福宮（キョンボックン）', nameZhHant: '景福宮' };
    expect(placeName(place, 'ja')).toBe('景福宮（キョンボックン）');
    expect(placeName(place, 'zh-Hant')).toBe('景福宮');
    expect(placeName({ ...place, nameZhHant: null }, 'zh-Hant')).toBe('景福宫');
    expect(placeName({ ...place, nameJa: null }, 'ja')).toBe('Gyeongbokgung Palace');
  });

  it('uses the Korean address for Korean readers', () => {
    const place = { address: '161 Sajik-ro, Seoul', addressKo: '서울 종로구 사직로 161' };
    expect(placeAddress(place, 'ko')).toBe('서울 종로구 사직로 161');
    expect(placeAddress(place, 'en')).toBe('161 Sajik-ro, Seoul');
    expect(placeAddress(place, 'zh')).toBe('161 Sajik-ro, Seoul');
    expect(placeAddress({ ...place, addressZh: '首尔特别市钟路区社稷路161' }, 'zh')).toBe(
      '首尔特别市钟路区社稷路161',
    );
  });

  it('uses the description in the reader’s language, else the English one', () => {
    const place = {
      description: 'The largest palace.',
      descriptionKo: '가장 큰 궁궐입니다.',
      descriptionZh: null,
    };
    expect(placeDescription(place, 'ko')).toBe('가장 큰 궁궐입니다.');
    expect(placeDescription(place, 'zh')).toBe('The largest palace.');
    expect(placeDescription(place, 'en')).toBe('The largest palace.');
  });

  it('reads the hours in the reader’s language when there are some', () => {
    const json = { weekdayDescriptions: ['Closed Tuesdays'], weekdayDescriptionsKo: ['화요일 휴무'] };
    expect(openingHoursLines(json, 'ko')).toEqual(['화요일 휴무']);
    expect(openingHoursLines(json, 'zh')).toEqual(['Closed Tuesdays']);
    expect(openingHoursLines(json)).toEqual(['Closed Tuesdays']);
    const more = { ...json, weekdayDescriptionsJa: ['火曜定休'], weekdayDescriptionsZh: ['周二闭馆'] };
    expect(openingHoursLines(more, 'ja')).toEqual(['火曜定休']);
    expect(openingHoursLines(more, 'zh-Hant')).toEqual(['周二闭馆']);
  });

  it('reads weekdayDescriptions and ignores anything else', () => {
    expect(openingHoursLines({ weekdayDescriptions: ['Monday: Closed', 3] })).toEqual(['Monday: Closed']);
    expect(openingHoursLines(null)).toEqual([]);
    expect(openingHoursLines('9-18')).toEqual([]);
  });
});
