import type { Map as LeafletMap } from 'leaflet';

/** The part of Leaflet 1.9's private map state that `remove()` leaves behind. */
interface ZoomAnimationState {
  _animatingZoom?: boolean;
}

/**
 * Makes `map.remove()` safe while the map is still zooming. Leaflet 1.9 ends a zoom animation from a 250 ms
 * timer (`_animateZoom` → `_onZoomTransitionEnd`) that `remove()` neither cancels nor disarms; when it fires on
 * a removed map it reads the deleted map pane and throws "Cannot read properties of undefined (reading
 * '_leaflet_pos')" (Leaflet/Leaflet#9575). React removes the map (react-leaflet's MapContainer cleanup) whenever
 * a page with a map is left, so leaving within 250 ms of an animated fit, a zoom button or a wheel zoom hit it.
 *
 * Call once per map: while the map unloads (inside `remove()`, which has just stopped pan and fly animations,
 * before its panes go) this marks the zoom animation as finished, so the pending timer returns at once.
 */
export function guardMapRemoval(map: LeafletMap): void {
  map.once('unload', () => {
    (map as unknown as ZoomAnimationState)._animatingZoom = false;
  });
}
