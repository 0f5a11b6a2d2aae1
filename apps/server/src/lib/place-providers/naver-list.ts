import { z } from 'zod';
import { TtlCache } from '../ttl-cache.ts';
import { fetchJson, fetchWithTimeout } from './http.ts';
import { ProviderError } from './types.ts';

export interface NaverListOptions {
  /** https://pages.map.naver.com, or a local server in tests (NAVER_LIST_BASE_URL). */
  baseUrl: string;
  /** https://naver.me, where the app's short share links point (NAVER_SHORT_LINK_BASE_URL). */
  shortLinkBaseUrl: string;
  timeoutMs: number;
}

/** A list as the import reads it: its name and its places, in the list's order. */
export interface NaverList {
  title: string | null;
  places: { name: string; lat: unknown; lng: unknown }[];
}

/** Hosts a shared list's link may have: the map's own pages, and the app's short links. */
const MAP_HOSTS = new Set(['map.naver.com', 'm.map.naver.com', 'pages.map.naver.com']);
const SHORT_LINK_HOST = 'naver.me';
/** A shared folder's id: 32 hexadecimal characters in the link's path or query. */
const SHARE_ID = /(?:^|[^0-9a-f])([0-9a-f]{32})(?:$|[^0-9a-f])/i;
/** Naver's share page reads at most this many bookmarks in one call (and the import reads at most 5,000 points). */
const LIST_LIMIT = 5000;
const CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * The answer of the share page's bookmarks call (`/save-pages/api/maps-bookmark/v3/shares/{id}/bookmarks`), as
 * open-source readers of it parse it (Naver documents no public API for lists): `px` is the longitude and `py` the
 * latitude (WGS84), `name` the place's name, `displayName` the name the list's owner gave it.
 */
const BookmarksAnswer = z.object({
  folder: z.object({ name: z.string().nullish() }).passthrough().nullish(),
  bookmarkList: z.array(
    z
      .object({
        name: z.string().nullish(),
        displayName: z.string().nullish(),
        px: z.unknown(),
        py: z.unknown(),
      })
      .passthrough(),
  ),
});

/** Why a link is not a shared list we can read (shown to the member, in the import's 400). */
export class NaverListLinkError extends Error {}

/** The share id in a map link, or undefined. */
function shareIdOf(url: URL): string | undefined {
  return SHARE_ID.exec(`${url.pathname}?${url.search}`)?.[1]?.toLowerCase();
}

/**
 * Naver Map shared lists ("저장 리스트 공유"): the link a member pastes (a map.naver.com link or the app's naver.me
 * short link) to the list's places. Only Naver's hosts are ever asked (a pasted link never makes the server fetch
 * another address); answers are cached for 10 minutes; a timeout or an error answer is a ProviderError the route
 * reports as such (there is no other source of a member's list to fall back on).
 */
export class NaverListProvider {
  private readonly cache = new TtlCache<string, NaverList>(CACHE_TTL_MS, 200);

  constructor(private readonly options: NaverListOptions) {}

  async read(link: string): Promise<NaverList> {
    const shareId = await this.shareId(link);
    const cached = this.cache.get(shareId);
    if (cached) return cached;
    const params = new URLSearchParams({ start: '0', limit: String(LIST_LIMIT), sort: 'lastUseTime' });
    const json = await fetchJson(
      'naver',
      `${this.options.baseUrl}/save-pages/api/maps-bookmark/v3/shares/${shareId}/bookmarks?${params}`,
      { method: 'GET', headers: { Accept: 'application/json' } },
      this.options.timeoutMs,
    );
    const parsed = BookmarksAnswer.safeParse(json);
    if (!parsed.success) throw new ProviderError('naver', 'unexpected answer');
    const list: NaverList = {
      title: parsed.data.folder?.name ?? null,
      places: parsed.data.bookmarkList.map((bookmark) => ({
        name: bookmark.name || bookmark.displayName || '',
        lat: bookmark.py,
        lng: bookmark.px,
      })),
    };
    this.cache.set(shareId, list);
    return list;
  }

  /** The share id of a map link, or of the map link a naver.me short link redirects to (never followed further). */
  private async shareId(link: string): Promise<string> {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new NaverListLinkError('not a web link');
    const host = url.hostname.toLowerCase();
    if (MAP_HOSTS.has(host)) {
      const id = shareIdOf(url);
      if (!id) throw new NaverListLinkError('the link has no shared list in it');
      return id;
    }
    if (host !== SHORT_LINK_HOST) throw new NaverListLinkError('not a Naver Map link');
    const code = url.pathname.replace(/^\/+/, '');
    if (!/^[A-Za-z0-9]{1,32}$/.test(code)) throw new NaverListLinkError('not a naver.me share link');
    const res = await fetchWithTimeout(
      'naver',
      `${this.options.shortLinkBaseUrl}/${code}`,
      { method: 'GET', redirect: 'manual' },
      this.options.timeoutMs,
    );
    const location = res.headers.get('location');
    await res.body?.cancel().catch(() => {});
    let target: URL;
    try {
      target = new URL(location ?? '');
    } catch {
      throw new NaverListLinkError('the short link does not lead to a list');
    }
    const id = MAP_HOSTS.has(target.hostname.toLowerCase()) ? shareIdOf(target) : undefined;
    if (!id) throw new NaverListLinkError('the short link does not lead to a shared list');
    return id;
  }
}
