import type { PlaceType } from '@ktravel/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.fixture.ts';
import {
  choosePlaceIllustration,
  ILLUSTRATION_KINDS,
  type IllustrationKind,
  illustrationGroup,
  matchPlaceIllustration,
} from './choose.ts';

const PLACES = new Map(
  CATALOGUE.map(([key, type, name, nameKo, description]) => [key, { type, name, nameKo, description }]),
);

function catalogueKind(key: string): IllustrationKind {
  const place = PLACES.get(key);
  if (!place) throw new Error(`No place ${key} in the fixture`);
  return choosePlaceIllustration(place);
}

describe('choosePlaceIllustration on the demo catalogue', () => {
  it('holds the whole catalogue', () => {
    expect(PLACES.size).toBe(181);
  });

  it('draws the Gyeongju course’s eight stops as eight different, fitting kinds', () => {
    const stops = {
      seokguram: 'grotto',
      bulguksa: 'temple',
      'gyeongju-national-museum': 'museum',
      daereungwon: 'tombs',
      'hwangnam-ppang': 'bakery',
      cheomseongdae: 'observatory',
      'gyochon-village': 'village',
      'donggung-wolji': 'pond',
    } as const;
    const kinds = Object.keys(stops).map(catalogueKind);
    expect(kinds).toEqual(Object.values(stops));
    expect(new Set(kinds).size).toBe(8);
  });

  it('names a specific kind for at least 80% of the places', () => {
    const specific = CATALOGUE.filter(([, type, name, nameKo, description]) =>
      matchPlaceIllustration({ type, name, nameKo, description }),
    );
    expect(specific.length / CATALOGUE.length).toBeGreaterThanOrEqual(0.8);
  });

  it('only draws a place with a kind of its own type (a restaurant in a market alley may be the market)', () => {
    for (const [key, type, name, nameKo, description] of CATALOGUE) {
      const kind = choosePlaceIllustration({ type, name, nameKo, description });
      const group = illustrationGroup(kind);
      expect(group === type || (type === 'food' && kind === 'market'), `${key}: ${kind}`).toBe(true);
    }
  });

  // What a reader would expect to see for each, across the three types and the country.
  const EXPECTED: Record<string, IllustrationKind> = {
    gyeongbokgung: 'palace',
    jongmyo: 'palace',
    'bukchon-hanok-village': 'village',
    insadong: 'street',
    cheonggyecheon: 'bridge',
    'n-seoul-tower': 'tower',
    'myeongdong-cathedral': 'church',
    'namdaemun-market': 'market',
    'lotte-world-tower': 'tower',
    bongeunsa: 'temple',
    'war-memorial-of-korea': 'museum',
    'yeouido-hangang-park': 'park',
    'naksan-park': 'fortress',
    'the-hyundai-seoul': 'street',
    'haeundae-beach': 'beach',
    'haedong-yonggungsa': 'temple',
    taejongdae: 'coast',
    'yongdusan-park': 'tower',
    dongbaekseom: 'island',
    'songdo-cable-car': 'cablecar',
    'seongsan-ilchulbong': 'mountain',
    manjanggul: 'cave',
    'hallasan-seongpanak': 'mountain',
    'cheonjiyeon-waterfall': 'waterfall',
    yongduam: 'coast',
    'camellia-hill': 'park',
    sanbangsan: 'mountain',
    woljeonggyo: 'bridge',
    'bomun-lake': 'pond',
    gyeongpodae: 'pond',
    'suwon-hwaseong': 'fortress',
    'hwaseong-haenggung': 'palace',
    'byeongsan-seowon': 'village',
    hyangiram: 'temple',
    'dongpirang-village': 'street',
    'jajangmyeon-museum': 'museum',
    odongdo: 'island',
    'gwangjang-market': 'market',
    'buchon-yukhoe': 'bibimbap',
    'myeongdong-kyoja': 'noodles',
    'tosokchon-samgyetang': 'soup',
    'jinokhwa-dakhanmari': 'soup',
    'woo-lae-oak': 'noodles',
    'noryangjin-fish-market': 'seafood',
    'sindang-tteokbokki-town': 'tteokbokki',
    'samcheong-dong-sujebi': 'soup',
    'pildong-myeonok': 'noodles',
    'jagalchi-market': 'seafood',
    'biff-square': 'streetfood',
    'samjin-eomuk': 'streetfood',
    'bonjeon-dwaeji-gukbap': 'soup',
    'jeju-black-pork-street': 'bbq',
    'myeongjin-jeonbok': 'seafood',
    hankookjib: 'bibimbap',
    'suwon-chicken-street': 'chicken',
    'chodang-sundubu-village': 'soup',
    'onion-anguk': 'bakerycafe',
    'london-bagel-museum-anguk': 'bakerycafe',
    cheongsudang: 'bakerycafe',
    'coffee-hanyakbang': 'drip',
    suyeonsanbang: 'tea',
    'osulloc-tea-museum': 'tea',
    'gyodong-dawon': 'tea',
    'nudake-haus-dosan': 'dessert',
    'terarosa-gangneung': 'drip',
    'anmok-coffee-street': 'seaview',
    'cafe-bomnal-aewol': 'seaview',
    'waveon-coffee': 'seaview',
    'anthracite-jeju': 'latte',
    'hakrim-dabang': 'latte',
  };

  it.each(Object.entries(EXPECTED))('draws %s as %s', (key, kind) => {
    expect(catalogueKind(key)).toBe(kind);
  });
});

describe('choosePlaceIllustration', () => {
  const travel = (name: string | null, nameKo: string | null = null) =>
    choosePlaceIllustration({ type: 'travel', name, nameKo });

  it('falls back on the type’s generic scene', () => {
    const generic = { travel: 'palace', food: 'bibimbap', cafe: 'latte' } as const;
    for (const type of Object.keys(generic) as PlaceType[]) {
      expect(choosePlaceIllustration({ type, name: 'Somewhere' })).toBe(generic[type]);
      expect(matchPlaceIllustration({ type, name: 'Somewhere' })).toBeNull();
      expect(ILLUSTRATION_KINDS[type][0]).toBe(generic[type]);
    }
    expect(choosePlaceIllustration({ type: null })).toBe('palace');
  });

  it('reads specific Google types first, for the place’s type', () => {
    expect(choosePlaceIllustration({ type: 'travel', types: ['museum'], name: 'Seoul Forest' })).toBe(
      'museum',
    );
    expect(choosePlaceIllustration({ type: 'travel', types: ['amusement_park', 'park'] })).toBe('themepark');
    expect(choosePlaceIllustration({ type: 'travel', types: ['hindu_temple'] })).toBe('temple');
    expect(choosePlaceIllustration({ type: 'food', types: ['bakery', 'food'] })).toBe('bakery');
    expect(choosePlaceIllustration({ type: 'cafe', types: ['bakery', 'cafe'] })).toBe('bakerycafe');
    expect(choosePlaceIllustration({ type: 'cafe', types: ['museum'] })).toBe('latte');
  });

  it('leaves vague Google types to the names', () => {
    const types = ['tourist_attraction', 'place_of_worship', 'park'];
    expect(choosePlaceIllustration({ type: 'travel', types, name: 'Myeongdong Cathedral' })).toBe('church');
    expect(choosePlaceIllustration({ type: 'travel', types, name: 'Jogyesa' })).toBe('temple');
    expect(choosePlaceIllustration({ type: 'travel', types: ['place_of_worship'], name: 'Somewhere' })).toBe(
      'temple',
    );
    expect(choosePlaceIllustration({ type: 'travel', types: ['tourist_attraction'] })).toBe('palace');
  });

  it('reads the Korean name when the English one says nothing', () => {
    expect(travel('Bulguksa', '불국사')).toBe('temple');
    expect(travel(null, '석굴암')).toBe('grotto');
    expect(travel(null, '만장굴')).toBe('cave');
    expect(travel(null, '선정릉')).toBe('tombs');
    expect(travel(null, '남한산성')).toBe('fortress');
    expect(travel(null, '한라산')).toBe('mountain');
    expect(travel(null, '성산일출봉')).toBe('mountain');
    expect(travel(null, '월정교')).toBe('bridge');
    expect(travel(null, '반포대교')).toBe('bridge');
    expect(travel(null, '청계천')).toBe('bridge');
    expect(travel(null, '동궁과 월지')).toBe('pond');
    expect(travel(null, '경회루')).toBe('pond');
    expect(travel(null, '오동도')).toBe('island');
    expect(travel(null, '동백섬')).toBe('island');
    expect(travel(null, '경복궁')).toBe('palace');
    expect(travel(null, '광장시장')).toBe('market');
    expect(travel(null, '감천문화마을')).toBe('street');
    expect(travel(null, '가로수길')).toBe('street');
  });

  it('does not take a short Korean ending for more than it is', () => {
    // 사 in 역사 (history), 회사, 신사 (Sinsa-dong).
    expect(matchPlaceIllustration({ type: 'travel', nameKo: '한국역사' })).toBeNull();
    expect(matchPlaceIllustration({ type: 'travel', nameKo: '신사' })).toBeNull();
    // 도 in provinces, sports, fruit.
    for (const nameKo of ['경기도', '전라남도', '강원도', '태권도', '포도']) {
      expect(matchPlaceIllustration({ type: 'travel', nameKo }), nameKo).toBeNull();
    }
    // 산 in city names, 릉 in Gangneung, 천 in two-syllable city names, 교 in schools, 지 in 관광지 and 유적지.
    for (const nameKo of ['부산', '울산', '강릉', '인천', '춘천', '학교', '관광지', '유적지', '정동진역']) {
      expect(matchPlaceIllustration({ type: 'travel', nameKo }), nameKo).toBeNull();
    }
    expect(travel(null, '전주향교')).toBe('village');
    expect(travel(null, '송도 센트럴파크')).toBe('park');
    // 암 ends a rock's name too, and the English name says so.
    expect(travel('Yongduam Rock', '용두암')).toBe('coast');
    // 굴 is also an oyster: a restaurant is never a cave.
    expect(choosePlaceIllustration({ type: 'food', nameKo: '통영 굴국밥' })).toBe('soup');
    expect(choosePlaceIllustration({ type: 'food', nameKo: '굴' })).toBe('bibimbap');
  });

  it('does not take a romanized ending for more than it is', () => {
    expect(matchPlaceIllustration({ type: 'travel', name: 'Busan Station' })).toBeNull();
    expect(matchPlaceIllustration({ type: 'travel', name: 'Ulsan' })).toBeNull();
    expect(matchPlaceIllustration({ type: 'travel', name: 'Gangwon-do' })).toBeNull();
    expect(travel('Namsan')).toBe('mountain');
    expect(travel('Bukhansan')).toBe('mountain');
    expect(travel('Byeongsan Seowon')).toBe('village');
  });

  it('keeps a place to the kinds of its type', () => {
    expect(choosePlaceIllustration({ type: 'food', name: 'Temple Street Dumplings' })).toBe('dumplings');
    expect(choosePlaceIllustration({ type: 'cafe', name: 'London Bagel Museum' })).toBe('bakerycafe');
    expect(choosePlaceIllustration({ type: 'cafe', name: 'Beach Road Coffee' })).toBe('seaview');
    expect(choosePlaceIllustration({ type: 'travel', name: 'Haeundae Beach' })).toBe('beach');
    expect(choosePlaceIllustration({ type: 'food', name: 'Sindang-dong Tteokbokki Town' })).toBe(
      'tteokbokki',
    );
    expect(choosePlaceIllustration({ type: 'food', name: 'Chodang Sundubu Village' })).toBe('soup');
  });

  it('reads any kind for a place of no type, a café’s sea view excepted', () => {
    expect(choosePlaceIllustration({ type: null, name: 'Gwangjang Market' })).toBe('market');
    expect(choosePlaceIllustration({ type: null, name: 'Suwon Chicken Street' })).toBe('chicken');
    expect(choosePlaceIllustration({ type: null, name: 'Seokguram Grotto' })).toBe('grotto');
    expect(choosePlaceIllustration({ type: null, name: 'Haeundae Beach' })).toBe('beach');
  });

  it('takes the kind the description names first', () => {
    expect(
      choosePlaceIllustration({
        type: 'travel',
        name: 'Somewhere',
        description: 'A pedestrian street of galleries and tea houses near the palaces.',
      }),
    ).toBe('street');
    expect(
      choosePlaceIllustration({
        type: 'cafe',
        name: 'Somewhere',
        description: 'A former factory turned café, a contrast to the beaches of the west coast.',
      }),
    ).toBe('latte');
  });
});
