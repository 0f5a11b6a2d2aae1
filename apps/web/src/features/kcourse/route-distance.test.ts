import { describe, expect, it } from 'vitest';
import { courseLegs, formatDistance, legTime, ridingMinutes, walkingMinutes } from './route-distance.ts';

// Gyeongbokgung (main gate) and Gwanghwamun Square: about 560 m apart.
const GYEONGBOKGUNG = { lat: 37.5759, lng: 126.9768 };
const GWANGHWAMUN = { lat: 37.5709, lng: 126.9769 };
// Seoul City Hall: about 0.95 km south of Gwanghwamun Square.
const CITY_HALL = { lat: 37.5663, lng: 126.9779 };

describe('walkingMinutes', () => {
  it('walks 4.5 km in an hour and rounds to whole minutes', () => {
    expect(walkingMinutes(4500)).toBe(60);
    expect(walkingMinutes(75)).toBe(1);
    expect(walkingMinutes(37)).toBe(0);
    expect(walkingMinutes(38)).toBe(1);
    expect(walkingMinutes(0)).toBe(0);
  });
});

describe('courseLegs', () => {
  it('has no legs for zero or one stop', () => {
    expect(courseLegs([])).toEqual({ legs: [], totalM: 0, totalMinutes: 0, totalMode: 'walk' });
    expect(courseLegs([GYEONGBOKGUNG])).toEqual({ legs: [], totalM: 0, totalMinutes: 0, totalMode: 'walk' });
  });

  it('measures each consecutive pair and the total', () => {
    const { legs, totalM, totalMinutes } = courseLegs([GYEONGBOKGUNG, GWANGHWAMUN, CITY_HALL]);
    expect(legs).toHaveLength(2);
    expect(legs[0]!.distanceM).toBeGreaterThan(540);
    expect(legs[0]!.distanceM).toBeLessThan(580);
    expect(legs[0]!.mode).toBe('walk');
    expect(legs[0]!.minutes).toBe(Math.round(legs[0]!.distanceM / 75));
    expect(legs[1]!.distanceM).toBeGreaterThan(480);
    expect(legs[1]!.distanceM).toBeLessThan(530);
    expect(totalM).toBeCloseTo(legs[0]!.distanceM + legs[1]!.distanceM, 6);
    expect(totalMinutes).toBe(walkingMinutes(totalM));
  });

  it('counts a repeated stop as zero metres', () => {
    const { legs } = courseLegs([CITY_HALL, CITY_HALL]);
    expect(legs).toEqual([{ distanceM: 0, mode: 'walk', minutes: 0 }]);
  });

  it('rides instead of walking beyond 5 km: across a city, and between cities (Seoul to Busan)', () => {
    expect(legTime(5000)).toEqual({ mode: 'walk', minutes: 67 });
    expect(legTime(5001).mode).toBe('ride');
    // 12.5 km in a city: 10 min + 30 min at 25 km/h.
    expect(ridingMinutes(12_500)).toBe(40);
    const SEOUL_STATION = { lat: 37.5547, lng: 126.9707 };
    const BUSAN_STATION = { lat: 35.1151, lng: 129.0419 };
    const { legs, totalMinutes, totalMode } = courseLegs([SEOUL_STATION, BUSAN_STATION]);
    expect(legs[0]!.distanceM).toBeGreaterThan(320_000);
    expect(legs[0]!.mode).toBe('ride');
    // About 4 hours, not "4300 min walk".
    expect(totalMinutes).toBeGreaterThan(200);
    expect(totalMinutes).toBeLessThan(300);
    expect(totalMode).toBe('ride');
  });
});

describe('formatDistance', () => {
  it('uses metres under 1 km and kilometres with one decimal above', () => {
    expect(formatDistance(0)).toEqual({ unit: 'm', value: '0' });
    expect(formatDistance(560.4)).toEqual({ unit: 'm', value: '560' });
    expect(formatDistance(999.4)).toEqual({ unit: 'm', value: '999' });
    expect(formatDistance(1000)).toEqual({ unit: 'km', value: '1.0' });
    expect(formatDistance(12_345)).toEqual({ unit: 'km', value: '12.3' });
  });
});
