import type { PlaceType } from '@ktravel/contract';

/**
 * What a place's illustration shows, by the type of place it belongs with (its colour comes from that type). The
 * first kind of each list is the type's generic scene, drawn when nothing tells what the place is.
 */
export const ILLUSTRATION_KINDS = {
  travel: [
    'palace',
    'temple',
    'grotto',
    'cave',
    'museum',
    'tombs',
    'observatory',
    'tower',
    'cablecar',
    'themepark',
    'fortress',
    'church',
    'market',
    'beach',
    'waterfall',
    'coast',
    'mountain',
    'bridge',
    'pond',
    'street',
    'park',
    'island',
    'village',
  ],
  food: [
    'bibimbap',
    'bbq',
    'noodles',
    'soup',
    'chicken',
    'tteokbokki',
    'dumplings',
    'streetfood',
    'seafood',
    'bakery',
  ],
  cafe: ['latte', 'bakerycafe', 'tea', 'dessert', 'drip', 'seaview'],
} as const satisfies Record<PlaceType, readonly string[]>;

export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[PlaceType][number];

/** What the chooser reads of a place: any of the app's place shapes can give it. */
export interface PlaceDescriptor {
  type: PlaceType | null;
  /** Google-style place types ('museum', 'bakery', 'amusement_park'…), most specific first. */
  types?: readonly string[] | null;
  name?: string | null;
  nameKo?: string | null;
  description?: string | null;
}

/** The Google types stored with a place (PlaceDto.sourceTypesJson: an array of strings when present). */
export function googleTypes(json: unknown): string[] {
  return Array.isArray(json) ? json.filter((type): type is string => typeof type === 'string') : [];
}

/** The type a kind is drawn for, and so its colour. */
export function illustrationGroup(kind: IllustrationKind): PlaceType {
  return (Object.keys(ILLUSTRATION_KINDS) as PlaceType[]).find((type) =>
    (ILLUSTRATION_KINDS[type] as readonly string[]).includes(kind),
  )!;
}

interface Rule {
  kind: IllustrationKind;
  /** Tested on the English name. */
  en?: RegExp;
  /** Tested on each word of the Korean name (short suffixes are anchored to a word's end, with exceptions). */
  ko?: RegExp;
  /** Tested on the description; the kind named earliest wins, as descriptions start with what the place is. */
  text?: RegExp;
  /** Only for places of this type (null: any place, typed or not). */
  only?: PlaceType;
}

/**
 * In order of precedence: the landmark kinds before the general ones ("Naksan Park & Seoul City Wall" is a
 * fortress, "Yongdusan Park & Busan Tower" a tower), dishes before markets and streets ("Suwon Chicken Street").
 */
const RULES: readonly Rule[] = [
  // ── Food ──
  {
    kind: 'soup',
    en: /\b(soup|gukbap|\w*tang|gomtang|haejangguk|sundubu|dakhanmari|jjigae|stew|sujebi|tofu)\b/i,
    ko: /(국밥|(?<!사)탕|해장국|순두부|찌개|수제비|닭한마리|전골)$/,
    text: /\b(soup|gukbap|samgyetang|gomtang|seolleongtang|haejangguk|sundubu|dakhanmari|jjigae|stew|sujebi|tofu)\b/i,
  },
  {
    kind: 'noodles',
    en: /\b(noodles?|naengmyeon|\w*guksu|milmyeon|j?jajangmyeon|ramyeon|ramen|udon|myeonok|soba)\b/i,
    ko: /(국수|냉면|밀면|면옥|짜장|짬뽕|라면|우동|소바)/,
    text: /\b(noodles?|naengmyeon|kalguksu|guksu|milmyeon|j?jajangmyeon|ramyeon|udon|soba)\b/i,
  },
  {
    kind: 'chicken',
    en: /\b(chicken|dakgangjeong|tongdak|jjimdak|dakgalbi)\b/i,
    ko: /(치킨|통닭|닭강정|찜닭|닭갈비)/,
    text: /\b(fried chicken|chicken|dakgangjeong|jjimdak)\b/i,
  },
  {
    kind: 'tteokbokki',
    en: /\b(tteok-?bokki|topokki|ddeokbokki)\b/i,
    ko: /떡볶이/,
    text: /\b(tteok-?bokki|topokki)\b/i,
  },
  {
    kind: 'dumplings',
    en: /\b(dumplings?|mandu|gyoza|dim sum)\b/i,
    ko: /만두/,
    text: /\b(dumplings?|mandu|dim sum)\b/i,
  },
  {
    kind: 'streetfood',
    en: /\b(street ?food|snacks?|eomuk|odeng|hotteok|gimbap|pojangmacha|food stalls?)\b/i,
    ko: /(어묵|오뎅|호떡|김밥|분식|포장마차|먹자골목|야시장)/,
    text: /\b(street-? ?food|snacks?|eomuk|fish cakes?|hotteok|pojangmacha|food stalls?)\b/i,
  },
  {
    kind: 'seafood',
    en: /\b(seafood|fish|fisher(y|ies)|sashimi|raw fish|crabs?|abalone|jeonbok|octopus|squid|oysters?|clams?|eel)\b/i,
    ko: /(수산|횟집|회센터|전복|해물|해산물|게장|대게|낙지|장어|조개|생선|활어)/,
    text: /\b(seafood|fish market|sashimi|raw fish|crabs?|abalone|octopus|oysters?|clams?|eel)\b/i,
  },
  {
    kind: 'bbq',
    en: /\b(bbq|barbecue|grill|galbi|samgyeopsal|bulgogi|black pork|pork belly|hanwoo)\b/i,
    ko: /(갈비|삼겹|고깃집|흑돼지|불고기|숯불|한우|곱창|막창)/,
    text: /\b(bbq|barbecue|grilled over charcoal|galbi|samgyeopsal|pork belly|hanwoo)\b/i,
  },
  {
    kind: 'bakery',
    en: /\b(bakery|bakeries|bread|\w*-?ppang|pastry|pastries|bagels?|croissants?|castella|patisserie|boulangerie|donuts?|doughnuts?)\b/i,
    ko: /(빵|베이커리|제과|베이글)/,
    text: /\b(bakery|bakeries|bread|pastry|pastries|bagels?|croissants?|castella|doughnuts?)\b/i,
  },
  {
    kind: 'bibimbap',
    en: /\b(bibimbap|hansik|temple food)\b/i,
    ko: /(비빔밥|한정식|사찰음식)/,
    text: /\b(bibimbap|temple (food|cuisine))\b/i,
  },
  // ── Cafés ──
  {
    kind: 'tea',
    en: /\b(tea|tea ?house|teahouse|dawon|matcha)\b/i,
    ko: /(찻집|다원|다실|티하우스|티뮤지엄|차마시는)/,
    text: /\b(tea ?house|teahouse|tea room|green tea|traditional tea|matcha)\b/i,
  },
  {
    kind: 'dessert',
    en: /\b(desserts?|bingsu|patbingsu|shaved ice|ice cream|gelato|cakes?|macarons?|waffles?)\b/i,
    ko: /(빙수|디저트|아이스크림|젤라또|케이크)/,
    text: /\b(desserts?|bingsu|shaved ice|ice cream|gelato|cake shop|macarons?)\b/i,
  },
  {
    kind: 'bakerycafe',
    en: /\b(bakery|bakeries|bread|bagels?|pastry|pastries|croissants?|scones?|castella|boulangerie|patisserie|donuts?)\b/i,
    ko: /(베이커리|빵|베이글|제과)/,
    text: /\b(bakery|bakeries|bread|bagels?|pastry|pastries|croissants?|scones?|castella)\b/i,
  },
  {
    kind: 'drip',
    en: /\b(roast(er|ers|ery|ing)|hand-?drip|pour-?over|coffee factory)\b/i,
    ko: /(로스터리|로스터스|로스팅|핸드드립|커피공장)/,
    text: /\b(roast(er|ers|ery|ing)|hand-?drip|pour-?over|baristas?)\b/i,
  },
  {
    kind: 'seaview',
    en: /\b(beach|sea|seaside|seafront|ocean|coast|harbou?r|bay)\b/i,
    ko: /(해변|바다|해안|오션|비치)/,
    text: /\b(sea-?view|sea views?|seafront|seaside|facing the sea|by the sea|on the( \w+)? (coast|beach)|lake)\b/i,
    only: 'cafe',
  },
  // ── Travel: landmarks ──
  {
    kind: 'grotto',
    en: /\bgrotto\b/i,
    ko: /석굴/,
    text: /\b(grotto|cave temple)\b/i,
  },
  {
    kind: 'cave',
    en: /\b(caves?|caverns?|lava tubes?)\b/i,
    // 굴 alone is also an oyster: only a word ending in it, and only for a sight (restaurants never get here).
    ko: /(동굴|[가-힣]굴)$/,
    text: /\b(caves?|caverns?|lava tubes?)\b/i,
  },
  {
    kind: 'observatory',
    en: /\b(observatory|cheomseongdae)\b/i,
    ko: /(첨성대|천문대)/,
    text: /\b(astronomical|stargazing)\b/i,
  },
  {
    kind: 'tombs',
    en: /\b(tombs?|tumul[iu]s?|burial mounds?|royal graves?)\b/i,
    // 릉 is a royal tomb (선릉, 대릉원) but also ends 강릉, the city.
    ko: /((?<!강)릉|(?<!강)릉원|고분군?)$/,
    text: /\b(tombs?|burial mounds?|tumuli)\b/i,
  },
  {
    kind: 'tower',
    en: /\btower\b/i,
    ko: /타워/,
    text: /\b(tower|observation deck)\b/i,
  },
  {
    kind: 'cablecar',
    en: /\b(cable ?car|gondola|ropeway)\b/i,
    ko: /케이블카/,
    text: /\bcable ?car\b/i,
  },
  {
    kind: 'themepark',
    en: /\b(amusement|theme ?park|water ?park|roller ?coaster|ferris wheel)\b/i,
    ko: /(놀이공원|놀이동산|테마파크|워터파크)/,
    text: /\b(amusement park|theme park|roller ?coaster)\b/i,
  },
  {
    kind: 'fortress',
    en: /\b(fortress|fort|castle|city wall|fortifications?)\b/i,
    ko: /(산성|성곽|성벽|읍성|도성)$/,
    text: /\b(fortress|fortress wall|city wall)\b/i,
  },
  {
    kind: 'church',
    en: /\b(cathedral|church|chapel|basilica)\b/i,
    ko: /(성당|교회)$/,
    text: /\b(cathedral|church|chapel)\b/i,
  },
  // Before the temple: 암 also ends a rock's name (용두암, Yongduam Rock).
  {
    kind: 'coast',
    en: /\b(cliffs?|rocks?|coast|headland|cape|lighthouse|skywalk)\b/i,
    ko: /(해안|등대|절벽|주상절리|바위)/,
    text: /\b(cliffs?|headland|lighthouse|coastal|rocky shore)\b/i,
  },
  {
    kind: 'temple',
    en: /\b(temple|hermitage|monastery)\b/i,
    // 사 ends many a word that is no temple: 역사 (history), 회사, 신사 (Sinsa-dong), 감사…
    ko: /^[가-힣]+((?<![역회신감검기])사|암|사찰)$/,
    text: /\b(temple|buddhist|hermitage|monastery)\b/i,
  },
  {
    kind: 'pond',
    en: /\b(pond|lake|pavilion|reservoir|lagoon)\b/i,
    // 지 alone ends 관광지, 유적지, 성지…: only pond names; 호 only after two syllables (보문호, 경포호).
    ko: /(연못|호수|저수지|[연월]지|궁남지|안압지|의림지|[가-힣]{2}호|(?<!마)[가-힣]{2}루)$/,
    text: /\b(pond|lake|pavilion)\b/i,
  },
  {
    kind: 'palace',
    en: /\b(palace|shrine|gate|\w+gung)\b/i,
    ko: /(궁|궁궐|종묘)$/,
    text: /\b(palaces?|royal shrine|throne hall)\b/i,
  },
  {
    kind: 'museum',
    en: /\b(museum|gallery|galleries|memorial|exhibition|library|history hall|art platform|art cent(er|re))\b/i,
    ko: /(박물관|미술관|기념관|역사관|전시관|도서관|과학관|갤러리)/,
    text: /\b(museum|galleries|gallery|exhibitions?|memorial hall)\b/i,
  },
  // No description rule: a restaurant's description often says which market it stands in (Buchon Yukhoe).
  {
    kind: 'market',
    en: /\b(markets?|bazaar)\b/i,
    ko: /시장$/,
  },
  {
    kind: 'beach',
    en: /\bbeach\b/i,
    ko: /(해수욕장|해변)/,
    text: /\bbeach\b/i,
  },
  {
    kind: 'waterfall',
    en: /\b(waterfalls?|falls)\b/i,
    ko: /폭포/,
    text: /\bwaterfalls?\b/i,
  },
  // ── Travel: the wider kinds ──
  {
    kind: 'mountain',
    en: /\b(mountains?|mt|peak|national park|hiking|trail|summit|oreum)\b/i,
    ko: /(((?<![부울마군익서안일아경양유광수생동])산|봉|오름)$|국립공원|탐방로|둘레길|올레길)/,
    text: /\b(mountain|peak|summit|hiking|hikers?|national park|trails?)\b/i,
  },
  {
    kind: 'bridge',
    en: /\b(bridge|river|stream|creek|\w+gyo)\b/i,
    // 교 also ends 학교 (school), 향교 (Confucian school), 불교…; 천 ends city names of two syllables (인천, 춘천).
    ko: /(대교|다리|[가-힣](?<![학종불독주유향도선])교|[가-힣]{2}천|한강)$/,
    text: /\b(bridge|river|stream)\b/i,
  },
  {
    kind: 'street',
    en: /\b(street|road|alley|lane|avenue|mall|shopping|chinatown|department store|outlet|boulevard|mural|fairy tale|culture village|\w+-gil)\b/i,
    ko: /(거리|(?<![둘올])레?길|골목|쇼핑|아울렛|백화점|차이나타운|벽화|동화마을|문화마을)/,
    text: /\b(street|shopping|department store|mall|alleys?|boutiques|mural)\b/i,
  },
  {
    kind: 'park',
    en: /\b(park|gardens?|forest|arboretum|botanic(al)?|grove|woods)\b/i,
    ko: /(공원|파크|정원|수목원|숲|식물원)/,
    text: /\b(park|gardens?|forest|arboretum|meadow)\b/i,
  },
  {
    kind: 'island',
    en: /\b(islands?|islets?|isle)\b/i,
    // 도 ends provinces (경기도, 전라남도), sports (태권도), 포도, 인도…: only a word of two or three syllables,
    // and not those.
    ko: /(^[가-힣]{1,2}(?<![경원남북권검유기포인보차정속온수송])도|섬)$/,
    text: /\b(island|islet)\b/i,
  },
  {
    kind: 'village',
    en: /\b(village|hanok|seowon|house|manor|hyanggyo|folk)\b/i,
    ko: /(마을|한옥|서원|향교|고택|생가|민속촌)/,
    text: /\b(village|hanok|traditional houses|clan)\b/i,
  },
  // Last: -san is a mountain (Namsan, Hallasan), but also ends city names (Busan, Ulsan, Seosan) and place names
  // that name something else (Byeongsan Seowon is an academy): three letters at least before it, not those cities.
  { kind: 'mountain', en: /\b(?!(?:seo|gyeong|yang)san)\w{3,}san\b/i },
];

/** Google-style place types that say what the place is, for each kind they mean. */
const GOOGLE_TYPES: Readonly<Record<string, IllustrationKind | readonly IllustrationKind[]>> = {
  museum: 'museum',
  art_gallery: 'museum',
  library: 'museum',
  cultural_center: 'museum',
  hindu_temple: 'temple',
  buddhist_temple: 'temple',
  church: 'church',
  amusement_park: 'themepark',
  water_park: 'themepark',
  aquarium: 'coast',
  beach: 'beach',
  national_park: 'mountain',
  hiking_area: 'mountain',
  garden: 'park',
  botanical_garden: 'park',
  zoo: 'park',
  castle: 'fortress',
  observation_deck: 'tower',
  shopping_mall: 'street',
  department_store: 'street',
  market: 'market',
  bakery: ['bakery', 'bakerycafe'],
  tea_house: 'tea',
  dessert_shop: 'dessert',
  dessert_restaurant: 'dessert',
  ice_cream_shop: 'dessert',
  barbecue_restaurant: 'bbq',
  korean_barbecue_restaurant: 'bbq',
  ramen_restaurant: 'noodles',
  noodle_shop: 'noodles',
  chicken_restaurant: 'chicken',
  seafood_restaurant: 'seafood',
  sushi_restaurant: 'seafood',
  dumpling_restaurant: 'dumplings',
  soup_restaurant: 'soup',
};

/** Types that only narrow it down: used when neither name says more. */
const VAGUE_GOOGLE_TYPES: Readonly<Record<string, IllustrationKind>> = {
  park: 'park',
  place_of_worship: 'temple',
  natural_feature: 'mountain',
  shopping: 'street',
  store: 'street',
  clothing_store: 'street',
  food_court: 'streetfood',
  korean_restaurant: 'bibimbap',
};

function isAllowed(kind: IllustrationKind, type: PlaceType | null, only?: PlaceType): boolean {
  if (only && only !== type) return false;
  if (type === null) return true;
  // A restaurant can be a market's food alley (Gwangjang Market).
  return illustrationGroup(kind) === type || (type === 'food' && kind === 'market');
}

function fromTypes(
  types: readonly string[],
  table: Readonly<Record<string, IllustrationKind | readonly IllustrationKind[]>>,
  type: PlaceType | null,
): IllustrationKind | null {
  for (const googleType of types) {
    const kinds = table[googleType];
    if (!kinds) continue;
    const kind = (typeof kinds === 'string' ? [kinds] : kinds).find((option) => isAllowed(option, type));
    if (kind) return kind;
  }
  return null;
}

/**
 * The kind a place's own words name, or null when they name none: Google's specific types, then the English name,
 * then each word of the Korean name, then Google's vaguer types, then the first kind the description mentions.
 */
export function matchPlaceIllustration(place: PlaceDescriptor): IllustrationKind | null {
  const { type } = place;
  const rules = RULES.filter((rule) => isAllowed(rule.kind, type, rule.only));
  const types = place.types ?? [];
  const koWords = (place.nameKo ?? '').split(/[\s·,()&/+-]+/).filter(Boolean);
  return (
    fromTypes(types, GOOGLE_TYPES, type) ??
    rules.find((rule) => rule.en?.test(place.name ?? ''))?.kind ??
    rules.find((rule) => rule.ko && koWords.some((word) => rule.ko!.test(word)))?.kind ??
    fromTypes(types, VAGUE_GOOGLE_TYPES, type) ??
    // Last, and only then: searching a description for every rule is most of the work (issue 33).
    kindDescriptionNamesFirst(place.description ?? '', rules)
  );
}

/** The kind the description names earliest (descriptions start with what the place is), or null. */
function kindDescriptionNamesFirst(description: string, rules: readonly Rule[]): IllustrationKind | null {
  let earliest: { kind: IllustrationKind; at: number } | null = null;
  for (const rule of rules) {
    const at = rule.text ? description.search(rule.text) : -1;
    if (at >= 0 && (!earliest || at < earliest.at)) earliest = { kind: rule.kind, at };
  }
  return earliest?.kind ?? null;
}

/** What to draw for a place: the kind its words name, else its type's generic scene (a palace gate, bibimbap, latte). */
export function choosePlaceIllustration(place: PlaceDescriptor): IllustrationKind {
  return matchPlaceIllustration(place) ?? ILLUSTRATION_KINDS[place.type ?? 'travel'][0];
}
