import type { MapView } from '@/components/map/map-types.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

/** K-Map's centre and zoom from this tab's session storage, or null when absent or unreadable (spec §2). */
export function readSavedMapView(): MapView | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.mapView);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<MapView>;
    const { lat, lng, zoom } = value;
    if (
      typeof lat === 'number' &&
      typeof lng === 'number' &&
      typeof zoom === 'number' &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180 &&
      zoom >= 0 &&
      zoom <= 20
    ) {
      return { lat, lng, zoom };
    }
    return null;
  } catch {
    return null;
  }
}

export function saveMapView(view: MapView): void {
  try {
    sessionStorage.setItem(
      STORAGE_KEYS.mapView,
      JSON.stringify({ lat: Number(view.lat.toFixed(6)), lng: Number(view.lng.toFixed(6)), zoom: view.zoom }),
    );
  } catch {
    // Storage full or blocked: the map still works, it just starts from Seoul next time.
  }
}
