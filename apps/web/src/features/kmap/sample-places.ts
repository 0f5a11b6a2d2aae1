import { type PlaceDto, type PlaceType, UNKNOWN_FACTS } from '@ktravel/contract';

interface Sample {
  id: number;
  type: PlaceType;
  name: string;
  nameKo: string;
  nameZh: string;
  nameJa: string;
  nameZhHant: string;
  address: string;
  addressKo: string;
  addressZh: string;
  addressJa: string;
  addressZhHant: string;
  lat: number;
  lng: number;
  description: string;
  descriptionKo: string;
  descriptionZh: string;
  descriptionJa: string;
  descriptionZhHant: string;
}

// Negative ids: never confused with server places (bookmarking a sample place is refused in local mode).
const SAMPLES: Sample[] = [
  {
    id: -1,
    type: 'travel',
    name: 'Gyeongbokgung Palace',
    nameKo: '경복궁',
    nameZh: '景福宫',
    address: '161 Sajik-ro, Jongno-gu, Seoul',
    addressKo: '서울 종로구 사직로 161',
    lat: 37.579617,
    lng: 126.977041,
    description: 'The main royal palace of the Joseon dynasty, built in 1395.',
    descriptionKo: '1395년에 지어진 조선 왕조의 법궁입니다.',
    descriptionZh: '朝鲜王朝的正宫，建于1395年。',
    addressZh: '首尔特别市钟路区社稷路161',
    nameJa: '景福宮',
    nameZhHant: '景福宮',
    addressJa: 'ソウル特別市鍾路区社稷路161',
    addressZhHant: '首爾特別市鍾路區社稷路161',
    descriptionJa: '1395年に建てられた朝鮮王朝の正宮です。',
    descriptionZhHant: '朝鮮王朝的正宮，建於1395年。',
  },
  {
    id: -2,
    type: 'travel',
    name: 'Bukchon Hanok Village',
    nameKo: '북촌한옥마을',
    nameZh: '北村韩屋村',
    address: '37 Gyedong-gil, Jongno-gu, Seoul',
    addressKo: '서울 종로구 계동길 37',
    lat: 37.582604,
    lng: 126.983998,
    description: 'Hillside lanes of traditional Korean houses between Gyeongbokgung and Changdeokgung.',
    descriptionKo: '경복궁과 창덕궁 사이 언덕에 한옥이 늘어선 골목입니다.',
    descriptionZh: '位于景福宫与昌德宫之间的山坡上，传统韩屋沿小巷排列。',
    addressZh: '首尔特别市钟路区桂洞街37',
    nameJa: '北村韓屋村',
    nameZhHant: '北村韓屋村',
    addressJa: 'ソウル特別市鍾路区桂洞キル37',
    addressZhHant: '首爾特別市鍾路區桂洞街37',
    descriptionJa: '景福宮と昌徳宮の間の丘に、韓屋が並ぶ路地が続きます。',
    descriptionZhHant: '位於景福宮與昌德宮之間的山坡上，傳統韓屋沿著小巷排列。',
  },
  {
    id: -3,
    type: 'travel',
    name: 'N Seoul Tower',
    nameKo: 'N서울타워',
    nameZh: 'N首尔塔',
    address: '105 Namsangongwon-gil, Yongsan-gu, Seoul',
    addressKo: '서울 용산구 남산공원길 105',
    lat: 37.551169,
    lng: 126.988227,
    description: 'Observation tower on Namsan with views over the whole city.',
    descriptionKo: '남산 위의 전망 타워로, 서울 시내 전체가 내려다보입니다.',
    descriptionZh: '南山上的观景塔，可俯瞰首尔全城。',
    addressZh: '首尔特别市龙山区南山公园街105',
    nameJa: 'Nソウルタワー',
    nameZhHant: 'N首爾塔',
    addressJa: 'ソウル特別市龍山区南山公園キル105',
    addressZhHant: '首爾特別市龍山區南山公園街105',
    descriptionJa: '南山の上に立つ展望タワーで、ソウルの街全体を見渡せます。',
    descriptionZhHant: '南山上的觀景塔，可俯瞰首爾全市。',
  },
  {
    id: -4,
    type: 'food',
    name: 'Gwangjang Market',
    nameKo: '광장시장',
    nameZh: '广藏市场',
    address: '88 Changgyeonggung-ro, Jongno-gu, Seoul',
    addressKo: '서울 종로구 창경궁로 88',
    lat: 37.570023,
    lng: 126.999545,
    description: 'One of Seoul’s oldest markets, known for bindaetteok and gimbap stalls.',
    descriptionKo: '서울에서 가장 오래된 시장 중 하나로, 빈대떡과 김밥 노점으로 유명합니다.',
    descriptionZh: '首尔历史最悠久的市场之一，以绿豆煎饼和紫菜包饭摊位闻名。',
    addressZh: '首尔特别市钟路区昌庆宫路88',
    nameJa: '広蔵市場',
    nameZhHant: '廣藏市場',
    addressJa: 'ソウル特別市鍾路区昌慶宮路88',
    addressZhHant: '首爾特別市鍾路區昌慶宮路88',
    descriptionJa: 'ソウルで最も古い市場のひとつで、ピンデトックとキンパの屋台で知られています。',
    descriptionZhHant: '首爾歷史最悠久的市場之一，以綠豆煎餅和韓式飯捲攤位聞名。',
  },
  {
    id: -5,
    type: 'food',
    name: 'Myeongdong Kyoja',
    nameKo: '명동교자 본점',
    nameZh: '明洞饺子',
    address: '29 Myeongdong 10-gil, Jung-gu, Seoul',
    addressKo: '서울 중구 명동10길 29',
    lat: 37.562563,
    lng: 126.985761,
    description: 'Famous since 1966 for kalguksu noodle soup and dumplings.',
    descriptionKo: '1966년부터 칼국수와 만두로 이름난 집입니다.',
    descriptionZh: '自1966年起以刀切面和饺子闻名。',
    addressZh: '首尔特别市中区明洞10街29',
    nameJa: '明洞餃子',
    nameZhHant: '明洞餃子',
    addressJa: 'ソウル特別市中区明洞10キル29',
    addressZhHant: '首爾特別市中區明洞10街29',
    descriptionJa: '1966年からカルグクス（韓国風うどん）と餃子で有名な店です。',
    descriptionZhHant: '自1966年起以刀削麵和餃子聞名。',
  },
  {
    id: -6,
    type: 'cafe',
    name: 'Onion Anguk',
    nameKo: '어니언 안국',
    nameZh: 'Onion 安国店',
    address: '5 Gyedong-gil, Jongno-gu, Seoul',
    addressKo: '서울 종로구 계동길 5',
    lat: 37.577657,
    lng: 126.986053,
    description: 'Bakery café in a renovated hanok near Anguk station.',
    descriptionKo: '안국역 근처 한옥을 고친 베이커리 카페입니다.',
    descriptionZh: '由安国站附近的韩屋改建而成的烘焙咖啡馆。',
    addressZh: '首尔特别市钟路区桂洞街5',
    nameJa: 'オニオン 安国',
    nameZhHant: 'Onion 安國店',
    addressJa: 'ソウル特別市鍾路区桂洞キル5',
    addressZhHant: '首爾特別市鍾路區桂洞街5',
    descriptionJa: '安国駅近くの韓屋を改装したベーカリーカフェです。',
    descriptionZhHant: '由安國站附近的韓屋改建而成的烘焙咖啡館。',
  },
];

const EPOCH = '2025-01-01T00:00:00.000Z';

/** The six built-in sample places in Seoul, used only when the map cannot reach the server (spec §4). */
export const SAMPLE_PLACES: PlaceDto[] = SAMPLES.map((sample) => ({
  ...sample,
  googlePlaceId: null,
  provider: null,
  externalId: null,
  status: 'active',
  aliases: [],
  region: 'Seoul',
  phone: null,
  website: null,
  googleMapsUrl: null,
  rating: null,
  userRatingsTotal: null,
  openingHoursJson: null,
  openingHours: null,
  closingDayMovesOnHoliday: false,
  photosJson: null,
  sourceTypesJson: null,
  typeSource: null,
  isAdvertisement: false,
  hasMultilingualMenu: false,
  facts: UNKNOWN_FACTS,
  reviewAverage: null,
  reviewCount: 0,
  reviewPhoto: null,
  usualCostKrw: null,
  photoUrl: null,
  photoThumbnailUrl: null,
  createdAt: EPOCH,
  updatedAt: EPOCH,
}));
