import {
  type Language,
  localizedText,
  type PlaceDto,
  type PlaceListDto,
  type PlaceListQuery,
  type PlaceMarkerDto,
  type PlaceMarkerPageDto,
  type PlaceMarkersQuery,
  type PlaceSearchResultDto,
  SEARCH_BIAS_RADIUS_M,
  SEOUL_CENTER,
} from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { readDataVersion } from '../../db/data-version.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseDbId } from '../../lib/db-id.ts';
import { toPage } from '../../lib/pagination.ts';
import { type CachedImage, PhotoCache } from '../../lib/photo-cache.ts';
import { CatalogueProvider, firstPhotoName, placePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import { fetchImage, GooglePlacesProvider } from '../../lib/place-providers/google.ts';
import { KakaoLocalProvider } from '../../lib/place-providers/kakao.ts';
import { PlaceSearch, type SearchLogger } from '../../lib/place-providers/search.ts';
import {
  type ExternalPlaceDetails,
  type PlaceSearchProvider,
  ProviderError,
  RefusedAddressError,
} from '../../lib/place-providers/types.ts';
import { isAdmin, type SessionUser } from '../../lib/session-user.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { type HoursService, hoursValuesKey, momentOf } from '../hours/hours.service.ts';
import { factsOf, reviewAverage } from '../reviews/place-facts.ts';
import * as repo from './places.repository.ts';
import { type HoursValue, listPlaces } from './places-list.repository.ts';
import { findCatalogueMatches, searchCatalogue } from './places-search.repository.ts';

export interface PlacesServiceOptions {
  googleMapsApiKey: string | undefined;
  kakaoRestApiKey: string | undefined;
  googleBaseUrl: string;
  kakaoBaseUrl: string;
  timeoutMs: number;
  dataDir: string;
  allowPrivateImageHosts: boolean;
}

const LIST_CACHE_ENTRIES = 64;
const GOOGLE_PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,300}\/photos\/[A-Za-z0-9_-]{1,1000}$/;
const STORED_PHOTO_NAME = /^place\/(\d+)$/;

export const placeNotFound = () => notFound('PLACE_NOT_FOUND', 'Place not found');
/** The photo's address (an admin typed it) is on a private network: never fetched, and said so (issue 33). */
const privatePhotoAddress = () =>
  new AppError(403, 'FORBIDDEN', "This place's photo address is not a public address, so it is not fetched");
const outsideUnavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'The place service is not available right now');

export function toPlaceDto(row: repo.PlaceRow & { distanceM?: number }): PlaceDto {
  return {
    id: row.id,
    googlePlaceId: row.provider === 'google' ? row.externalId : null,
    provider: row.provider,
    externalId: row.externalId,
    type: row.type,
    status: row.status,
    name: row.name,
    nameKo: row.nameKo,
    nameZh: row.nameZh,
    nameJa: row.nameJa,
    nameZhHant: row.nameZhHant,
    aliases: row.aliases,
    address: row.address,
    addressKo: row.addressKo,
    addressZh: row.addressZh,
    addressJa: row.addressJa,
    addressZhHant: row.addressZhHant,
    region: row.region,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    website: row.website,
    googleMapsUrl: row.googleMapsUrl,
    rating: row.rating,
    userRatingsTotal: row.userRatingsTotal,
    openingHoursJson: row.openingHoursJson ?? null,
    openingHours: row.openingHours,
    closingDayMovesOnHoliday: row.closingDayMovesOnHoliday,
    photosJson: row.photosJson ?? null,
    sourceTypesJson: row.sourceTypesJson ?? null,
    typeSource: row.typeSource,
    description: row.description,
    descriptionKo: row.descriptionKo,
    descriptionZh: row.descriptionZh,
    descriptionJa: row.descriptionJa,
    descriptionZhHant: row.descriptionZhHant,
    isAdvertisement: row.isAdvertisement,
    hasMultilingualMenu: row.hasMultilingualMenu,
    usualCostKrw: row.usualCostKrw,
    facts: factsOf(row),
    reviewAverage: reviewAverage(row.reviewCount, row.reviewSum),
    reviewCount: row.reviewCount,
    photoUrl: placePhotoUrl(row),
    photoThumbnailUrl: row.photoThumbnailUrl,
    reviewPhoto: row.reviewPhoto ?? null,
    ...(row.distanceM !== undefined ? { distanceM: row.distanceM } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A place as K-Map draws it: name and address in `language` (English where it has none). */
export function toMarkerDto(place: PlaceDto, language: PlaceMarkersQuery['language']): PlaceMarkerDto {
  return {
    id: place.id,
    type: place.type,
    name: localizedText(place, 'name', language) ?? place.name,
    address: localizedText(place, 'address', language),
    lat: place.lat,
    lng: place.lng,
    isAdvertisement: place.isAdvertisement,
    hasMultilingualMenu: place.hasMultilingualMenu,
    reviewAverage: place.reviewAverage,
    reviewCount: place.reviewCount,
    ...(place.distanceM !== undefined ? { distanceM: place.distanceM } : {}),
  };
}

export function detailsToRow(d: ExternalPlaceDetails): repo.PlaceInsert {
  return {
    provider: d.provider,
    externalId: d.externalId,
    type: d.type,
    name: d.name,
    address: d.address,
    lat: d.lat,
    lng: d.lng,
    phone: d.phone,
    website: d.website,
    googleMapsUrl: d.googleMapsUrl,
    rating: d.rating,
    userRatingsTotal: d.userRatingsTotal,
    openingHoursJson: d.openingHours,
    photosJson: d.photos,
    sourceTypesJson: d.sourceTypes,
    typeSource: 'provider',
  };
}

/** Places: the public catalogue, search across providers, photos, outside look-ups and admin edits. */
export class PlacesService {
  private readonly google: GooglePlacesProvider | undefined;
  private readonly placeSearch: PlaceSearch;
  private readonly photos: PhotoCache;
  /** JSON of list pages under the catalogue version; the version keeps them right, the cap bounds memory. */
  private readonly listCache = new VersionedCache<string>(LIST_CACHE_ENTRIES);
  readonly hasOutsideProviders: boolean;
  /** Whether Google details can be asked for (GOOGLE_MAPS_API_KEY set). */
  get hasGoogle(): boolean {
    return this.google !== undefined;
  }

  constructor(
    private readonly db: Db,
    private readonly options: PlacesServiceOptions,
    log: SearchLogger,
    private readonly hours: HoursService,
  ) {
    const common = { timeoutMs: options.timeoutMs };
    this.google = options.googleMapsApiKey
      ? new GooglePlacesProvider({
          ...common,
          apiKey: options.googleMapsApiKey,
          baseUrl: options.googleBaseUrl,
        })
      : undefined;
    const outside: PlaceSearchProvider[] = [];
    if (this.google) outside.push(this.google);
    if (options.kakaoRestApiKey) {
      outside.push(
        new KakaoLocalProvider({ ...common, apiKey: options.kakaoRestApiKey, baseUrl: options.kakaoBaseUrl }),
      );
    }
    this.hasOutsideProviders = outside.length > 0;
    const catalogue = new CatalogueProvider(
      (q, bias, limit) => searchCatalogue(db, q, bias, limit),
      (points, radiusM) => findCatalogueMatches(db, points, radiusM),
    );
    this.placeSearch = new PlaceSearch(catalogue, outside, log);
    this.photos = new PhotoCache(options.dataDir);
  }

  /**
   * The list as JSON text. The map's lists (no text, no radius) are cached per catalogue version: one tiny
   * prepared read of the version, and the page is only queried again after places changed. The version is read
   * before the page, so a cached page is never older than the version it is stored under.
   */
  async listJson(query: PlaceListQuery, serialize: (page: PlaceListDto) => string): Promise<string> {
    if (query.q || query.radius !== undefined) return serialize(await this.list(query));
    const version = await readDataVersion(this.db, 'catalogue_version');
    const open = await this.openValues(query, version);
    const key = `${query.type ?? ''}|${query.page}|${query.pageSize}|${query.facts?.join(',') ?? ''}${open ? `|open:${hoursValuesKey(open)}` : ''}`;
    return this.listCache.get(key, version, async () => serialize(await this.list(query, open)));
  }

  /**
   * With `openAt` or `openNow`: the hours values open then (each distinct value evaluated once, modules/hours), so
   * the list query keeps the places with one of them; a page is cached per catalogue version and set of values,
   * which changes only when a place opens or closes.
   */
  private openValues(query: PlaceListQuery, version?: number): Promise<HoursValue[] | undefined> | undefined {
    const moment = momentOf(query);
    return moment ? this.hours.openValues(moment, version) : undefined;
  }

  /**
   * K-Map's slim list (GET /api/places/markers) as JSON text: the places `list` would give, named in the reader's
   * language; kept per catalogue version like the list (but for text and radius queries).
   */
  async markersJson(
    query: PlaceMarkersQuery,
    serialize: (page: PlaceMarkerPageDto) => string,
  ): Promise<string> {
    const build = async (open?: HoursValue[]) => {
      const { items, pageSize: _pageSize, ...page } = await this.list(query, open);
      return serialize({ ...page, items: items.map((place) => toMarkerDto(place, query.language)) });
    };
    if (query.q || query.radius !== undefined) return build();
    const version = await readDataVersion(this.db, 'catalogue_version');
    const open = await this.openValues(query, version);
    return this.listCache.get(
      `markers|${query.type ?? ''}|${query.page}|${query.pageSize}|${query.language}|${query.facts?.join(',') ?? ''}${open ? `|open:${hoursValuesKey(open)}` : ''}`,
      version,
      () => build(open),
    );
  }

  /** `open`: the hours values open at the query's time, when the caller already has them. */
  async list(query: PlaceListQuery, open?: HoursValue[]): Promise<PlaceListDto> {
    const near =
      query.lat !== undefined && query.lng !== undefined && query.radius !== undefined
        ? { lat: query.lat, lng: query.lng, radiusM: query.radius }
        : undefined;
    const { items, total } = await listPlaces(this.db, {
      type: query.type,
      q: query.q || undefined,
      near,
      openHours: open ?? (await this.openValues(query)),
      facts: query.facts,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const page = toPage(items.map(toPlaceDto), total, { page: query.page, limit: query.pageSize });
    return { ...page, pageSize: query.pageSize };
  }

  /** One place; inactive ones only for admins. */
  async get(id: number, user: SessionUser | null): Promise<PlaceDto> {
    const row = await repo.findPlaceById(this.db, id);
    if (!row || (row.status !== 'active' && !isAdmin(user))) throw placeNotFound();
    return toPlaceDto(row);
  }

  /**
   * A place by outside id: the stored row when we have one (anyone); otherwise a Google look-up, which needs a
   * signed-in member, spends one of their outside look-ups (`takeLookup`: the route's per-member quota), and is
   * stored so the next caller gets the row.
   */
  async getExternal(
    provider: 'google' | 'kakao' | 'osm',
    externalId: string,
    user: SessionUser | null,
    takeLookup: () => Promise<boolean>,
  ): Promise<PlaceDto> {
    const row = await repo.findPlaceByExternal(this.db, provider, externalId);
    if (row) {
      if (row.status !== 'active' && !isAdmin(user)) throw placeNotFound();
      return toPlaceDto(row);
    }
    if (!user) throw new AppError(401, 'NOT_SIGNED_IN', 'Sign in to look up places outside our catalogue');
    if (provider !== 'google' || !this.google) throw placeNotFound();
    if (!(await takeLookup())) {
      throw new AppError(429, 'RATE_LIMITED', 'Too many place look-ups; please wait a minute');
    }
    const details = await this.googleDetails(externalId);
    if (!details) throw placeNotFound();
    return toPlaceDto(await repo.upsertExternalPlace(this.db, detailsToRow(details)));
  }

  /** Google's details for a place id (admin "add marker" and look-ups); 503 when Google fails. */
  async googleDetails(externalId: string): Promise<ExternalPlaceDetails | undefined> {
    try {
      return await this.google!.details(externalId, 'en');
    } catch (err) {
      if (err instanceof RefusedAddressError) throw privatePhotoAddress();
      if (err instanceof ProviderError) throw outsideUnavailable();
      throw err;
    }
  }

  search(input: { q: string; language: Language; maxResults: number }): Promise<PlaceSearchResultDto[]> {
    return this.placeSearch.search({
      ...input,
      bias: { lat: SEOUL_CENTER.lat, lng: SEOUL_CENTER.lng, radiusM: SEARCH_BIAS_RADIUS_M },
    });
  }

  /**
   * Photo bytes for a Google photo name (`places/…/photos/…`) or `place/{id}` (that place's stored image or
   * first Google photo). Fetched server-side with the key, cached; 404 when there is none.
   */
  async photo(name: string, maxWidthPx: number, maxHeightPx: number): Promise<CachedImage> {
    const stored = STORED_PHOTO_NAME.exec(name);
    if (stored) {
      const id = parseDbId(stored[1]!);
      const row = id === undefined ? undefined : await repo.findPlaceById(this.db, id);
      if (row?.status !== 'active') throw notFound('NOT_FOUND', 'No photo');
      if (row.photoUrl && /^https?:\/\//.test(row.photoUrl)) {
        const url = row.photoUrl;
        // An admin typed this URL: fetch it only from public addresses (no SSRF into our network).
        return this.cached(`url|${url}`, () =>
          fetchImage('image', url, this.options.timeoutMs, {
            publicOnly: !this.options.allowPrivateImageHosts,
          }),
        );
      }
      const googleName = firstPhotoName(row.photosJson);
      if (googleName && GOOGLE_PHOTO_NAME.test(googleName))
        return this.googlePhoto(googleName, maxWidthPx, maxHeightPx);
      throw notFound('NOT_FOUND', 'No photo');
    }
    if (!GOOGLE_PHOTO_NAME.test(name)) throw notFound('NOT_FOUND', 'No photo');
    return this.googlePhoto(name, maxWidthPx, maxHeightPx);
  }

  private googlePhoto(name: string, width: number, height: number): Promise<CachedImage> {
    const google = this.google;
    if (!google) throw notFound('NOT_FOUND', 'No photo');
    return this.cached(`google|${name}|${width}x${height}`, async () => {
      const image = await google.photo(name, width, height);
      if (!image) throw notFound('NOT_FOUND', 'No photo');
      return image;
    });
  }

  private async cached(key: string, load: () => Promise<CachedImage>): Promise<CachedImage> {
    const hit = await this.photos.get(key);
    if (hit) return hit;
    let image: CachedImage;
    try {
      image = await load();
    } catch (err) {
      if (err instanceof RefusedAddressError) throw privatePhotoAddress();
      if (err instanceof ProviderError) throw outsideUnavailable();
      throw err;
    }
    await this.photos.set(key, image);
    return image;
  }
}
