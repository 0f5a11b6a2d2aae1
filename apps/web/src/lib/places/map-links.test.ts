import { describe, expect, it } from 'vitest';
import {
  googleMapsUrl,
  googleRouteUrl,
  KAKAO_ROUTE_MAX_POINTS,
  kakaoMapUrl,
  kakaoRouteUrl,
  naverMapUrl,
  naverRouteUrl,
  type RoutePoints,
} from './map-links.ts';

const PALACE = { name: 'Gyeongbokgung Palace', lat: 37.579617, lng: 126.977041 };

describe('outside map links built from coordinates', () => {
  it('Google Maps: a search for the coordinates', () => {
    expect(googleMapsUrl(PALACE)).toBe(
      'https://www.google.com/maps/search/?api=1&query=37.579617%2C126.977041',
    );
  });

  it('Kakao Map: /link/map/{name},{lat},{lng} with the name encoded and its commas removed', () => {
    expect(kakaoMapUrl(PALACE)).toBe(
      'https://map.kakao.com/link/map/Gyeongbokgung%20Palace,37.579617,126.977041',
    );
    expect(kakaoMapUrl({ ...PALACE, name: '경복궁, 서울' })).toBe(
      `https://map.kakao.com/link/map/${encodeURIComponent('경복궁  서울')},37.579617,126.977041`,
    );
  });

  it('Naver Map: the name searched, centred on lng,lat', () => {
    const url = new URL(naverMapUrl({ ...PALACE, name: '경복궁' }));
    expect(url.origin).toBe('https://map.naver.com');
    expect(decodeURIComponent(url.pathname)).toBe('/p/search/경복궁');
    expect(url.searchParams.get('c')).toBe('126.977041,37.579617,17,0,0,0,dh');
  });
});

const PALACE_KO = { name: '경복궁', lat: 37.5796, lng: 126.977 };
const SQUARE = { name: '광화문광장', lat: 37.5725, lng: 126.9769 };
const STREAM = { name: '청계천', lat: 37.5696, lng: 126.9784 };
const DAY: RoutePoints = [PALACE_KO, SQUARE, STREAM];

describe('directions for a day of stops', () => {
  it('Kakao walks through every stop: /link/by/walk/{name},{lat},{lng}/… in order, names encoded', () => {
    const { href, stopCount } = kakaoRouteUrl(DAY, 'walk');
    expect(href).toBe(
      `https://map.kakao.com/link/by/walk/${encodeURIComponent('경복궁')},37.579600,126.977000/${encodeURIComponent('광화문광장')},37.572500,126.976900/${encodeURIComponent('청계천')},37.569600,126.978400`,
    );
    expect(stopCount).toBe(3);
  });

  it('Kakao takes at most 5 waypoints, and says how many stops the link holds', () => {
    const stop = (i: number) => ({ name: `Stop ${i}`, lat: 37.5 + i / 100, lng: 127 });
    const many: RoutePoints = [stop(1), ...[2, 3, 4, 5, 6, 7, 8, 9].map(stop)];
    const { href, stopCount } = kakaoRouteUrl(many, 'walk');
    expect(stopCount).toBe(KAKAO_ROUTE_MAX_POINTS);
    expect(href.split('/link/by/walk/')[1]!.split('/')).toHaveLength(7);
    expect(href).not.toContain('Stop%208');
  });

  it('Kakao by public transport is the first leg (transit takes no waypoints)', () => {
    const { href, stopCount } = kakaoRouteUrl(DAY, 'transit');
    expect(href).toMatch(/^https:\/\/map\.kakao\.com\/link\/by\/traffic\/[^/]+\/[^/]+$/);
    expect(decodeURIComponent(href)).toContain(
      '/경복궁,37.579600,126.977000/광화문광장,37.572500,126.976900',
    );
    expect(stopCount).toBe(2);
  });

  it('Kakao with one stop: directions to it, from where the reader is', () => {
    expect(kakaoRouteUrl([PALACE_KO], 'walk')).toEqual({
      href: `https://map.kakao.com/link/to/${encodeURIComponent('경복궁')},37.579600,126.977000`,
      stopCount: 1,
    });
  });

  it('names lose the commas and slashes that would split a Kakao or Naver path', () => {
    const odd: RoutePoints = [
      { name: 'A/B, C', lat: 37.5, lng: 127 },
      { name: 'D', lat: 37.6, lng: 127.1 },
    ];
    expect(kakaoRouteUrl(odd, 'walk').href).toContain('/A%20B%20%20C,37.500000,127.000000/');
    expect(naverRouteUrl(odd, 'walk').href).toContain(',A%20B%20%20C/');
  });

  it('Naver: the first leg, each point Web Mercator x,y and the Korean name', () => {
    const { href, stopCount } = naverRouteUrl(DAY, 'walk');
    const [, , , , , start, goal, waypoints, mode] = href.split('/');
    expect(href.startsWith('https://map.naver.com/p/directions/')).toBe(true);
    // 126.977° E, 37.5796° N in EPSG:3857 (x = R·λ, y = R·ln tan(π/4 + φ/2)).
    expect(start).toBe(`14135014.98,4520206.44,${encodeURIComponent('경복궁')}`);
    expect(goal!.endsWith(`,${encodeURIComponent('광화문광장')}`)).toBe(true);
    expect(waypoints).toBe('-');
    expect(mode).toBe('walk');
    expect(stopCount).toBe(2);
    expect(naverRouteUrl(DAY, 'transit').href.endsWith('/-/transit')).toBe(true);
  });

  it('Naver with one stop: no start (the reader is it)', () => {
    const { href, stopCount } = naverRouteUrl([PALACE_KO], 'walk');
    expect(href).toBe(
      `https://map.naver.com/p/directions/-/14135014.98,4520206.44,${encodeURIComponent('경복궁')}/-/walk`,
    );
    expect(stopCount).toBe(1);
  });

  it('Google: transit directions for the first leg, by coordinates', () => {
    expect(googleRouteUrl(DAY)).toEqual({
      href: 'https://www.google.com/maps/dir/?api=1&origin=37.579600%2C126.977000&destination=37.572500%2C126.976900&travelmode=transit',
      stopCount: 2,
    });
    expect(googleRouteUrl([STREAM]).href).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=37.569600%2C126.978400&travelmode=transit',
    );
  });
});
