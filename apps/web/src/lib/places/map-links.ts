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

/** How a day is travelled in the outside apps' directions. */
export type RouteMode = 'walk' | 'transit';

/** The points of a route, in order: at least one. */
export type RoutePoints = readonly [LinkTarget, ...LinkTarget[]];

/** A directions link and how many of the points given it takes, from the first (the rest is left out). */
export interface RouteLink {
  href: string;
  stopCount: number;
}

/** Kakao Map takes at most 5 waypoints between the start and the end of a route. */
export const KAKAO_ROUTE_MAX_POINTS = 7;

/** Commas and slashes separate the fields and points of Kakao's and Naver's paths: a name keeps neither. */
const pathName = (name: string) => encodeURIComponent(name.replaceAll(/[,/]/g, ' ').trim());

/**
 * Kakao Map directions, the link format of https://apis.map.kakao.com/web/guide/#routeurl:
 * `/link/by/{car|traffic|walk|bicycle}/{name},{lat},{lng}/…`, the points in order with up to 5 waypoints between
 * the first and the last. Public transport (`traffic`) takes no waypoints: a transit route is the first leg. One
 * point: directions to it (`/link/to/{name},{lat},{lng}`), from where the reader is.
 */
export function kakaoRouteUrl(points: RoutePoints, mode: RouteMode): RouteLink {
  const point = ({ name, lat, lng }: LinkTarget) => `${pathName(name)},${fixed(lat)},${fixed(lng)}`;
  if (points.length === 1) {
    return { href: `https://map.kakao.com/link/to/${point(points[0])}`, stopCount: 1 };
  }
  const taken = points.slice(0, mode === 'walk' ? KAKAO_ROUTE_MAX_POINTS : 2);
  return {
    href: `https://map.kakao.com/link/by/${mode === 'walk' ? 'walk' : 'traffic'}/${taken.map(point).join('/')}`,
    stopCount: taken.length,
  };
}

/** WGS 84 to Web Mercator (EPSG:3857) metres, the coordinates of Naver Map's web paths. */
function webMercator({ lat, lng }: { lat: number; lng: number }): { x: number; y: number } {
  const R = 6_378_137;
  return {
    x: R * ((lng * Math.PI) / 180),
    y: R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
  };
}

/**
 * Naver Map's web directions as map.naver.com writes them in its address bar (Naver documents no web link; its
 * documented app scheme, `nmap://route/{walk|public}?slat=…&dlat=…&v1lat=…`
 * (https://guide.ncloud-docs.com/docs/en/application-maps-url-scheme-vpc), does nothing in a desktop browser or
 * without the app): `/p/directions/{start|-}/{goal}/{waypoints|-}/{walk|transit}`, each point `{x},{y},{name}` in
 * Web Mercator metres. How the site writes waypoints is nowhere to be read, so the route is the first leg; one
 * point: directions to it from where the reader is (`-` start).
 */
export function naverRouteUrl([first, second]: RoutePoints, mode: RouteMode): RouteLink {
  const point = (target: LinkTarget) => {
    const { x, y } = webMercator(target);
    return `${x.toFixed(2)},${y.toFixed(2)},${pathName(target.name)}`;
  };
  const [start, goal] = second ? [point(first), point(second)] : ['-', point(first)];
  return {
    href: `https://map.naver.com/p/directions/${start}/${goal}/-/${mode}`,
    stopCount: second ? 2 : 1,
  };
}

/**
 * Google Maps URLs directions (https://developers.google.com/maps/documentation/urls/get-started#directions-action)
 * by public transport, from the first point to the second (`origin` left out for one point: from where the reader
 * is). Google has no walking or driving directions in Korea, and `waypoints` (3 on mobile, 9 elsewhere) are ignored
 * by transit directions, so a day is its first leg.
 */
export function googleRouteUrl([first, second]: RoutePoints): RouteLink {
  const at = ({ lat, lng }: LinkTarget) => `${fixed(lat)}%2C${fixed(lng)}`;
  const origin = second ? `&origin=${at(first)}` : '';
  return {
    href: `https://www.google.com/maps/dir/?api=1${origin}&destination=${at(second ?? first)}&travelmode=transit`,
    stopCount: second ? 2 : 1,
  };
}
