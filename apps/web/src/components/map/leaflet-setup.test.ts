// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { L, numberedIcon } from './leaflet-setup.ts';

let container: HTMLDivElement | null = null;
afterEach(() => container?.remove());

function mapWith(marker: L.Marker): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  const map = L.map(container).setView([37.5665, 126.978], 12);
  marker.addTo(map);
  return marker.getElement()!;
}

describe('markers (issue 33: named by aria-label, not by title alone)', () => {
  it('a marker that does something is a native button named by its title, clicked by the keyboard too', () => {
    const marker = L.marker([37.57, 126.98], { title: 'Gyeongbokgung Palace', icon: numberedIcon(1, false) });
    const element = mapWith(marker);
    expect(element.tagName).toBe('BUTTON');
    expect(element.getAttribute('type')).toBe('button');
    expect(element.hasAttribute('role')).toBe(false);
    expect(element.getAttribute('aria-label')).toBe('Gyeongbokgung Palace');
    expect(element.tabIndex).toBe(0);
    expect(element.querySelector('.map-marker-number')?.textContent).toBe('1');
    // A click on the button (what Enter and Space make of a native button) reaches the marker.
    let clicks = 0;
    marker.on('click', () => {
      clicks += 1;
    });
    element.click();
    expect(clicks).toBe(1);
  });

  it('draws the zoom control with native buttons', () => {
    container = document.createElement('div');
    document.body.append(container);
    L.map(container, { zoomControl: true }).setView([37.5665, 126.978], 12);
    const buttons = [...container.querySelectorAll('.leaflet-control-zoom > *')];
    expect(buttons.map((button) => [button.tagName, button.getAttribute('aria-label')])).toEqual([
      ['BUTTON', 'Zoom in'],
      ['BUTTON', 'Zoom out'],
    ]);
  });

  it('a marker that does nothing is a named picture, not a button or a focus stop', () => {
    const element = mapWith(
      L.marker([37.57, 126.98], {
        title: 'Stop 1: Gyeongbokgung Palace',
        icon: numberedIcon(1, false),
        interactive: false,
        keyboard: false,
      }),
    );
    expect(element.getAttribute('role')).toBe('img');
    expect(element.getAttribute('aria-label')).toBe('Stop 1: Gyeongbokgung Palace');
    expect(element.hasAttribute('tabindex')).toBe(false);
  });

  it('keeps the name when the icon changes (selection)', () => {
    const marker = L.marker([37.57, 126.98], { title: 'N Seoul Tower', icon: numberedIcon(2, false) });
    mapWith(marker);
    marker.setIcon(numberedIcon(2, true));
    expect(marker.getElement()!.getAttribute('aria-label')).toBe('N Seoul Tower');
    expect(marker.getElement()!.tagName).toBe('BUTTON');
    expect(container!.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
  });
});
