/**
 * Geography shared by the server (place search, stop linking, radius queries) and the web app (distances on the
 * map and along a course). Plain functions, no zod: the web app imports them without shipping zod.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in metres (the sphere the haversine formula assumes). */
export const EARTH_RADIUS_M = 6_371_000;
/** Metres per degree of latitude, near enough everywhere for a search box. */
export const METRES_PER_DEGREE_LAT = 111_320;

const RAD = Math.PI / 180;

/**
 * A longitude in the half-open range GPX 1.1 and GeoJSON readers agree on, −180 ≤ lng < 180: 180 is the same
 * meridian as −180 and is written as −180 (anything outside ±180 wraps around).
 */
export function normalizeLongitude(lng: number): number {
  if (lng >= -180 && lng < 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

/** Great-circle distance in metres between two points (haversine). */
export function haversineM(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude/longitude box that contains the circle of `radiusM` around the point: an index on lat/lng narrows
 * candidates with it before the exact distance test. Near the poles the longitude span is capped.
 */
export function boundingBox(
  center: LatLng,
  radiusM: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = radiusM / METRES_PER_DEGREE_LAT;
  const cosLat = Math.max(Math.cos(center.lat * RAD), 0.01);
  const dLng = radiusM / (METRES_PER_DEGREE_LAT * cosLat);
  return {
    minLat: center.lat - dLat,
    maxLat: center.lat + dLat,
    minLng: center.lng - dLng,
    maxLng: center.lng + dLng,
  };
}
