import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its default icon images by reading a CSS url at run time, which Vite's hashed asset names
// break (DESIGN §7): point the default icon at the imported images instead.
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({
  iconRetinaUrl: markerIcon2x,
  iconUrl: markerIcon,
  shadowUrl: markerShadow,
});

/** The default pin, highlighted (bigger, brand tint) for the selected place. */
export const selectedIcon = new L.Icon.Default({ className: 'map-marker-selected' });

/** A round numbered badge for ordered stops (course detail, planner). */
export function numberedIcon(number: number, isSelected: boolean): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="map-marker-number${isSelected ? ' is-selected' : ''}">${number}</span>`,
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
