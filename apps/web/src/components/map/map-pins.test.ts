// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { candidatePinIcon, clusterShares, placePinIcon } from './map-pins.ts';

describe('placePinIcon', () => {
  it('colours the pin by place type and draws the type icon', () => {
    const food = placePinIcon({ category: 'food', isSelected: false, isBookmarked: false });
    expect(food.options.className).toBe('map-pin map-pin--food');
    expect(String(food.options.html)).toContain('<path d="M3 11h18');
    const plain = placePinIcon({ category: null, isSelected: false, isBookmarked: false });
    expect(plain.options.className).toBe('map-pin map-pin--plain');
  });

  it('marks the selected pin larger and a bookmarked one with a badge', () => {
    const normal = placePinIcon({ category: 'cafe', isSelected: false, isBookmarked: false });
    const selected = placePinIcon({ category: 'cafe', isSelected: true, isBookmarked: true });
    expect(selected.options.className).toBe('map-pin map-pin--cafe is-selected is-bookmarked');
    expect(String(selected.options.html)).toContain('map-pin__badge');
    expect(String(normal.options.html)).not.toContain('map-pin__badge');
    const [width] = selected.options.iconSize as [number, number];
    expect(width).toBeGreaterThan((normal.options.iconSize as [number, number])[0]);
  });

  it('reuses one icon per look', () => {
    const options = { category: 'travel', isSelected: false, isBookmarked: true } as const;
    expect(placePinIcon(options)).toBe(placePinIcon({ ...options }));
  });
});

describe('candidatePinIcon', () => {
  it('draws a search result hollow with a plus, smaller than a place pin, in its type colour', () => {
    const result = candidatePinIcon('food');
    expect(result.options.className).toBe('map-pin map-pin--food is-candidate');
    expect(String(result.options.html)).toContain('map-pin__plus');
    expect(String(result.options.html)).toContain('<path d="M3 11h18');
    const place = placePinIcon({ category: 'food', isSelected: false, isBookmarked: false });
    expect((result.options.iconSize as [number, number])[0]).toBeLessThan(
      (place.options.iconSize as [number, number])[0],
    );
    expect(candidatePinIcon(null).options.className).toBe('map-pin map-pin--plain is-candidate');
    expect(candidatePinIcon('food')).toBe(result);
  });
});

describe('clusterShares', () => {
  it('gives where each type’s arc ends, in percent', () => {
    expect(clusterShares(['travel', 'travel', 'food', 'cafe'])).toEqual({ travel: 50, food: 75, cafe: 100 });
    expect(clusterShares(['cafe', null])).toEqual({ travel: 0, food: 0, cafe: 50 });
    expect(clusterShares([])).toEqual({ travel: 0, food: 0, cafe: 0 });
  });
});
