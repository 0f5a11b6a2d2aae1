import { describe, expect, it } from 'vitest';
import { farApartStops, farthestPair } from './far-apart.ts';

const GYEONGBOKGUNG = { name: 'Gyeongbokgung Palace', lat: 37.5796, lng: 126.977 };
const N_SEOUL_TOWER = { name: 'N Seoul Tower', lat: 37.5512, lng: 126.9882 };
const SUWON_HWASEONG = { name: 'Suwon Hwaseong', lat: 37.2871, lng: 127.0119 };
const HAEUNDAE = { name: 'Haeundae Beach', lat: 35.1587, lng: 129.1604 };

describe('farthestPair', () => {
  it('needs two stops', () => {
    expect(farthestPair([])).toBeNull();
    expect(farthestPair([GYEONGBOKGUNG])).toBeNull();
  });

  it('finds the two stops farthest apart, the earlier one first, whatever their place in the course', () => {
    const pair = farthestPair([N_SEOUL_TOWER, HAEUNDAE, GYEONGBOKGUNG]);
    expect(pair?.from).toBe(HAEUNDAE);
    expect(pair?.to).toBe(GYEONGBOKGUNG);
    expect(Math.round((pair?.distanceM ?? 0) / 1000)).toBe(333);
  });
});

describe('farApartStops', () => {
  it('lets a course within one city through', () => {
    expect(farApartStops([GYEONGBOKGUNG, N_SEOUL_TOWER])).toBeNull();
  });

  it('lets a day trip of under 50 km through (Seoul to Suwon, 33 km)', () => {
    expect(farApartStops([GYEONGBOKGUNG, SUWON_HWASEONG])).toBeNull();
  });

  it('names the stops of a course across regions (Seoul to Busan)', () => {
    const pair = farApartStops([GYEONGBOKGUNG, N_SEOUL_TOWER, HAEUNDAE]);
    expect(pair?.from.name).toBe('Gyeongbokgung Palace');
    expect(pair?.to.name).toBe('Haeundae Beach');
    expect(pair!.distanceM).toBeGreaterThan(300_000);
  });
});
