import 'leaflet/dist/leaflet.css';
// Only the clusters' layout and animation: their look is ours (map-markers.css), not the library's green-to-orange.
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import L from 'leaflet';
import './map-markers.css';

// Every marker is a DivIcon of ours (map-pins.ts and below), so Leaflet's default image pin (whose URLs Vite's
// hashed asset names break, DESIGN §7) is never used.

/**
 * A round numbered badge for ordered stops (course detail, planner). The number is hidden from screen readers:
 * the marker's title ("Stop 1: …") names it instead of a bare "1".
 */
export function numberedIcon(number: number, isSelected: boolean): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="map-marker-number${isSelected ? ' is-selected' : ''}" aria-hidden="true">${number}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });
}

/** The user's position: a dot with a halo. */
export const userLocationIcon = L.divIcon({
  className: '',
  html: '<span class="map-user-location"></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

export { L };
