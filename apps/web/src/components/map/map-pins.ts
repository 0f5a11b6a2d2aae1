/// <reference types="leaflet.markercluster" />
import type { PlaceType } from '@ktravel/contract';
import L from 'leaflet';
import { PLACE_TYPE_ICON_PATHS } from '../icons/map-icons.tsx';
import { PIN_HEAD_PATH } from './map-types.ts';

// Leaflet markers are HTML strings, not React: the pins repeat the place type icons' drawings (same paths) on the
// type's colour (map-markers.css: travel sky, food persimmon, café jade, as the place pictures).

export interface PinOptions {
  /** The place's type; null for a point that is not one of our places (search results, the admin's pick). */
  category: PlaceType | null;
  isSelected: boolean;
  isBookmarked: boolean;
}

const PIN_SIZE: L.PointTuple = [32, 41];
/** The selected pin, larger; it stands on its point (what revealing a selected place keeps room for). */
export const SELECTED_PIN_SIZE: L.PointTuple = [42, 54];

const BOOKMARK_PATH = 'M-2.6-3.4h5.2v7.2l-2.6-1.8-2.6 1.8Z';

function pinHtml({ category, isBookmarked }: PinOptions): string {
  const glyph = category
    ? `<svg x="8" y="7" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="${PLACE_TYPE_ICON_PATHS[category]}"/></svg>`
    : '<circle cx="18" cy="17" r="5.5" fill="#fff"/>';
  const badge = isBookmarked
    ? `<g class="map-pin__badge" transform="translate(30 6)"><circle r="7"/><path d="${BOOKMARK_PATH}"/></g>`
    : '';
  return `<svg class="map-pin__svg" viewBox="0 0 36 46" aria-hidden="true" focusable="false"><path class="map-pin__head" d="${PIN_HEAD_PATH}"/>${glyph}${badge}</svg>`;
}

const CANDIDATE_PIN_SIZE: L.PointTuple = [28, 36];
const PLUS_PATH = 'M-3.5 0h7M0-3.5v7';

/** A candidate's drawing: the drop outlined (not filled) in the type's colour, its icon in that colour, a plus. */
function candidatePinHtml(category: PlaceType | null): string {
  const glyph = category
    ? `<svg class="map-pin__glyph" x="8" y="7" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="${PLACE_TYPE_ICON_PATHS[category]}"/></svg>`
    : '<circle class="map-pin__dot" cx="18" cy="17" r="5"/>';
  const plus = `<g class="map-pin__plus" transform="translate(30 6)"><circle r="7"/><path d="${PLUS_PATH}"/></g>`;
  return `<svg class="map-pin__svg" viewBox="0 0 36 46" aria-hidden="true" focusable="false"><path class="map-pin__head" d="${PIN_HEAD_PATH}"/>${glyph}${plus}</svg>`;
}

const pinIcons = new Map<string, L.DivIcon>();
/** The place type of each pin icon, for the clusters' colour ring. */
const pinCategories = new WeakMap<L.Icon | L.DivIcon, PlaceType | null>();

/**
 * A place's pin: a drop in its type's colour with the type's icon, larger and darker when selected, with a gold
 * bookmark badge when the signed-in member saved it. Icons are shared, so re-renders reuse them.
 */
export function placePinIcon(options: PinOptions): L.DivIcon {
  const key = `${options.category}:${options.isSelected}:${options.isBookmarked}`;
  const cached = pinIcons.get(key);
  if (cached) return cached;
  const size = options.isSelected ? SELECTED_PIN_SIZE : PIN_SIZE;
  const classes = [
    'map-pin',
    `map-pin--${options.category ?? 'plain'}`,
    options.isSelected ? 'is-selected' : '',
    options.isBookmarked ? 'is-bookmarked' : '',
  ];
  const icon = L.divIcon({
    className: classes.filter(Boolean).join(' '),
    html: pinHtml(options),
    iconSize: size,
    iconAnchor: [size[0] / 2, size[1] - 1],
  });
  pinIcons.set(key, icon);
  pinCategories.set(icon, options.category);
  return icon;
}

/**
 * A place offered for adding, not part of anything yet (the planner's search results): a smaller, hollow drop
 * with a dashed outline and a plus badge, so it never reads as a chosen stop or a catalogue pin.
 */
export function candidatePinIcon(category: PlaceType | null): L.DivIcon {
  const key = `candidate:${category}`;
  const cached = pinIcons.get(key);
  if (cached) return cached;
  const icon = L.divIcon({
    className: `map-pin map-pin--${category ?? 'plain'} is-candidate`,
    html: candidatePinHtml(category),
    iconSize: CANDIDATE_PIN_SIZE,
    iconAnchor: [CANDIDATE_PIN_SIZE[0] / 2, CANDIDATE_PIN_SIZE[1] - 1],
  });
  pinIcons.set(key, icon);
  pinCategories.set(icon, category);
  return icon;
}

/** Where each type's arc of the cluster ring ends, in percent of the ring (travel, food, café, then the rest). */
export function clusterShares(categories: ReadonlyArray<PlaceType | null>): Record<PlaceType, number> {
  const total = Math.max(categories.length, 1);
  const count = (type: PlaceType) => categories.filter((category) => category === type).length;
  const travel = (count('travel') / total) * 100;
  const food = travel + (count('food') / total) * 100;
  const cafe = food + (count('cafe') / total) * 100;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { travel: round(travel), food: round(food), cafe: round(cafe) };
}

/** A group of nearby pins: the count on white, ringed by the share of each place type in the group's colours. */
export function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const markers = cluster.getAllChildMarkers();
  const shares = clusterShares(
    markers.map((marker) => (marker.options.icon ? (pinCategories.get(marker.options.icon) ?? null) : null)),
  );
  const count = markers.length;
  const size = count < 10 ? 38 : count < 50 ? 44 : 50;
  return L.divIcon({
    className: 'map-cluster',
    html: `<span class="map-cluster__ring" style="--travel:${shares.travel}%;--food:${shares.food}%;--cafe:${shares.cafe}%"><span>${count}</span></span>`,
    iconSize: [size, size],
  });
}
