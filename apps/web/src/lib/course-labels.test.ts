import { describe, expect, it } from 'vitest';
import { stopName } from './course-labels.ts';

describe('stopName', () => {
  const linked = {
    name: '景福宫',
    placeName: 'Gyeongbokgung Palace',
    placeNameKo: '경복궁',
    placeNameZh: '景福宫',
  };

  it("names a linked stop in the reader's language, whatever language it was saved in", () => {
    expect(stopName(linked, 'en')).toBe('Gyeongbokgung Palace');
    expect(stopName(linked, 'ko')).toBe('경복궁');
    expect(stopName(linked, 'zh')).toBe('景福宫');
    const five = { ...linked, placeNameJa: '景福宮（キョンボックン）', placeNameZhHant: '景福宮' };
    expect(stopName(five, 'ja')).toBe('景福宮（キョンボックン）');
    expect(stopName(five, 'zh-Hant')).toBe('景福宮');
    // No Traditional name: the Simplified one, before English.
    expect(stopName({ ...five, placeNameZhHant: null }, 'zh-Hant')).toBe('景福宫');
  });

  it("falls back to the place's English name, and to the saved name when the stop is not linked", () => {
    expect(stopName({ ...linked, placeNameKo: null }, 'ko')).toBe('Gyeongbokgung Palace');
    expect(
      stopName({ name: 'Meeting point', placeName: null, placeNameKo: null, placeNameZh: null }, 'ko'),
    ).toBe('Meeting point');
  });
});
