import { describe, expect, it } from 'vitest';
import { projectStops, type RouteBox, routeArtVariant, spreadPoints } from './course-route-layout.ts';

const BOX: RouteBox = { width: 320, height: 180, padX: 30, padTop: 36, padBottom: 46 };
const inBox = ({ x, y }: { x: number; y: number }) =>
  x >= BOX.padX - 1e-9 &&
  x <= BOX.width - BOX.padX + 1e-9 &&
  y >= BOX.padTop - 1e-9 &&
  y <= BOX.height - BOX.padBottom + 1e-9;

describe('projectStops', () => {
  it('keeps the aspect ratio: equal distances east and north are equal on screen at that latitude', () => {
    // 0.01° of latitude is as long as 0.01° / cos(37.5°) of longitude.
    const east = 0.01 / Math.cos((37.5 * Math.PI) / 180);
    const [a, b, c] = projectStops(
      [
        { lat: 37.5, lng: 127 },
        { lat: 37.5, lng: 127 + east },
        { lat: 37.51, lng: 127 },
      ],
      BOX,
    );
    const ab = Math.hypot(b!.x - a!.x, b!.y - a!.y);
    const ac = Math.hypot(c!.x - a!.x, c!.y - a!.y);
    expect(ab / ac).toBeCloseTo(1, 2);
    expect(c!.y).toBeLessThan(a!.y);
  });

  it('fits the route in the free area, centred', () => {
    const points = projectStops(
      [
        { lat: 35.1, lng: 129.0 },
        { lat: 35.2, lng: 129.2 },
        { lat: 35.15, lng: 129.1 },
      ],
      BOX,
    );
    expect(points.every(inBox)).toBe(true);
    const xs = points.map((point) => point.x);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(160);
  });

  it('puts one stop, or identical stops, in the middle and nothing for no stops', () => {
    expect(projectStops([], BOX)).toEqual([]);
    const middle = { x: 160, y: 36 + (180 - 36 - 46) / 2 };
    expect(projectStops([{ lat: 37.5, lng: 127 }], BOX)).toEqual([middle]);
    expect(
      projectStops(
        [
          { lat: 37.5, lng: 127 },
          { lat: 37.5, lng: 127 },
        ],
        BOX,
      ),
    ).toEqual([middle, middle]);
  });

  it('handles a route along one parallel or one meridian', () => {
    const flat = projectStops(
      [
        { lat: 37.5, lng: 127 },
        { lat: 37.5, lng: 127.1 },
      ],
      BOX,
    );
    expect(flat[0]!.y).toBe(flat[1]!.y);
    expect(flat.every(inBox)).toBe(true);
    const tall = projectStops(
      [
        { lat: 37.5, lng: 127 },
        { lat: 37.6, lng: 127 },
      ],
      BOX,
    );
    expect(tall[0]!.x).toBe(tall[1]!.x);
    expect(tall.every(inBox)).toBe(true);
  });

  it('pulls a far outlier in so the other stops are not squeezed together', () => {
    const town = [
      { lat: 35.835, lng: 129.219 },
      { lat: 35.838, lng: 129.226 },
      { lat: 35.834, lng: 129.228 },
    ];
    const temple = { lat: 35.79, lng: 129.349 };
    const points = projectStops([...town, temple], BOX);
    const townWidth =
      Math.max(...points.slice(0, 3).map((p) => p.x)) - Math.min(...points.slice(0, 3).map((p) => p.x));
    const linearShare = (129.228 - 129.219) / (129.349 - 129.219);
    expect(townWidth / (BOX.width - 2 * BOX.padX)).toBeGreaterThan(2 * linearShare);
    expect(points.every(inBox)).toBe(true);
  });
});

describe('spreadPoints', () => {
  it('leaves distant points alone and pushes close ones apart, inside the box', () => {
    const far = [
      { x: 40, y: 40 },
      { x: 280, y: 130 },
    ];
    expect(spreadPoints(far, 20, BOX)).toEqual(far);
    const spread = spreadPoints(
      [
        { x: 160, y: 80 },
        { x: 160, y: 80 },
        { x: 162, y: 81 },
        { x: 30, y: 36 },
        { x: 31, y: 36 },
      ],
      24,
      BOX,
    );
    expect(spread.every(inBox)).toBe(true);
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        expect(Math.hypot(spread[i]!.x - spread[j]!.x, spread[i]!.y - spread[j]!.y)).toBeGreaterThan(23);
      }
    }
  });
});

describe('routeArtVariant', () => {
  it('is stable per id and differs between ids a few apart', () => {
    expect(routeArtVariant(42, 6, 4)).toEqual(routeArtVariant(42, 6, 4));
    for (const gap of [1, 2, 3, 4, 5]) {
      expect(routeArtVariant(10 + gap, 6, 4).palette).not.toBe(routeArtVariant(10, 6, 4).palette);
    }
  });
});
