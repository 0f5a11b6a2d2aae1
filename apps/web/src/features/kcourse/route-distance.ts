import { haversineM } from '@ktravel/contract';

/** Walking speed for the estimates between stops: 4.5 km/h. */
export const WALKING_SPEED_KMH = 4.5;
const METRES_PER_MINUTE = (WALKING_SPEED_KMH * 1000) / 60;

interface Point {
  lat: number;
  lng: number;
}

/** One step of a course: from one stop to the next, as the crow flies. */
export interface CourseLeg {
  distanceM: number;
  walkMinutes: number;
}

/** Minutes to walk `distanceM` at 4.5 km/h, rounded to whole minutes. */
export function walkingMinutes(distanceM: number): number {
  return Math.round(distanceM / METRES_PER_MINUTE);
}

/** The straight-line legs between consecutive stops (n stops → n − 1 legs) and their total. */
export function courseLegs(stops: readonly Point[]): {
  legs: CourseLeg[];
  totalM: number;
  totalMinutes: number;
} {
  const legs: CourseLeg[] = [];
  for (let index = 1; index < stops.length; index += 1) {
    const distanceM = haversineM(stops[index - 1]!, stops[index]!);
    legs.push({ distanceM, walkMinutes: walkingMinutes(distanceM) });
  }
  const totalM = legs.reduce((sum, leg) => sum + leg.distanceM, 0);
  return { legs, totalM, totalMinutes: walkingMinutes(totalM) };
}

/** A distance for display: whole metres under 1 km, else kilometres with one decimal. */
export function formatDistance(distanceM: number): { unit: 'm' | 'km'; value: string } {
  if (distanceM < 1000) return { unit: 'm', value: String(Math.round(distanceM)) };
  return { unit: 'km', value: (distanceM / 1000).toFixed(1) };
}
