import type { LatLng } from 'leaflet';
import { type MutableRefObject, useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { prefersReducedMotion } from './map-fit.ts';
import { SELECTED_PIN_SIZE } from './map-pins.ts';
import { coveredInsets, type MapRevealRequest, pinRoom, revealShift, revealSpot } from './map-reveal.ts';

/**
 * Where a reveal is taking the map's centre, until the map gets there (or the reader drags it elsewhere): the
 * move that ends there is the map's own, not the reader's.
 */
export type RevealTarget = MutableRefObject<LatLng | null>;

/**
 * Brings a point's pin into the part of the map no panel covers, measuring the panels when the request's key
 * changes: the least pan that does it (none when the pin shows already), or, when the map must zoom in and so
 * jumps anyway, the pin in the middle of the free part. Glides as Leaflet does, never for readers who asked for
 * less motion.
 */
export function RevealPoint({
  request,
  coveredBy,
  revealTarget,
}: {
  request: MapRevealRequest | null;
  coveredBy: (() => Iterable<Element>) | undefined;
  revealTarget: RevealTarget;
}) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request moves the map, so a pan between two is kept
  useEffect(() => {
    if (!request) return;
    const covers = [...(coveredBy?.() ?? [])].map((element) => element.getBoundingClientRect());
    const room = pinRoom(
      coveredInsets(map.getContainer().getBoundingClientRect(), covers),
      SELECTED_PIN_SIZE,
    );
    const size = map.getSize();
    // Leaflet's default: a glide over short distances, a jump over long ones (its tiles misplace on long glides).
    const options = prefersReducedMotion() ? { animate: false } : {};
    const point: [number, number] = [request.lat, request.lng];
    if (request.minZoom !== undefined && map.getZoom() < request.minZoom) {
      const spot = revealSpot(size, room);
      const center = map.unproject(
        map.project(point, request.minZoom).add(size.divideBy(2)).subtract([spot.x, spot.y]),
        request.minZoom,
      );
      revealTarget.current = center;
      map.setView(center, request.minZoom, options);
      return;
    }
    const shift = revealShift(size, map.latLngToContainerPoint(point), room);
    if (!shift) return;
    revealTarget.current = map.unproject(map.project(map.getCenter()).add([shift.x, shift.y]));
    map.panBy([shift.x, shift.y], options);
  }, [map, request?.key]);
  return null;
}
