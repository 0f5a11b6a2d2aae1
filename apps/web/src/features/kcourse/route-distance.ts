import { haversineM } from '@ktravel/contract';

/** Walking speed for the estimates between stops: 4.5 km/h. */
export const WALKING_SPEED_KMH = 4.5;
const METRES_PER_MINUTE = (WALKING_SPEED_KMH * 1000) / 60;

interface Point {
  lat: number;
  lng: number;
}

/** Legs longer than this are not walked: the estimate is by transit or car instead. */
export const WALK_MAX_M = 5000;
/** Across a city (up to 50 km): 25 km/h door to door plus 10 minutes of waiting and walking to the stop. */
const CITY_KMH = 25;
const CITY_OVERHEAD_MIN = 10;
/** Between cities (over 50 km): 90 km/h (express bus, KTX, motorway) plus 30 minutes to board and reach it. */
const INTERCITY_KMH = 90;
const INTERCITY_OVERHEAD_MIN = 30;
/** Farther apart than this, two places are in different cities or regions (Seoul and Busan: 325 km). */
export const INTERCITY_FROM_M = 50_000;

/** How a leg is travelled in the estimate. */
export type TravelMode = 'walk' | 'ride';

/** One step of a course: from one stop to the next, as the crow flies. */
export interface CourseLeg {
  distanceM: number;
  mode: TravelMode;
  /** Estimated minutes: walking at 4.5 km/h, or by transit or car beyond WALK_MAX_M. */
  minutes: number;
}

/** Minutes to walk `distanceM` at 4.5 km/h, rounded to whole minutes. */
export function walkingMinutes(distanceM: number): number {
  return Math.round(distanceM / METRES_PER_MINUTE);
}

/** Minutes by transit or car: within a city, or between cities. */
export function ridingMinutes(distanceM: number): number {
  const km = distanceM / 1000;
  return distanceM > INTERCITY_FROM_M
    ? Math.round(INTERCITY_OVERHEAD_MIN + (km / INTERCITY_KMH) * 60)
    : Math.round(CITY_OVERHEAD_MIN + (km / CITY_KMH) * 60);
}

/** A leg's mode and time: walked up to WALK_MAX_M, ridden beyond it. */
export function legTime(distanceM: number): { mode: TravelMode; minutes: number } {
  return distanceM <= WALK_MAX_M
    ? { mode: 'walk', minutes: walkingMinutes(distanceM) }
    : { mode: 'ride', minutes: ridingMinutes(distanceM) };
}

/**
 * The straight-line legs between consecutive stops (n stops → n − 1 legs) and their totals; `totalMode` is
 * `ride` when any leg is ridden.
 */
export function courseLegs(stops: readonly Point[]): {
  legs: CourseLeg[];
  totalM: number;
  totalMinutes: number;
  totalMode: TravelMode;
} {
  const legs: CourseLeg[] = [];
  for (let index = 1; index < stops.length; index += 1) {
    const distanceM = haversineM(stops[index - 1]!, stops[index]!);
    legs.push({ distanceM, ...legTime(distanceM) });
  }
  const totalM = legs.reduce((sum, leg) => sum + leg.distanceM, 0);
  const totalMode: TravelMode = legs.some((leg) => leg.mode === 'ride') ? 'ride' : 'walk';
  // All on foot: the walk of the whole distance (not a sum of rounded legs).
  const totalMinutes =
    totalMode === 'walk' ? walkingMinutes(totalM) : legs.reduce((sum, leg) => sum + leg.minutes, 0);
  return { legs, totalM, totalMinutes, totalMode };
}

/** A distance for display: whole metres under 1 km, else kilometres with one decimal. */
export function formatDistance(distanceM: number): { unit: 'm' | 'km'; value: string } {
  if (distanceM < 1000) return { unit: 'm', value: String(Math.round(distanceM)) };
  return { unit: 'km', value: (distanceM / 1000).toFixed(1) };
}
