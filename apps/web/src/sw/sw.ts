/// <reference lib="webworker" />
// The service worker (DESIGN §8.2), built by vite-plugin-pwa (injectManifest) into /sw.js with scope /.
//  - Precache: the app shell, the page chunks (admin pages left out) and the CSS, with the build's hashes.
//  - Pages: the network first (so the server's preloads and previews stay), the app shell when offline.
//  - The pack's API reads (lib/offline/pack-urls.ts): the network first, the last answer when offline. GET only:
//    Workbox routes GET by default and nothing here registers another method.
//  - Translations: the cached copy at once, refreshed behind (their URL carries the version).
//  - Map tiles seen: kept up to 50 MB, the oldest out first (tile-budget.ts); prefetched only when asked.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isPackImage,
  isPackRead,
  isTileUrl,
  LOCALES_CACHE,
  MEMBER_CACHES,
  PACK_API_CACHE,
  PACK_IMAGES_CACHE,
  TILE_CACHE_MAX_BYTES,
  TILES_CACHE,
} from '../lib/offline/pack-urls.ts';
import { TileBudget } from './tile-budget.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** How long a read waits for the network before the cached answer is used (a subway platform's connection). */
const NETWORK_TIMEOUT_SECONDS = 5;
const THIRTY_DAYS = 30 * 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first install takes the open pages over, so what they read from now on goes into the pack. A new version
// waits until the app asks (the reader chose "Reload"): never forced in the middle of a trip.
clientsClaim();

const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/sw\.js$/, /^\/manifest\.webmanifest$/] },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * Offline, a read the pack kept for another query of the same list stands in for this one:
 *  - a place's hours asked from another day (or for fewer days): the kept answer for that place in that language
 *    with the latest `from` (the page reads the days it needs by date);
 *  - K-Map's markers around another centre (the map moved since): the latest kept answer of the same type and
 *    search, so the map shows the places as last seen instead of none.
 */
const SAME_LIST: { path: RegExp; same: string[]; newest: (url: URL, response: Response) => string }[] = [
  {
    path: /^\/api\/places\/\d+\/hours$/,
    same: ['language'],
    newest: (url) => url.searchParams.get('from') ?? '',
  },
  {
    path: /^\/api\/places\/markers$/,
    same: ['type', 'q', 'openNow', 'openAt'],
    newest: (_url, response) => new Date(response.headers.get('date') ?? 0).toISOString(),
  },
];

const keptAnswerOfAnotherQuery = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const asked = new URL(request.url);
    const list = SAME_LIST.find((candidate) => candidate.path.test(asked.pathname));
    if (!list) return undefined;
    const cache = await caches.open(PACK_API_CACHE);
    let best: { rank: string; response: Response } | undefined;
    for (const key of await cache.keys()) {
      const url = new URL(key.url);
      if (url.pathname !== asked.pathname) continue;
      if (list.same.some((name) => url.searchParams.get(name) !== asked.searchParams.get(name))) continue;
      const response = await cache.match(key);
      if (!response) continue;
      const rank = list.newest(url, response);
      if (!best || rank > best.rank) best = { rank, response };
    }
    return best?.response;
  },
};

/**
 * Sign-out (or another member) empties the member caches; an answer already on its way must not fill them again
 * afterwards. Each request notes the generation it started in, and only one from the current generation is kept.
 */
let memberGeneration = 0;
const sameMemberOnly = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: Record<string, unknown> }) => {
    if (state) state.generation = memberGeneration;
    return request;
  },
  cacheWillUpdate: async ({ response, state }: { response: Response; state?: Record<string, unknown> }) =>
    state?.generation === memberGeneration ? response : null,
};

registerRoute(
  ({ url }) => sameOrigin(url) && isPackRead(url.pathname),
  new NetworkFirst({
    cacheName: PACK_API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      sameMemberOnly,
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: THIRTY_DAYS }),
      keptAnswerOfAnotherQuery,
    ],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && isPackImage(url.pathname),
  new CacheFirst({
    cacheName: PACK_IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      sameMemberOnly,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: THIRTY_DAYS }),
    ],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/locales/'),
  new StaleWhileRevalidate({
    cacheName: LOCALES_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 10 })],
  }),
);

const tileBudget = new TileBudget(TILES_CACHE, TILE_CACHE_MAX_BYTES);
/** Sizes read before a tile is stored, recorded once it is (keyed by URL). */
const tileSizes = new Map<string, number>();
// Only tiles read with CORS are kept (their size is known; an opaque answer's is not, and counts as megabytes
// against the browser's quota): the map asks for tiles with crossOrigin. Recording never fails the tile itself.
const recordTile = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status !== 200) return null;
    try {
      tileSizes.set(request.url, (await response.clone().blob()).size);
      return response;
    } catch {
      return null;
    }
  },
  cacheDidUpdate: async ({ request }: { request: Request }) => {
    const bytes = tileSizes.get(request.url);
    tileSizes.delete(request.url);
    if (bytes !== undefined) await tileBudget.record(request.url, bytes).catch(() => undefined);
  },
};
registerRoute(
  ({ request, url }) => request.destination === 'image' && isTileUrl(url.href),
  new CacheFirst({ cacheName: TILES_CACHE, plugins: [recordTile] }),
);

/** Fetches the tiles not kept yet (a course's area, MAP_TILE_PREFETCH), a few at a time, within the cap. */
async function prefetchTiles(urls: string[]): Promise<number> {
  const cache = await caches.open(TILES_CACHE);
  let fetched = 0;
  const queue = urls.filter(isTileUrl);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cache.match(url)) continue;
      try {
        const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
        if (response.status !== 200) continue;
        await cache.put(url, response.clone());
        await tileBudget.record(url, (await response.blob()).size);
        fetched += 1;
      } catch {
        // Offline or refused: the rest are tried; what is missing stays missing.
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return fetched;
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CLEAR_MEMBER') {
    memberGeneration += 1;
    event.waitUntil(Promise.all(MEMBER_CACHES.map((name) => caches.delete(name))));
  }
  if (message?.type === 'PREFETCH_TILES' && Array.isArray(message.urls)) {
    const urls = message.urls.filter((url): url is string => typeof url === 'string').slice(0, 5_000);
    event.waitUntil(
      prefetchTiles(urls).then((fetched) => event.source?.postMessage({ type: 'TILES_PREFETCHED', fetched })),
    );
  }
});
