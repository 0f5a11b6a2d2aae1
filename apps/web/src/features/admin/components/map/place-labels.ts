import { PLACE_TYPES, type PlaceType } from '@ktravel/contract';
import type { BadgeTone } from '../status-badge.tsx';

/** The marker categories in the order the spec lists them (K-Travel, K-Food, K-Cafe). */
export const MARKER_TYPES: readonly PlaceType[] = PLACE_TYPES;

export const PLACE_TYPE_TONES: Record<PlaceType, BadgeTone> = {
  travel: 'info',
  food: 'warning',
  cafe: 'good',
};

/** Latitude or longitude to 4 decimals (about 11 m), as the admin list shows them. */
export function formatCoordinate(value: number): string {
  return value.toFixed(4);
}
