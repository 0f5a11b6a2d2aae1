import type { PlaceType } from '@ktravel/contract';

/** Translation keys of the place types (`kmap.types.*`). */
export const PLACE_TYPE_LABEL_KEYS = {
  travel: 'kmap.types.travel',
  food: 'kmap.types.food',
  cafe: 'kmap.types.cafe',
} as const satisfies Record<PlaceType, string>;
