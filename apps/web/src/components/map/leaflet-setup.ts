import 'leaflet/dist/leaflet.css';
// Only the clusters' layout and animation: their look is ours (map-markers.css), not the library's green-to-orange.
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import L from 'leaflet';
import './map-markers.css';

// Every marker is a DivIcon of ours (map-pins.ts and below), so Leaflet's default image pin (whose URLs Vite's
// hashed asset names break, DESIGN §7) is never used.

/**
 * Leaflet names a marker only with `title` (a tooltip, the last resort of the accessible-name rules) and `alt`
 * (image icons only): every marker here is a DivIcon, so its element gets `aria-label` from the title. A marker that
 * does something (`keyboard`, the default) is a `role="button"` Leaflet makes focusable; one that does not is an
 * image (`role="img"`), not a button that does nothing, and no touch target.
 */
type MarkerInternals = L.Marker & { _icon?: HTMLElement; _initIcon(): void };
const markerPrototype = L.Marker.prototype as unknown as MarkerInternals;
const initIcon = markerPrototype._initIcon;
markerPrototype._initIcon = function labelledIcon(this: MarkerInternals) {
  initIcon.call(this);
  const element = this._icon;
  const { title, keyboard, interactive } = this.options;
  if (!element || !title) return;
  element.setAttribute('aria-label', title);
  if (keyboard === false || interactive === false) element.setAttribute('role', 'img');
};

const numberedIcons = new Map<string, L.DivIcon>();

/**
 * A round numbered badge for ordered stops (course detail, planner). The number is hidden from screen readers:
 * the marker's title ("Stop 1: …") names it instead of a bare "1". Shared, like the pins: a new icon each render
 * would make Leaflet rebuild every stop's marker.
 */
export function numberedIcon(number: number, isSelected: boolean): L.DivIcon {
  const key = `${number}:${isSelected}`;
  const cached = numberedIcons.get(key);
  if (cached) return cached;
  const icon = L.divIcon({
    className: '',
    html: `<span class="map-marker-number${isSelected ? ' is-selected' : ''}" aria-hidden="true">${number}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });
  numberedIcons.set(key, icon);
  return icon;
}

/** The user's position: a dot with a halo. */
export const userLocationIcon = L.divIcon({
  className: '',
  html: '<span class="map-user-location"></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

export { L };
