import 'leaflet/dist/leaflet.css';
// Only the clusters' layout and animation: their look is ours (map-markers.css), not the library's green-to-orange.
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import L from 'leaflet';
import './map-markers.css';

// Every marker is a DivIcon of ours (map-pins.ts and below), so Leaflet's default image pin (whose URLs Vite's
// hashed asset names break, DESIGN §7) is never used.

/** `element`'s attributes and children in a `<button type="button">` (a native button instead of a `role`). */
function asButton(element: HTMLElement): HTMLButtonElement {
  const button = document.createElement('button');
  for (const { name, value } of [...element.attributes]) button.setAttribute(name, value);
  button.type = 'button';
  button.append(...element.childNodes);
  return button;
}

/**
 * Leaflet names a marker only with `title` (a tooltip, the last resort of the accessible-name rules) and `alt`
 * (image icons only): every marker here is a DivIcon, so its element gets `aria-label` from the title. A marker that
 * does something (`keyboard`, the default) is a native `<button>` where Leaflet makes a `<div role="button">`: Enter
 * and Space open it as a click does (Leaflet's div only took focus), and no validator asks for the native element
 * (issue 44). One that does nothing is an image (`role="img"`), not a button that does nothing, and no touch target.
 */
type MarkerInternals = L.Marker & { _icon?: HTMLElement; _initIcon(): void };
const markerPrototype = L.Marker.prototype as unknown as MarkerInternals;
const initIcon = markerPrototype._initIcon;
markerPrototype._initIcon = function labelledIcon(this: MarkerInternals) {
  const { options } = this;
  const isButton = options.keyboard !== false && options.interactive !== false && options.icon !== undefined;
  if (isButton) {
    // Made as Leaflet makes it, then as a button; Leaflet's own keyboard role and tab stop are left out.
    const icon = options.icon as L.Icon & { createIcon(old?: HTMLElement): HTMLElement };
    const createIcon = icon.createIcon;
    icon.createIcon = (old) => asButton(createIcon.call(icon, old));
    options.keyboard = false;
    try {
      initIcon.call(this);
    } finally {
      options.keyboard = true;
      Reflect.deleteProperty(icon, 'createIcon');
    }
  } else {
    initIcon.call(this);
  }
  const element = this._icon;
  if (!element || !options.title) return;
  element.setAttribute('aria-label', options.title);
  if (!isButton) element.setAttribute('role', 'img');
};

/**
 * The zoom control's buttons as native `<button>`s (Leaflet makes `<a href="#" role="button">`), listening as
 * Leaflet's own do; styled like them in map-markers.css.
 */
L.Control.Zoom.include({
  _createButton(
    this: L.Control.Zoom & { _refocusOnMap(): void },
    html: string,
    title: string,
    className: string,
    container: HTMLElement,
    onClick: () => void,
  ): HTMLButtonElement {
    const button = L.DomUtil.create('button', className, container);
    button.type = 'button';
    button.innerHTML = html;
    button.title = title;
    button.setAttribute('aria-label', title);
    L.DomEvent.disableClickPropagation(button);
    L.DomEvent.on(button, 'click', L.DomEvent.stop);
    L.DomEvent.on(button, 'click', onClick, this);
    L.DomEvent.on(button, 'click', this._refocusOnMap, this);
    return button;
  },
});

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
