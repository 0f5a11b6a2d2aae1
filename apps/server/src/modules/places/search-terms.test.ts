import { describe, expect, it } from 'vitest';
import {
  kanaReading,
  mccuneReischauer,
  placeSearchTerms,
  querySoundKey,
  searchKey,
  soundKey,
} from './search-terms.ts';

describe('search terms (DESIGN §8.5)', () => {
  it('writes McCune–Reischauer from the standardized pronunciation', () => {
    expect(mccuneReischauer('경복궁')).toBe('kyŏngbokkung');
    expect(mccuneReischauer('동대문')).toBe('tongdaemun');
    expect(mccuneReischauer('창덕궁')).toBe("ch'angdŏkkung");
    expect(mccuneReischauer('신라')).toBe('silla');
    expect(mccuneReischauer('독립문')).toBe('tongnimmun');
    expect(mccuneReischauer('국립중앙박물관')).toBe('kungnipchungangbangmulgwan');
  });

  it('writes the kana reading in the romaji a kana query is read in', () => {
    expect(kanaReading('경복궁')).toBe('kyonbokkun');
    expect(kanaReading('명동')).toBe('myondon');
    expect(querySoundKey('キョンボックン')).toBe(soundKey(searchKey(kanaReading('경복궁'))));
  });

  it('folds the spellings of one sound together, and leaves Hangul and Han to the written names', () => {
    const gyeongbok = querySoundKey('Gyeongbokgung');
    for (const spelling of [
      'Kyongbokkung',
      'Kyŏngbokkung',
      'Gyeongbok gung',
      'gyeongbok-gung',
      'KYEONGBOKGUNG',
    ])
      expect(querySoundKey(spelling), spelling).toBe(gyeongbok);
    expect(querySoundKey('Myungdong')).toBe(querySoundKey('Myeongdong'));
    expect(querySoundKey('Dongdaemoon')).toBe(querySoundKey('Dongdaemun'));
    expect(querySoundKey('Heundae')).toBe(querySoundKey('Haeundae'));
    expect(querySoundKey('Kyungbok')).toBe(querySoundKey('Gyeongbok'));
    expect(querySoundKey('경복궁')).toBeNull();
    expect(querySoundKey('景福宮')).toBeNull();
  });

  it('keeps every name and alias as written and the sounds of the Korean name, each once', () => {
    const terms = placeSearchTerms({
      name: 'N Seoul Tower',
      nameKo: 'N서울타워',
      nameZh: 'N首尔塔',
      nameJa: 'Nソウルタワー',
      nameZhHant: 'N首爾塔',
      aliases: ['Namsan Tower'],
    })
      .trim()
      .split(' ');
    expect(terms).toEqual(
      expect.arrayContaining(['nseoultower', 'n서울타워', 'n首尔塔', 'nソウルタワー', 'namsantower']),
    );
    expect(terms).toContain(soundKey('namsantower'));
    expect(new Set(terms).size).toBe(terms.length);
  });
});
