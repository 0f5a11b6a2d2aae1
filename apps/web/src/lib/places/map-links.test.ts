import { describe, expect, it } from 'vitest';
import { googleMapsUrl, kakaoMapUrl, naverMapUrl } from './map-links.ts';

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
