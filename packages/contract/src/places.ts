import { z } from 'zod';
import { Latitude, Longitude, pageOf } from './common.ts';
import { Language, PlaceStatus, PlaceType } from './enums.ts';
import { OpenAtParam, OpeningHoursInput } from './hours.ts';
import {
  MAX_PAGE,
  PLACE_ALIAS_MAX_LENGTH,
  PLACE_ALIASES_MAX,
  PLACE_LIST_MAX_PAGE_SIZE,
  PLACE_SEARCH_MAX_RESULTS,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
  TITLE_MAX_LENGTH,
} from './limits.ts';
import { CostKrw } from './money.ts';
import { PlaceFactsDto, PlaceFactsFilter, ReviewPhotoDto } from './reviews.ts';

/**
 * A place's name in every language (DESIGN §8.5): `name` always (English, or as the place was found), the others
 * null when not known. The app shows the reader's (`localizedText`).
 */
export const placeNameFields = {
  name: z.string(),
  nameKo: z.string().nullable(),
  nameZh: z.string().nullable(),
  /** The name as Japanese guides write it (景福宮), and in Traditional Chinese (DESIGN §8.5). */
  nameJa: z.string().nullable(),
  nameZhHant: z.string().nullable(),
};

/** A place's address in every language, each null when not known: the reader's is shown (issue 33). */
export const placeAddressFields = {
  address: z.string().nullable(),
  addressKo: z.string().nullable(),
  /** The address as Chinese-language guides write it. */
  addressZh: z.string().nullable(),
  addressJa: z.string().nullable(),
  addressZhHant: z.string().nullable(),
};

/** A place (spec §3 "Place") plus our own fields: names in Korean and Chinese, region, status, outside identity. */
export const PlaceDto = z.object({
  id: z.number().int(),
  /** Google place id when the place came from (or is linked to) Google; spec field name. */
  googlePlaceId: z.string().nullable(),
  provider: z.string().nullable(),
  externalId: z.string().nullable(),
  type: PlaceType.nullable(),
  status: PlaceStatus,
  ...placeNameFields,
  /** Other names visitors search it by (`Namsan Tower`), set by admins (DESIGN §8.5). */
  aliases: z.array(z.string()),
  ...placeAddressFields,
  region: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  googleMapsUrl: z.string().nullable(),
  rating: z.number().nullable(),
  userRatingsTotal: z.number().int().nullable(),
  /** Display texts of the hours per language (`weekdayDescriptions`, …Ko, …Zh, …Ja, …ZhHant), checked against `openingHours`. */
  openingHoursJson: z.unknown().nullable(),
  /**
   * The hours as data (DESIGN §8.1): OpenStreetMap `opening_hours` syntax, `PH` meaning a Korean public holiday;
   * null when not known. `GET /api/places/{id}/hours` reads it day by day.
   */
  openingHours: z.string().nullable(),
  /** A regular closing day that falls on a public holiday moves to the next day that is not one (palaces). */
  closingDayMovesOnHoliday: z.boolean(),
  photosJson: z.unknown().nullable(),
  sourceTypesJson: z.unknown().nullable(),
  typeSource: z.string().nullable(),
  description: z.string().nullable(),
  descriptionKo: z.string().nullable(),
  descriptionZh: z.string().nullable(),
  descriptionJa: z.string().nullable(),
  descriptionZhHant: z.string().nullable(),
  isAdvertisement: z.boolean(),
  hasMultilingualMenu: z.boolean(),
  /** What a visit usually costs in won (entry, a meal), set by admins; the planner suggests it (DESIGN §8.7). */
  usualCostKrw: z.number().int().nullable(),
  /** What works there for a visitor (DESIGN §8.6): each fact yes, no or null (unknown), and when it was verified. */
  facts: PlaceFactsDto,
  /** The average of the visible reviews, one decimal; null without any (apart from Google's `rating`). */
  reviewAverage: z.number().nullable(),
  /** How many visible reviews it has. */
  reviewCount: z.number().int().nonnegative(),
  /** Image to show: our stored image or `/api/places/photo?...` (never a URL carrying a key). */
  photoUrl: z.string().nullable(),
  /** The 480 px thumbnail of a photo an admin uploaded (for lists and cards), else null. */
  photoThumbnailUrl: z.string().nullable(),
  /**
   * The newest visible review photo (DESIGN §8.6), which the app shows where the place has no photo of its own
   * (`photoUrl` stays the place's own, the one admins edit); null when no review has one.
   */
  reviewPhoto: ReviewPhotoDto.nullable(),
  /** Metres from the query point; only in radius queries. */
  distanceM: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlaceDto = z.infer<typeof PlaceDto>;

const PlaceListFields = {
  type: PlaceType.optional(),
  q: z.string().trim().max(TITLE_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(PLACE_LIST_MAX_PAGE_SIZE).default(20),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().int().min(RADIUS_MIN_M).max(RADIUS_MAX_M).optional(),
  /** Only places known to be open then (Seoul time, `YYYY-MM-DDTHH:mm`); unknown hours are left out. */
  openAt: OpenAtParam.optional(),
  /** `true`: only places known to be open now; unknown hours are left out. */
  openNow: z.enum(['true', 'false']).optional(),
  /** `foreignCards,englishMenu`: only places where each named fact is known to help a visitor (HELPFUL_FACT_VALUES). */
  facts: PlaceFactsFilter.optional(),
};
const nearGoesTogether: [
  (q: { lat?: number; lng?: number; radius?: number }) => boolean,
  { message: string; path: string[] },
] = [
  (q) =>
    [q.lat, q.lng, q.radius].every((v) => v === undefined) ||
    [q.lat, q.lng, q.radius].every((v) => v !== undefined),
  { message: 'lat, lng and radius go together', path: ['radius'] },
];

const openFiltersApart: [
  (q: { openAt?: string; openNow?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (q) => !(q.openAt !== undefined && q.openNow === 'true'),
  { message: 'openAt and openNow=true do not go together', path: ['openAt'] },
];

/**
 * GET /api/places: `lat`, `lng` and `radius` go together (radius list sorted by distance); `openAt` or `openNow`
 * keeps the places known to be open then (DESIGN §8.1).
 */
export const PlaceListQuery = z
  .object(PlaceListFields)
  .refine(...nearGoesTogether)
  .refine(...openFiltersApart);
export type PlaceListQuery = z.infer<typeof PlaceListQuery>;

/** Paged list; `pageSize` is the spec's name for `limit`. */
export const PlaceListDto = z.object({
  items: z.array(PlaceDto),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
});
export type PlaceListDto = z.infer<typeof PlaceListDto>;

/**
 * GET /api/places/markers: what K-Map draws and lists (issue 16), the places of GET /api/places (same filters, up to
 * 100, nearest first with a radius) in slim form, named in the reader's `language`; details come on selection.
 */
export const PlaceMarkersQuery = z
  .object({
    ...PlaceListFields,
    pageSize: PlaceListFields.pageSize.unwrap().default(PLACE_LIST_MAX_PAGE_SIZE),
    language: Language.default('ko'),
  })
  .refine(...nearGoesTogether)
  .refine(...openFiltersApart);
export type PlaceMarkersQuery = z.infer<typeof PlaceMarkersQuery>;

/** A place on K-Map: its name and address in the asked language (English where it has none). */
export const PlaceMarkerDto = z.object({
  id: z.number().int(),
  type: PlaceType.nullable(),
  name: z.string(),
  address: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  isAdvertisement: z.boolean(),
  hasMultilingualMenu: z.boolean(),
  reviewAverage: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
  /** Metres from the query point; only in radius queries. */
  distanceM: z.number().optional(),
});
export type PlaceMarkerDto = z.infer<typeof PlaceMarkerDto>;
export const PlaceMarkerPageDto = pageOf(PlaceMarkerDto);
export type PlaceMarkerPageDto = z.infer<typeof PlaceMarkerPageDto>;

export const PLACE_SEARCH_SOURCES = ['catalogue', 'google', 'kakao'] as const;

/** Spec §3 "Place search result" (placeId, name, lat, lng, address) plus where it came from. */
export const PlaceSearchResultDto = z.object({
  /** Stable key of the result: the outside id for Google/Kakao results, our id (as text) for catalogue ones. */
  placeId: z.string(),
  /** Our place id when the place is in the catalogue. */
  id: z.number().int().nullable(),
  source: z.enum(PLACE_SEARCH_SOURCES),
  externalId: z.string().nullable(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  address: z.string().nullable(),
  type: PlaceType.nullable(),
  photoUrl: z.string().nullable(),
  /** What a visit usually costs in won, for catalogue results where it is known (DESIGN §8.7). */
  usualCostKrw: z.number().int().nullable().optional(),
});
export type PlaceSearchResultDto = z.infer<typeof PlaceSearchResultDto>;

export const PlaceSearchQuery = z.object({
  q: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
  language: Language.default('en'),
  maxResults: z.coerce.number().int().min(1).max(PLACE_SEARCH_MAX_RESULTS).default(PLACE_SEARCH_MAX_RESULTS),
});

/** Spec §7: `{ success, data[], error }`. */
export const PlaceSearchResponse = z.object({
  success: z.boolean(),
  data: z.array(PlaceSearchResultDto),
  error: z.string().optional(),
});

export const PlacePhotoQuery = z.object({
  /** Google photo resource name (`places/{id}/photos/{ref}`) or `place/{ourId}` for our stored image. */
  name: z.string().min(1).max(500),
  maxHeightPx: z.coerce.number().int().min(16).max(1600).default(400),
  maxWidthPx: z.coerce.number().int().min(16).max(1600).default(400),
});

export const ExternalPlaceParams = z.object({
  provider: z.enum(['google', 'kakao', 'osm']),
  externalId: z.string().min(1).max(300),
});

/** Admin "add marker" categories (spec: K-Travel, K-Food, K-Cafe) map onto place types. */
export const MARKER_CATEGORIES = { 'K-Travel': 'travel', 'K-Food': 'food', 'K-Cafe': 'cafe' } as const;

const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL');

/** A file this app serves itself (`/api/uploads/files/…`): an admin's uploaded photo, to attach or keep. */
const AppFileUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^\/api\/uploads\/files\/[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'must be an uploaded file');

/**
 * A marker's photo: an outside http(s) image URL, an upload's `publicUrl` (re-encoded with a thumbnail when
 * saved), the current photo URL to keep it, or '' (null on edit) for none.
 */
const PlacePhotoInput = HttpUrl.or(AppFileUrl);

/** POST /api/places/add (admin). `placeId` is the search result's placeId; coordinates come from the search. */
export const AddPlaceBody = z.object({
  placeId: z.string().trim().min(1).max(300),
  source: z.enum(PLACE_SEARCH_SOURCES).default('google'),
  name: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
  category: z.union([PlaceType, z.enum(['K-Travel', 'K-Food', 'K-Cafe'])]),
  description: z.string().trim().max(2000).optional(),
  imageUrl: PlacePhotoInput.optional().or(z.literal('')),
  lat: Latitude.optional(),
  lng: Longitude.optional(),
  address: z.string().trim().max(500).optional(),
  /** OpenStreetMap `opening_hours` (DESIGN §8.1); '' or absent: not known. */
  openingHours: OpeningHoursInput.optional(),
  closingDayMovesOnHoliday: z.boolean().optional(),
  /** What a visit usually costs in won, 0–10,000,000 (absent or null: not known). */
  usualCostKrw: CostKrw.nullable().optional(),
});
export type AddPlaceBody = z.infer<typeof AddPlaceBody>;

export const UpdatePlaceBody = z.object({
  name: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
  description: z.string().trim().max(2000).nullable().optional(),
  /** The description for readers of the other languages (empty: they read the English one). */
  descriptionKo: z.string().trim().max(2000).nullable().optional(),
  descriptionZh: z.string().trim().max(2000).nullable().optional(),
  descriptionJa: z.string().trim().max(2000).nullable().optional(),
  descriptionZhHant: z.string().trim().max(2000).nullable().optional(),
  /** Other names visitors search it by (DESIGN §8.5); absent: unchanged, [] removes them. */
  aliases: z.array(z.string().trim().min(1).max(PLACE_ALIAS_MAX_LENGTH)).max(PLACE_ALIASES_MAX).optional(),
  imageUrl: PlacePhotoInput.nullable().optional().or(z.literal('')),
  status: PlaceStatus.optional(),
  type: PlaceType.optional(),
  /** OpenStreetMap `opening_hours`; '' or null: not known; absent: unchanged. */
  openingHours: OpeningHoursInput.nullable().optional(),
  closingDayMovesOnHoliday: z.boolean().optional(),
  /** What a visit usually costs in won; null: not known; absent: unchanged. */
  usualCostKrw: CostKrw.nullable().optional(),
});
export type UpdatePlaceBody = z.infer<typeof UpdatePlaceBody>;

export const MultilingualMenuBody = z.object({ hasMultilingualMenu: z.boolean() });
export const AdvertisementBody = z.object({ isAdvertisement: z.boolean() });
export const PlaceTypeBody = z.object({ type: PlaceType });

/** Spec §3 "Bookmark". */
export const BookmarkDto = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  type: PlaceType.nullable(),
  ...placeNameFields,
  ...placeAddressFields,
  lat: z.number(),
  lng: z.number(),
  googleMapsUrl: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** The place's members' average and how many reviewed it (DESIGN §8.6). */
  reviewAverage: z.number().nullable().optional(),
  reviewCount: z.number().int().nonnegative().optional(),
  createdAt: z.string(),
});
export type BookmarkDto = z.infer<typeof BookmarkDto>;
