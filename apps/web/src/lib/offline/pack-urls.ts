/**
 * What the offline trip pack keeps (DESIGN §8.2), shared by the service worker (src/sw) and the app: the caches'
 * names and which requests go in them. No DOM and no worker types here: both sides import it.
 */

/** The API reads of the pack (the member's answers): deleted at sign-out and when another member signs in. */
export const PACK_API_CACHE = 'ktravel-pack-api';
/** Course covers and place photos the pack's pages show. */
export const PACK_IMAGES_CACHE = 'ktravel-pack-images';
/** Translations (their URL carries the version): the current language's, kept as read. */
export const LOCALES_CACHE = 'ktravel-locales';
/** Map tiles seen (at most TILE_CACHE_MAX_BYTES, oldest out first). Not the member's: kept at sign-out. */
export const TILES_CACHE = 'ktravel-tiles';
export const TILE_CACHE_MAX_BYTES = 50 * 1024 * 1024;

/** The caches that hold a member's data: what "sign out" and "Remove everything from this device" delete. */
export const MEMBER_CACHES = [PACK_API_CACHE, PACK_IMAGES_CACHE] as const;

/**
 * The GET /api paths the pack's pages read: the session, the settings, courses (one, its check, its comments, the
 * member's lists), places (one, its hours, the bookmarks, K-Map's markers as last seen, the tips' restaurants) and
 * My Page's counts and first pages. Nothing
 * else is cached: admin answers, statistics, searches and the rest go to the network only.
 */
const PACK_READS: readonly RegExp[] = [
  /^\/api\/auth\/me$/,
  /^\/api\/config$/,
  /^\/api\/courses$/,
  /^\/api\/courses\/\d+$/,
  /^\/api\/courses\/\d+\/check$/,
  /^\/api\/comments\/course\/\d+$/,
  /^\/api\/places$/,
  /^\/api\/places\/markers$/,
  /^\/api\/places\/\d+$/,
  /^\/api\/places\/\d+\/hours$/,
  /^\/api\/places\/bookmarks\/me$/,
  /^\/api\/mypage\/(stats|bookmarks|courses|saved-courses)$/,
];

/** Whether a same-origin GET to `pathname` is a read the pack keeps. */
export function isPackRead(pathname: string): boolean {
  return PACK_READS.some((pattern) => pattern.test(pathname));
}

/** Uploaded images (covers, photos, avatars) as the app serves them: GET /api/uploads/files/… */
export function isPackImage(pathname: string): boolean {
  return pathname.startsWith('/api/uploads/files/');
}

/** A map tile: `…/{z}/{x}/{y}.png` (or @2x, jpg, webp), from whatever tile server MAP_TILE_URL names. */
export function isTileUrl(url: string): boolean {
  return /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)(\?.*)?$/.test(url);
}
