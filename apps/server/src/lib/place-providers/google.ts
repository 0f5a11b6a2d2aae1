import type { PlaceType } from '@ktravel/contract';
import { z } from 'zod';
import { fetchPinned, type PinnedAddress, resolvePublicUrl } from '../public-url.ts';
import { fetchJson, fetchWithTimeout, readLimited } from './http.ts';
import {
  type ExternalPlaceDetails,
  type PlaceSearchInput,
  type PlaceSearchProvider,
  ProviderError,
  photoPath,
  RefusedAddressError,
  type SearchCandidate,
} from './types.ts';

/** Google's code for our language: Traditional Chinese is `zh-TW` in its list of supported languages. */
const googleLanguage = (language: string) => (language === 'zh-Hant' ? 'zh-TW' : language);

export interface GoogleOptions {
  apiKey: string;
  /** https://places.googleapis.com, or a local server in tests. */
  baseUrl: string;
  timeoutMs: number;
}

/** Google Places API (New) place, as far as we read it (documented field names). */
const GooglePlace = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  types: z.array(z.string()).optional(),
  photos: z.array(z.object({ name: z.string() }).passthrough()).optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  googleMapsUri: z.string().optional(),
  nationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  regularOpeningHours: z.unknown().optional(),
});
type GooglePlace = z.infer<typeof GooglePlace>;

const SearchTextResponse = z.object({ places: z.array(z.unknown()).optional() });
const PhotoMediaResponse = z.object({ photoUri: z.string().url() });

const FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'types',
  'photos',
  'rating',
  'userRatingCount',
  'googleMapsUri',
];
const DETAIL_FIELDS = [...FIELDS, 'nationalPhoneNumber', 'websiteUri', 'regularOpeningHours'];

const FOOD = /restaurant|food|meal_|bakery|bar$|diner|steak|barbecue|buffet/;
const CAFE = /^(cafe|coffee_shop|tea_house|cafeteria|dessert_shop)$/;
const TRAVEL =
  /tourist_attraction|museum|park|palace|historical|monument|landmark|temple|place_of_worship|church|castle|zoo|aquarium|amusement|art_gallery|beach|national_park|hiking|market|observation/;

/** Our place type from Google's `types`, or null when none fits. */
export function typeFromGoogle(types: string[]): PlaceType | null {
  if (types.some((t) => CAFE.test(t))) return 'cafe';
  if (types.some((t) => FOOD.test(t))) return 'food';
  if (types.some((t) => TRAVEL.test(t))) return 'travel';
  return null;
}

function parsePlaces(raw: unknown[]): GooglePlace[] {
  const out: GooglePlace[] = [];
  for (const item of raw) {
    const parsed = GooglePlace.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** Google Places API (New): Text Search, Place Details and Place Photos, all with the key in a header. */
export class GooglePlacesProvider implements PlaceSearchProvider {
  readonly source = 'google' as const;

  constructor(private readonly options: GoogleOptions) {}

  private headers(fields: string[]): Record<string, string> {
    return {
      'content-type': 'application/json',
      'X-Goog-Api-Key': this.options.apiKey,
      'X-Goog-FieldMask': fields.join(','),
    };
  }

  async search(input: PlaceSearchInput): Promise<SearchCandidate[]> {
    const body = {
      textQuery: input.q,
      languageCode: googleLanguage(input.language),
      regionCode: 'KR',
      pageSize: input.maxResults,
      locationBias: {
        circle: {
          center: { latitude: input.bias.lat, longitude: input.bias.lng },
          radius: input.bias.radiusM,
        },
      },
    };
    const json = await fetchJson(
      'google',
      `${this.options.baseUrl}/v1/places:searchText`,
      {
        method: 'POST',
        headers: this.headers(FIELDS.map((f) => `places.${f}`)),
        body: JSON.stringify(body),
      },
      this.options.timeoutMs,
    );
    const parsed = SearchTextResponse.safeParse(json);
    if (!parsed.success) throw new ProviderError('google', 'unexpected search answer');
    return parsePlaces(parsed.data.places ?? []).map((p) => {
      const name = p.displayName?.text ?? p.formattedAddress ?? p.id;
      return {
        placeId: p.id,
        id: null,
        source: 'google' as const,
        externalId: p.id,
        name,
        lat: p.location.latitude,
        lng: p.location.longitude,
        address: p.formattedAddress ?? null,
        type: typeFromGoogle(p.types ?? []),
        photoUrl: p.photos?.[0] ? photoPath(p.photos[0].name) : null,
        names: [name],
      };
    });
  }

  /** Place Details (New) by Google place id; undefined when Google does not know it (404). */
  async details(placeId: string, language: string): Promise<ExternalPlaceDetails | undefined> {
    let json: unknown;
    try {
      json = await fetchJson(
        'google',
        `${this.options.baseUrl}/v1/places/${encodeURIComponent(placeId)}?languageCode=${encodeURIComponent(googleLanguage(language))}`,
        { method: 'GET', headers: this.headers(DETAIL_FIELDS) },
        this.options.timeoutMs,
      );
    } catch (err) {
      if (err instanceof ProviderError && (err.status === 404 || err.status === 400)) return undefined;
      throw err;
    }
    const parsed = GooglePlace.safeParse(json);
    if (!parsed.success) throw new ProviderError('google', 'unexpected details answer');
    const p = parsed.data;
    return {
      provider: 'google',
      externalId: p.id,
      name: p.displayName?.text ?? p.id,
      address: p.formattedAddress ?? null,
      lat: p.location.latitude,
      lng: p.location.longitude,
      type: typeFromGoogle(p.types ?? []),
      sourceTypes: p.types ?? [],
      phone: p.nationalPhoneNumber ?? null,
      website: p.websiteUri ?? null,
      googleMapsUrl: p.googleMapsUri ?? null,
      rating: p.rating ?? null,
      userRatingsTotal: p.userRatingCount ?? null,
      openingHours: p.regularOpeningHours ?? null,
      photos: p.photos ?? null,
    };
  }

  /**
   * Place Photos (New): asks for the photo's short-lived URI (skipHttpRedirect, key in a header), then fetches
   * the bytes from that URI without the key. Returns undefined when Google has no such photo.
   */
  async photo(
    name: string,
    maxWidthPx: number,
    maxHeightPx: number,
  ): Promise<{ body: Buffer; contentType: string } | undefined> {
    let json: unknown;
    try {
      json = await fetchJson(
        'google',
        `${this.options.baseUrl}/v1/${name}/media?maxWidthPx=${maxWidthPx}&maxHeightPx=${maxHeightPx}&skipHttpRedirect=true`,
        { method: 'GET', headers: { 'X-Goog-Api-Key': this.options.apiKey } },
        this.options.timeoutMs,
      );
    } catch (err) {
      if (err instanceof ProviderError && (err.status === 404 || err.status === 400)) return undefined;
      throw err;
    }
    const parsed = PhotoMediaResponse.safeParse(json);
    if (!parsed.success) throw new ProviderError('google', 'unexpected photo answer');
    return fetchImage('google', parsed.data.photoUri, this.options.timeoutMs);
  }
}

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Raster types only: an SVG served from our origin could carry script. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

const MAX_REDIRECTS = 3;

/**
 * GET a URL someone typed (an admin's image URL) only if it and every redirect lead to public addresses, so the
 * server cannot be pointed at itself or the private network.
 */
async function fetchPublic(provider: string, url: string, timeoutMs: number): Promise<Response> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let pinned: PinnedAddress;
    try {
      pinned = await resolvePublicUrl(current);
    } catch (err) {
      // A private address (the URL, or a redirect's) is refused as such; a name that does not resolve is an outage.
      if (err instanceof RefusedAddressError) throw err;
      throw new ProviderError(provider, err instanceof Error ? err.message : 'address refused');
    }
    let res: Response;
    try {
      // Connects to the address just checked: no second look-up for a rebinding host to answer differently.
      res = await fetchPinned(current, pinned, timeoutMs);
    } catch {
      throw new ProviderError(provider, 'request failed');
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel().catch(() => {});
      current = new URL(location, current).href;
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new ProviderError(provider, `HTTP ${res.status}`, res.status);
    }
    return res;
  }
  throw new ProviderError(provider, 'too many redirects');
}

/** Fetches an image (no credentials), refusing anything but a raster image of at most 5 MB. */
export async function fetchImage(
  provider: string,
  url: string,
  timeoutMs: number,
  options: { publicOnly?: boolean } = {},
): Promise<{ body: Buffer; contentType: string }> {
  if (!/^https?:\/\//.test(url)) throw new ProviderError(provider, 'image URL is not http(s)');
  const res = options.publicOnly
    ? await fetchPublic(provider, url, timeoutMs)
    : await fetchWithTimeout(provider, url, { method: 'GET', redirect: 'follow' }, timeoutMs);
  const contentType = res.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!IMAGE_TYPES.has(contentType)) {
    await res.body?.cancel().catch(() => {});
    throw new ProviderError(provider, `not an image (${contentType || 'no type'})`);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > IMAGE_MAX_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw new ProviderError(provider, 'image too large');
  }
  // Read up to the limit only: an answer without a length (or lying about it) is cut off there.
  return { body: await readLimited(res, provider, IMAGE_MAX_BYTES), contentType };
}
