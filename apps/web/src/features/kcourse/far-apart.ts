import { haversineM, type LatLng } from '@ktravel/contract';
import { INTERCITY_FROM_M } from './route-distance.ts';

/** The two stops of a plan that lie farthest apart, in course order, and their distance as the crow flies. */
export interface FarthestPair<T> {
  from: T;
  to: T;
  distanceM: number;
}

/** The pair of stops farthest apart (the earlier stop first); null with fewer than two stops. */
export function farthestPair<T extends LatLng>(stops: readonly T[]): FarthestPair<T> | null {
  let farthest: FarthestPair<T> | null = null;
  for (let i = 0; i < stops.length; i += 1) {
    for (let j = i + 1; j < stops.length; j += 1) {
      const distanceM = haversineM(stops[i]!, stops[j]!);
      if (!farthest || distanceM > farthest.distanceM)
        farthest = { from: stops[i]!, to: stops[j]!, distanceM };
    }
  }
  return farthest;
}

/**
 * The stops that make a plan span regions: the farthest pair when it is more than INTERCITY_FROM_M (50 km)
 * apart, such as Seoul and Busan; null when the whole course is within one city. Saving such a plan asks first.
 */
export function farApartStops<T extends LatLng>(stops: readonly T[]): FarthestPair<T> | null {
  const pair = farthestPair(stops);
  return pair && pair.distanceM > INTERCITY_FROM_M ? pair : null;
}
