import { describe, expect, it } from 'vitest';
import { courseTiles, PREFETCH_MAX_TILES, tileUrl } from './tile-area.ts';

const TEMPLATE = 'https://tiles.example.kr/{z}/{x}/{y}.png';

describe('the tiles of a course’s area (MAP_TILE_PREFETCH)', () => {
  it('covers the stops at zoom 12 to 16, coarse first', () => {
    // Gyeongbokgung and N Seoul Tower.
    const urls = courseTiles(
      [
        { lat: 37.5796, lng: 126.977 },
        { lat: 37.5512, lng: 126.9882 },
      ],
      TEMPLATE,
    );
    const zooms = urls.map((url) => Number(url.split('/')[3]));
    expect(new Set(zooms)).toEqual(new Set([12, 13, 14, 15, 16]));
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
    // Gyeongbokgung's tile at zoom 16 (x 55883, y 25375 by the slippy-map formula) is among them.
    expect(urls).toContain('https://tiles.example.kr/16/55883/25375.png');
    expect(urls.length).toBeLessThan(400);
  });

  it('stops before the cap when a course spreads over Korea, and asks nothing for no stops', () => {
    const urls = courseTiles(
      [
        { lat: 37.57, lng: 126.98 },
        { lat: 35.1, lng: 129.04 },
      ],
      TEMPLATE,
    );
    expect(urls.length).toBeLessThanOrEqual(PREFETCH_MAX_TILES);
    expect(urls.every((url) => !url.includes('/16/'))).toBe(true);
    expect(courseTiles([], TEMPLATE)).toEqual([]);
  });

  it('fills a template’s subdomain and retina parts', () => {
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 3, 4, 5)).toBe(
      'https://a.tile.example/3/4/5.png',
    );
  });
});
