import type { LatLng } from '@ktravel/contract';

/** An instruction to fit the map to points; the map moves only when `key` changes, not on every render. */
export interface MapFitRequest {
  key: string | number;
  points: readonly LatLng[];
  /** Extra room in pixels along the top, under something drawn over the map there (a legend). */
  insetTop?: number;
}

/** One point is centred at this zoom (streets and the buildings around them). */
export const FIT_SINGLE_ZOOM = 15;
/** Fitting never zooms in closer than this, however near the points are. */
export const FIT_MAX_ZOOM = 16;
/** Room, in pixels, between the outermost points and the map's edge (markers stay whole). */
export const FIT_PADDING_PX = 48;

/** How the map shows a set of points: centred on one place, or the bounds of several. */
export type FitView =
  | { kind: 'center'; center: LatLng; zoom: number }
  | { kind: 'bounds'; bounds: [[number, number], [number, number]] };

/**
 * The view that shows every point: null for none, the point centred at FIT_SINGLE_ZOOM when there is one place
 * (or several at the same spot), else the south-west and north-east corners of their box.
 */
export function fitView(points: readonly LatLng[]): FitView | null {
  const [first] = points;
  if (!first) return null;
  let south = first.lat;
  let north = first.lat;
  let west = first.lng;
  let east = first.lng;
  for (const point of points) {
    south = Math.min(south, point.lat);
    north = Math.max(north, point.lat);
    west = Math.min(west, point.lng);
    east = Math.max(east, point.lng);
  }
  if (south === north && west === east) return { kind: 'center', center: first, zoom: FIT_SINGLE_ZOOM };
  return {
    kind: 'bounds',
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/** Whether the reader asked the system for less motion: the map then jumps instead of gliding. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
