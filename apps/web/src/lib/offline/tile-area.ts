/** A point of a course (its stops). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Zoom levels prefetched around a course (DESIGN §8.2). */
export const PREFETCH_ZOOMS = [12, 13, 14, 15, 16] as const;
/** The margin kept around the stops, in degrees of latitude (about 1 km). */
const MARGIN_DEG = 0.01;
/** At most this many tiles for one course (≈ 2,000 tiles of 25 KB: the cache's 50 MB). */
export const PREFETCH_MAX_TILES = 2_000;

const tileX = (lng: number, zoom: number) => Math.floor(((lng + 180) / 360) * 2 ** zoom);
function tileY(lat: number, zoom: number): number {
  const rad = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** zoom);
}

/** One tile's URL from an XYZ template (`{s}` the first subdomain, `{r}` no retina suffix). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll('{s}', 'a')
    .replaceAll('{r}', '')
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y));
}

/**
 * The tiles covering a course's stops with a margin, zoom 12 to 16, coarse zooms first, at most
 * `PREFETCH_MAX_TILES` (the finest zoom is cut first when a course spreads too far).
 */
export function courseTiles(stops: readonly LatLng[], template: string): string[] {
  if (stops.length === 0) return [];
  const lats = stops.map((s) => s.lat);
  const lngs = stops.map((s) => s.lng);
  const north = Math.max(...lats) + MARGIN_DEG;
  const south = Math.min(...lats) - MARGIN_DEG;
  const west = Math.min(...lngs) - MARGIN_DEG;
  const east = Math.max(...lngs) + MARGIN_DEG;
  const urls: string[] = [];
  for (const z of PREFETCH_ZOOMS) {
    const [x0, x1] = [tileX(west, z), tileX(east, z)];
    const [y0, y1] = [tileY(north, z), tileY(south, z)];
    const count = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (urls.length + count > PREFETCH_MAX_TILES) break;
    for (let x = x0; x <= x1; x += 1) {
      for (let y = y0; y <= y1; y += 1) urls.push(tileUrl(template, z, x, y));
    }
  }
  return urls;
}
