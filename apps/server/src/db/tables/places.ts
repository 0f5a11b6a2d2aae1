import type { TaxRefund } from '@ktravel/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ownedBy, placeStatusEnum, placeTypeEnum, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** Any fact of a place is known: the predicate of `places_known_facts_idx`, repeated by the fact filters. */
export const KNOWN_FACTS = sql.raw(
  'num_nonnulls(fact_foreign_cards, fact_cash_only, fact_tmoney, fact_english_menu, fact_korean_phone_to_book, fact_tax_refund) > 0',
);

export const places = pgTable(
  'places',
  {
    id: id(),
    /** Outside identity where known: 'google', 'kakao' or 'osm' plus that provider's id. */
    provider: text('provider'),
    externalId: text('external_id'),
    type: placeTypeEnum('type'),
    status: placeStatusEnum('status').notNull().default('active'),
    name: text('name').notNull(),
    nameKo: text('name_ko'),
    nameZh: text('name_zh'),
    /** The name as Japanese guides write it, and in Traditional Chinese (DESIGN §8.5). */
    nameJa: text('name_ja'),
    nameZhHant: text('name_zh_hant'),
    /** Other names visitors search by (`Namsan Tower`, `DDP`), set by admins in the marker form (DESIGN §8.5). */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The names, aliases and Korean name's romanizations as search keys (modules/places/search-terms.ts), one
     * space-separated text: written with the names, trigram-indexed for place search.
     */
    searchTerms: text('search_terms').notNull().default(''),
    address: text('address'),
    addressKo: text('address_ko'),
    /** The road-name address as Chinese-language guides write it. */
    addressZh: text('address_zh'),
    addressJa: text('address_ja'),
    addressZhHant: text('address_zh_hant'),
    region: text('region'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone'),
    website: text('website'),
    googleMapsUrl: text('google_maps_url'),
    rating: real('rating'),
    userRatingsTotal: integer('user_ratings_total'),
    openingHoursJson: jsonb('opening_hours_json'),
    /**
     * The hours as data: OpenStreetMap `opening_hours` syntax in the library's canonical form (`PH` is a Korean
     * public holiday), or null when they are not known (modules/hours, DESIGN §8.1).
     */
    openingHours: text('opening_hours'),
    /** A regular closing day that falls on a public holiday moves to the next day that is not one (palaces). */
    closingDayMovesOnHoliday: boolean('closing_day_moves_on_holiday').notNull().default(false),
    photosJson: jsonb('photos_json'),
    sourceTypesJson: jsonb('source_types_json'),
    /** How the type was decided: 'seed', 'admin', 'provider'. */
    typeSource: text('type_source'),
    description: text('description'),
    descriptionKo: text('description_ko'),
    descriptionZh: text('description_zh'),
    descriptionJa: text('description_ja'),
    descriptionZhHant: text('description_zh_hant'),
    photoUrl: text('photo_url'),
    /** The 480 px thumbnail when `photoUrl` is a photo an admin uploaded (re-encoded and stored by us), else null. */
    photoThumbnailUrl: text('photo_thumbnail_url'),
    /** Storage keys of that uploaded photo and its thumbnail, deleted when it is replaced or the place goes. */
    photoKeys: text('photo_keys').array().notNull().default(sql`'{}'::text[]`),
    /**
     * What works there for a visitor (DESIGN §8.6): true, false or null (not known, never guessed). Written by the
     * seed where its texts say so and by admins approving members' proposals, which set `facts_verified_at`.
     */
    factForeignCards: boolean('fact_foreign_cards'),
    factCashOnly: boolean('fact_cash_only'),
    factTmoney: boolean('fact_tmoney'),
    factEnglishMenu: boolean('fact_english_menu'),
    factKoreanPhoneToBook: boolean('fact_korean_phone_to_book'),
    /** `immediate` (at the till) or `counter` (a refund counter or kiosk afterwards); null: not known. */
    factTaxRefund: text('fact_tax_refund').$type<TaxRefund>(),
    /** The Seoul date (`YYYY-MM-DD`) an admin last confirmed the facts. */
    factsVerifiedAt: date('facts_verified_at', { mode: 'string' }),
    /**
     * The visible reviews (not hidden by moderation): how many and their ratings' sum, moved by statement triggers
     * on `place_reviews` (migration 0033, decision 006), so the average is exact under concurrent reviews.
     */
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The newest visible review photo (`{ url, thumbnailUrl }`), kept by a trigger on `place_reviews` (migration
     * 0034): the picture a place without an admin's or Google's photo shows instead of its drawing.
     */
    reviewPhoto: jsonb('review_photo').$type<{ url: string; thumbnailUrl: string }>(),
    reviewSum: integer('review_sum').notNull().default(0),
    /** What a visit usually costs in won (entry, a meal), set by admins: the planner's suggestion (DESIGN §8.7). */
    usualCostKrw: integer('usual_cost_krw'),
    isAdvertisement: boolean('is_advertisement').notNull().default(false),
    hasMultilingualMenu: boolean('has_multilingual_menu').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Every searchable text of the place in one column (names, addresses, descriptions in five languages), so
     * one trigram index serves `ILIKE '%q%'` over all of them instead of an OR of scans.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(name, '') || ' ' || coalesce(name_ko, '') || ' ' || coalesce(name_zh, '') || ' ' || coalesce(name_ja, '') || ' ' || coalesce(name_zh_hant, '') || ' ' || coalesce(address, '') || ' ' || coalesce(address_ko, '') || ' ' || coalesce(address_zh, '') || ' ' || coalesce(address_ja, '') || ' ' || coalesce(address_zh_hant, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ko, '') || ' ' || coalesce(description_zh, '') || ' ' || coalesce(description_ja, '') || ' ' || coalesce(description_zh_hant, '')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('places_provider_external_id_key').on(t.provider, t.externalId),
    index('places_status_type_idx').on(t.status, t.type, t.id),
    index('places_lat_lng_idx').on(t.lat, t.lng),
    index('places_created_at_idx').on(t.createdAt),
    // The few places off the map: My Page counts a member's bookmarks without them (migration 0014).
    index('places_inactive_id_idx').on(t.id).where(sql`status <> 'active'`),
    index('places_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('places_name_ko_trgm_idx').using('gin', t.nameKo.op('gin_trgm_ops')),
    index('places_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
    index('places_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('places_search_terms_trgm_idx').using('gin', t.searchTerms.op('gin_trgm_ops')),
    // K-Map's "open now" / "open at": the active places of the hour values open then (modules/hours).
    index('places_active_hours_idx')
      .on(t.openingHours, t.closingDayMovesOnHoliday, t.id)
      .where(sql`status = 'active' and opening_hours is not null`),
    // K-Map's fact filters: the active places with any fact known (few of them), by id.
    index('places_known_facts_idx').on(t.id).where(sql`status = 'active' and ${KNOWN_FACTS}`),
    check(
      'places_fact_tax_refund',
      sql`${t.factTaxRefund} is null or ${t.factTaxRefund} in ('immediate', 'counter')`,
    ),
    check('places_usual_cost_range', sql`${t.usualCostKrw} between 0 and 10000000`),
    check('places_reviews_counted', sql`${t.reviewCount} >= 0 and ${t.reviewSum} >= 0`),
    check('places_lat_range', sql`${t.lat} between -90 and 90`),
    check('places_lng_range', sql`${t.lng} between -180 and 180`),
  ],
);

/**
 * Number of places per (status, type), kept by statement-level triggers on `places` (migration 0002), so the
 * place list's `total` is one row read instead of a count over the whole catalogue. `type_key` is the type, or
 * '' for places without one.
 */
export const placeCounts = pgTable(
  'place_counts',
  {
    status: placeStatusEnum('status').notNull(),
    typeKey: text('type_key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.typeKey] })],
);

/**
 * One row whose `version` a statement trigger on `places` raises with every write (migration 0004): the public
 * list caches its answer per version, so no instance serves a list older than the last committed change.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    placeId: ownedBy('place_id', () => places.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_place_key').on(t.userId, t.placeId),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt),
    index('bookmarks_place_id_idx').on(t.placeId),
  ],
);
