import { describe, expect, it } from 'vitest';
import { boundingBox, haversineM, normalizeLongitude } from './geo.ts';

const CITY_HALL = { lat: 37.5665, lng: 126.978 };
const GYEONGBOKGUNG = { lat: 37.5796, lng: 126.977 };
const BUSAN_STATION = { lat: 35.1151, lng: 129.0422 };

describe('haversineM', () => {
  it('is zero for one point and symmetric', () => {
    expect(haversineM(CITY_HALL, CITY_HALL)).toBe(0);
    expect(haversineM(CITY_HALL, BUSAN_STATION)).toBeCloseTo(haversineM(BUSAN_STATION, CITY_HALL), 6);
  });

  it('measures known distances in Korea', () => {
    // City Hall to Gyeongbokgung: about 1.46 km; Seoul to Busan stations: about 325 km as the crow flies.
    expect(haversineM(CITY_HALL, GYEONGBOKGUNG)).toBeGreaterThan(1400);
    expect(haversineM(CITY_HALL, GYEONGBOKGUNG)).toBeLessThan(1500);
    expect(haversineM(CITY_HALL, BUSAN_STATION) / 1000).toBeGreaterThan(320);
    expect(haversineM(CITY_HALL, BUSAN_STATION) / 1000).toBeLessThan(330);
  });
});

describe('boundingBox', () => {
  it('contains every point of the circle', () => {
    const box = boundingBox(CITY_HALL, 5000);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 4,990 m away in each direction (small-distance approximation).
      const d = 4990;
      const lat = CITY_HALL.lat + ((d * Math.cos((bearing * Math.PI) / 180)) / 6_371_000) * (180 / Math.PI);
      const lng =
        CITY_HALL.lng +
        ((d * Math.sin((bearing * Math.PI) / 180)) /
          (6_371_000 * Math.cos((CITY_HALL.lat * Math.PI) / 180))) *
          (180 / Math.PI);
      expect(haversineM(CITY_HALL, { lat, lng })).toBeLessThan(5000);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});

describe('normalizeLongitude', () => {
  it('keeps −180 ≤ lng < 180 and writes 180 as −180', () => {
    expect(normalizeLongitude(126.978)).toBe(126.978);
    expect(normalizeLongitude(-180)).toBe(-180);
    expect(normalizeLongitude(180)).toBe(-180);
    expect(normalizeLongitude(190)).toBe(-170);
    expect(normalizeLongitude(-190)).toBe(170);
    expect(normalizeLongitude(540)).toBe(-180);
    expect(Object.is(normalizeLongitude(360), 0)).toBe(true);
  });
});
