import type { TipId } from './tips-data.ts';

/**
 * What a point's note says (`tips.points.notes.{note}`): where the cards are bought and topped up there, or where
 * a departing visitor claims a tax refund.
 */
export type TipPointNote = 'incheonAirport' | 'airportRail' | 'jejuAirport' | 'station' | 'taxRefund';

/** What a list of points is (its heading under the tips): where to get a transit card, or a tax refund. */
export type TipPointKind = 'card' | 'taxRefund';

/**
 * A place the tips point to (`tips.points.names.{id}` in the reader's language): where a transport card is bought
 * and topped up (the arrival airports and the big stations visitors pass through), or where a tax refund is
 * claimed on leaving (Incheon Airport's departures halls). Coordinates are WGS84.
 */
export const TIP_POINT_IDS = [
  'incheonT1',
  'incheonT2',
  'gimpo',
  'seoulStation',
  'myeongdong',
  'hongdae',
  'busanStation',
  'jejuAirport',
  'incheonT1Departures',
  'incheonT2Departures',
] as const;

export interface TipPoint {
  id: (typeof TIP_POINT_IDS)[number];
  kind: TipPointKind;
  /** The tips this point serves: whose card it sells, or the tax refund. */
  tips: readonly TipId[];
  nameKo: string;
  lat: number;
  lng: number;
  note: TipPointNote;
}

/** Incheon Airport's passenger terminals (T2 is about 2.5 km from T1: KBS News, 2018-01-02). */
const INCHEON_T1 = { lat: 37.4492, lng: 126.4509 };
const INCHEON_T2 = { lat: 37.4681, lng: 126.4338 };

export const TIP_POINTS: readonly TipPoint[] = [
  {
    id: 'incheonT1',
    kind: 'card',
    tips: ['tmoney', 'mpass'],
    nameKo: '인천국제공항 제1여객터미널',
    ...INCHEON_T1,
    note: 'incheonAirport',
  },
  {
    id: 'incheonT2',
    kind: 'card',
    tips: ['tmoney', 'mpass'],
    nameKo: '인천국제공항 제2여객터미널',
    ...INCHEON_T2,
    note: 'incheonAirport',
  },
  {
    id: 'gimpo',
    kind: 'card',
    tips: ['tmoney'],
    nameKo: '김포국제공항',
    lat: 37.5587,
    lng: 126.7945,
    note: 'airportRail',
  },
  {
    id: 'seoulStation',
    kind: 'card',
    tips: ['tmoney'],
    nameKo: '서울역',
    lat: 37.5547,
    lng: 126.9707,
    note: 'station',
  },
  {
    id: 'myeongdong',
    kind: 'card',
    tips: ['tmoney'],
    nameKo: '명동역',
    lat: 37.5609,
    lng: 126.9863,
    note: 'station',
  },
  {
    id: 'hongdae',
    kind: 'card',
    tips: ['tmoney'],
    nameKo: '홍대입구역',
    lat: 37.5572,
    lng: 126.9245,
    note: 'station',
  },
  {
    id: 'busanStation',
    kind: 'card',
    tips: ['tmoney'],
    nameKo: '부산역',
    lat: 35.1151,
    lng: 129.0415,
    note: 'station',
  },
  {
    id: 'jejuAirport',
    kind: 'card',
    tips: ['tmoney'],
    nameKo: '제주국제공항',
    lat: 33.5067,
    lng: 126.493,
    note: 'jejuAirport',
  },
  // The tax refund kiosks are in the departures halls (Incheon International Airport Corporation, "Tax Refund"
  // page, checked 2026-11-27); the pins mark the terminals.
  {
    id: 'incheonT1Departures',
    kind: 'taxRefund',
    tips: ['taxrefund'],
    nameKo: '인천국제공항 제1여객터미널 출국장',
    ...INCHEON_T1,
    note: 'taxRefund',
  },
  {
    id: 'incheonT2Departures',
    kind: 'taxRefund',
    tips: ['taxrefund'],
    nameKo: '인천국제공항 제2여객터미널 출국장',
    ...INCHEON_T2,
    note: 'taxRefund',
  },
];

/** The points of any of these tips (none for a tip about restaurants, payment or help numbers). */
export function tipPointsFor(tips: readonly TipId[]): TipPoint[] {
  return TIP_POINTS.filter((point) => point.tips.some((tip) => tips.includes(tip)));
}
