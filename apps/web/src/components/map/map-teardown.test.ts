// @vitest-environment jsdom
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardMapRemoval } from './map-teardown.ts';

/** Leaflet's private zoom animation, started by hand: jsdom has no CSS transitions for Leaflet to animate with. */
interface ZoomAnimating {
  _animateZoom(center: L.LatLng, zoom: number, startAnim: boolean): void;
}

function mapZoomingThenRemoved(guard: boolean): void {
  const container = document.createElement('div');
  document.body.append(container);
  const map = L.map(container).setView([37.5665, 126.978], 12);
  if (guard) guardMapRemoval(map);
  (map as unknown as ZoomAnimating)._animateZoom(L.latLng(37.5665, 126.978), 13, true);
  // Leaving the page: react-leaflet removes the map while the zoom animation still has 250 ms to run.
  map.remove();
  container.remove();
}

describe('guardMapRemoval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the cause: Leaflet ends the zoom animation of a removed map and reads its deleted pane', () => {
    mapZoomingThenRemoved(false);
    expect(() => vi.advanceTimersByTime(300)).toThrow(/_leaflet_pos/);
  });

  it('lets a map be removed while it zooms: the pending end of the animation does nothing', () => {
    mapZoomingThenRemoved(true);
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
  });
});
