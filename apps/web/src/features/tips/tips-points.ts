import type { TipId } from './tips-data.ts';

/** What a point's note says (`tips.points.notes.{note}`): where the cards are bought and topped up there. */
export type TipPointNote = 'incheonAirport' | 'airportRail' | 'jejuAirport' | 'station';

/**
 * A place where a transport card is bought and topped up (`tips.points.names.{id}` in the reader's language):
 * the arrival airports and the big stations visitors pass through. Coordinates are WGS84.
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
] as const;

export interface TipPoint {
  id: (typeof TIP_POINT_IDS)[number];
  /** The tips whose card this point sells. */
  tips: readonly TipId[];
  nameKo: string;
  lat: number;
  lng: number;
  note: TipPointNote;
}

export const TIP_POINTS: readonly TipPoint[] = [
  {
    id: 'incheonT1',
    tips: ['tmoney', 'mpass'],
    nameKo: '인천국제공항 제1여객터미널',
    lat: 37.4492,
    lng: 126.4509,
    note: 'incheonAirport',
  },
  {
    id: 'incheonT2',
    tips: ['tmoney', 'mpass'],
    nameKo: '인천국제공항 제2여객터미널',
    lat: 37.4681,
    lng: 126.4338,
    note: 'incheonAirport',
  },
  { id: 'gimpo', tips: ['tmoney'], nameKo: '김포국제공항', lat: 37.5587, lng: 126.7945, note: 'airportRail' },
  { id: 'seoulStation', tips: ['tmoney'], nameKo: '서울역', lat: 37.5547, lng: 126.9707, note: 'station' },
  { id: 'myeongdong', tips: ['tmoney'], nameKo: '명동역', lat: 37.5609, lng: 126.9863, note: 'station' },
  { id: 'hongdae', tips: ['tmoney'], nameKo: '홍대입구역', lat: 37.5572, lng: 126.9245, note: 'station' },
  { id: 'busanStation', tips: ['tmoney'], nameKo: '부산역', lat: 35.1151, lng: 129.0415, note: 'station' },
  {
    id: 'jejuAirport',
    tips: ['tmoney'],
    nameKo: '제주국제공항',
    lat: 33.5067,
    lng: 126.493,
    note: 'jejuAirport',
  },
];

/** The points that sell the card of any of these tips (none for a tip about restaurants). */
export function tipPointsFor(tips: readonly TipId[]): TipPoint[] {
  return TIP_POINTS.filter((point) => point.tips.some((tip) => tips.includes(tip)));
}
