import type { PlaceType } from '@ktravel/contract';

/** A point the shared map draws. */
export interface MapMarker {
  id: number | string;
  lat: number;
  lng: number;
  /** Accessible name and hover title of the marker. */
  title: string;
  /** Shown inside a numbered badge instead of a pin (course stops). */
  number?: number;
  /** The place's type: the pin's colour and icon (a plain brand pin without one). */
  category?: PlaceType | null;
  /** Marks the pin with a bookmark badge. */
  isBookmarked?: boolean;
  /** A place offered for adding, not chosen yet (planner search results): a hollow pin with a plus badge. */
  isCandidate?: boolean;
}

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** An instruction to move the map; a new `key` repeats the same move. */
export interface MapViewRequest extends MapView {
  key: number;
}

/** Map constants of spec §9. */
export const SEOUL_CENTER = { lat: 37.5665, lng: 126.978 } as const;
export const DEFAULT_ZOOM = 12;
export const LOCATE_ZOOM = 16;
export const CLUSTER_RADIUS = 60;
export const MIN_ZOOM = 5;
export const MAX_ZOOM = 19;
/** Used when /api/config cannot be read. */
export const FALLBACK_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

/** The drop's outline (viewBox 0 0 36 46), also drawn by map legends. */
export const PIN_HEAD_PATH = 'M18 44c-2-4.6-15-15.2-15-27a15 15 0 0 1 30 0c0 11.8-13 22.4-15 27Z';
