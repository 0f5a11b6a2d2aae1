/** A place as the outside map links need it. */
export interface LinkTarget {
  name: string;
  lat: number;
  lng: number;
}

const fixed = (value: number) => value.toFixed(6);

/** Naver Map centred on the coordinates and searching the name (c = lng,lat,zoom). */
export function naverMapUrl({ name, lat, lng }: LinkTarget): string {
  return `https://map.naver.com/p/search/${encodeURIComponent(name)}?c=${fixed(lng)},${fixed(lat)},17,0,0,0,dh`;
}

/** Kakao Map's documented link format: /link/map/{name},{lat},{lng}. */
export function kakaoMapUrl({ name, lat, lng }: LinkTarget): string {
  return `https://map.kakao.com/link/map/${encodeURIComponent(name.replaceAll(',', ' '))},${fixed(lat)},${fixed(lng)}`;
}

/** Google Maps URLs API: a search for the coordinates. */
export function googleMapsUrl({ lat, lng }: LinkTarget): string {
  return `https://www.google.com/maps/search/?api=1&query=${fixed(lat)}%2C${fixed(lng)}`;
}
