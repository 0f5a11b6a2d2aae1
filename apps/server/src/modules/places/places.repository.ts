import type { PlaceFactsDto, PlaceType } from '@ktravel/contract';
import { and, eq, getTableColumns, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { places } from '../../db/schema.ts';
import type { PlaceNamesAndAddresses } from '../../lib/place-providers/catalogue.ts';
import { placeAddressColumns, placeNameColumns } from './place-columns.ts';
import { NAME_FIELDS, searchableNames, searchMatch, withSearchTerms } from './places-search.repository.ts';
import { placeSearchTerms } from './search-terms.ts';

/**
 * The places table's rows: a place read and written (admin edits, outside places stored), its hours, and what other
 * modules read of a place (a linked place's JSON, active places to link course stops and imports to). The public
 * list: places-list.repository.ts; search's SQL: places-search.repository.ts.
 */

const { searchText: _searchText, searchTerms: _searchTerms, ...selectedColumns } = getTableColumns(places);
/** Every column but the search text and terms (index-only helper columns). */
export const placeColumns = selectedColumns;

export type PlaceRow = Omit<typeof places.$inferSelect, 'searchText' | 'searchTerms'>;
export type PlaceInsert = typeof places.$inferInsert;

export interface PlaceHoursRow {
  id: number;
  status: 'active' | 'inactive';
  name: string;
  nameKo: string | null;
  nameZh: string | null;
  nameJa: string | null;
  nameZhHant: string | null;
  openingHours: string | null;
  closingDayMovesOnHoliday: boolean;
}

const placeHoursColumns = {
  id: places.id,
  status: places.status,
  ...placeNameColumns,
  openingHours: places.openingHours,
  closingDayMovesOnHoliday: places.closingDayMovesOnHoliday,
};

/** What the hours of places are read from (GET /api/places/{id}/hours and course checks): one query for all. */
export async function findPlaceHours(db: DbOrTx, ids: number[]): Promise<PlaceHoursRow[]> {
  if (ids.length === 0) return [];
  return db.select(placeHoursColumns).from(places).where(inArray(places.id, ids));
}

/** Status, type and search (searchMatch: names in five languages, aliases, romanizations, texts) filters: the public and admin lists. */
export function placeFilters(filter: {
  status: 'active' | 'inactive' | 'all';
  type?: PlaceType | undefined;
  q?: string | undefined;
}): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(places.status, filter.status));
  if (filter.type) conditions.push(eq(places.type, filter.type));
  if (filter.q) conditions.push(searchMatch(filter.q).where);
  return conditions;
}

/** The place; in a transaction, `lock` holds its row until the end (admin edits read it before changing it). */
export async function findPlaceById(db: DbOrTx, id: number, lock?: 'update'): Promise<PlaceRow | undefined> {
  const query = db.select(placeColumns).from(places).where(eq(places.id, id)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function findPlaceByExternal(
  db: DbOrTx,
  provider: string,
  externalId: string,
): Promise<PlaceRow | undefined> {
  const rows = await db
    .select(placeColumns)
    .from(places)
    .where(and(eq(places.provider, provider), eq(places.externalId, externalId)))
    .limit(1);
  return rows[0];
}

export async function insertPlace(db: DbOrTx, values: PlaceInsert): Promise<PlaceRow> {
  const rows = await db.insert(places).values(withSearchTerms(values)).returning(placeColumns);
  return rows[0]!;
}

/** Inserts an outside place, or returns the row another request stored first (same provider and id). */
export async function upsertExternalPlace(db: DbOrTx, values: PlaceInsert): Promise<PlaceRow> {
  const inserted = await db
    .insert(places)
    .values(withSearchTerms(values))
    .onConflictDoNothing({ target: [places.provider, places.externalId] })
    .returning(placeColumns);
  if (inserted[0]) return inserted[0];
  return (await findPlaceByExternal(db, values.provider!, values.externalId!))!;
}

export async function updatePlace(
  db: DbOrTx,
  id: number,
  values: Partial<PlaceInsert>,
): Promise<PlaceRow | undefined> {
  const rows = await db
    .update(places)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(places.id, id))
    .returning(placeColumns);
  const row = rows[0];
  // A name or an alias changed: its search terms are written again from the row as it now is.
  if (row && NAME_FIELDS.some((field) => values[field] !== undefined)) {
    await db
      .update(places)
      .set({ searchTerms: placeSearchTerms(searchableNames(row)) })
      .where(eq(places.id, id));
  }
  return row;
}

/** Deletes the place; its uploaded photo's storage keys (to delete once committed), or undefined when gone. */
export async function deletePlace(db: DbOrTx, id: number): Promise<string[] | undefined> {
  const rows = await db.delete(places).where(eq(places.id, id)).returning({ photoKeys: places.photoKeys });
  return rows[0]?.photoKeys;
}

/**
 * What other modules show of a linked place (a course stop, a bookmark), as one JSON object built inside their
 * own query: the active place with id `placeId`, or null when it is missing or inactive. A primary-key probe per
 * row, so a list stays one query (no query per stop or bookmark), and only this module writes SQL over `places`.
 */
export function activePlaceJson(placeId: SQLWrapper): SQL<LinkedPlaceJson | null | string> {
  return sql`(select json_build_object(
      'id', p.id, 'type', p.type, 'name', p.name, 'nameKo', p.name_ko, 'nameZh', p.name_zh,
      'nameJa', p.name_ja, 'nameZhHant', p.name_zh_hant,
      'address', p.address, 'addressKo', p.address_ko, 'addressZh', p.address_zh,
      'addressJa', p.address_ja, 'addressZhHant', p.address_zh_hant, 'phone', p.phone,
      'lat', p.lat, 'lng', p.lng, 'googleMapsUrl', p.google_maps_url,
      'photoUrl', p.photo_url, 'photoThumbnailUrl', p.photo_thumbnail_url, 'firstPhotoName', p.photos_json -> 0 ->> 'name',
      'description', p.description, 'descriptionKo', p.description_ko, 'descriptionZh', p.description_zh,
      'descriptionJa', p.description_ja, 'descriptionZhHant', p.description_zh_hant,
      'sourceTypes', p.source_types_json,
      'facts', json_build_object('foreignCards', p.fact_foreign_cards, 'cashOnly', p.fact_cash_only,
        'tmoney', p.fact_tmoney, 'englishMenu', p.fact_english_menu,
        'koreanPhoneToBook', p.fact_korean_phone_to_book, 'taxRefund', p.fact_tax_refund,
        'verifiedAt', p.facts_verified_at),
      'reviewCount', p.review_count, 'reviewSum', p.review_sum, 'reviewPhoto', p.review_photo,
      'usualCostKrw', p.usual_cost_krw
    ) from ${places} p where p.id = ${placeId} and p.status = 'active')`;
}

/** Whether `placeId` is an active place, for other modules' filters (same probe as `activePlaceJson`). */
export function isActivePlaceSql(placeId: SQLWrapper): SQL<boolean> {
  return sql`exists (select 1 from ${places} p where p.id = ${placeId} and p.status = 'active')`;
}

/** The fields of `activePlaceJson`. */
export interface LinkedPlaceJson extends PlaceNamesAndAddresses {
  id: number;
  type: PlaceType | null;
  phone: string | null;
  lat: number;
  lng: number;
  googleMapsUrl: string | null;
  photoUrl: string | null;
  photoThumbnailUrl: string | null;
  firstPhotoName: string | null;
  description: string | null;
  descriptionKo: string | null;
  descriptionZh: string | null;
  descriptionJa: string | null;
  descriptionZhHant: string | null;
  sourceTypes: unknown;
  facts: PlaceFactsDto;
  reviewCount: number;
  reviewSum: number;
  reviewPhoto: { url: string; thumbnailUrl: string } | null;
  usualCostKrw: number | null;
}

/** An active place a course stop links to, with its hours (course checks read them from the same query). */
export interface LinkedPlace extends PlaceHoursRow {
  externalId: string | null;
  lat: number;
  lng: number;
}

/** Active places among the ids, or with one of the outside ids (to link course stops), in one query. */
export async function findActivePlaces(
  db: DbOrTx,
  ids: number[],
  externalIds: string[],
): Promise<LinkedPlace[]> {
  const conditions: SQL[] = [];
  if (ids.length > 0) conditions.push(inArray(places.id, ids));
  if (externalIds.length > 0) conditions.push(inArray(places.externalId, externalIds));
  if (conditions.length === 0) return [];
  return db
    .select({ ...placeHoursColumns, externalId: places.externalId, lat: places.lat, lng: places.lng })
    .from(places)
    .where(and(eq(places.status, 'active'), or(...conditions)));
}

/** Active places inside a box (an import's points, to match them): one query whatever the number of points. */
export async function findActivePlacesInBox(
  db: DbOrTx,
  box: { south: number; north: number; west: number; east: number },
): Promise<
  {
    id: number;
    name: string;
    nameKo: string | null;
    nameZh: string | null;
    nameJa: string | null;
    nameZhHant: string | null;
    lat: number;
    lng: number;
    /** What place search matches (names, aliases, romanizations as keys): the import matches names with it. */
    searchTerms: string;
  }[]
> {
  return db
    .select({
      id: places.id,
      ...placeNameColumns,
      lat: places.lat,
      lng: places.lng,
      searchTerms: places.searchTerms,
    })
    .from(places)
    .where(
      and(
        eq(places.status, 'active'),
        sql`${places.lat} between ${box.south} and ${box.north}`,
        sql`${places.lng} between ${box.west} and ${box.east}`,
      ),
    );
}

/** What an import's preview shows of the places its points matched (names, address, photo, hours). */
export async function findImportPlaces(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: places.id,
      ...placeNameColumns,
      ...placeAddressColumns,
      photoUrl: places.photoUrl,
      photoThumbnailUrl: places.photoThumbnailUrl,
      firstPhotoName: sql<string | null>`${places.photosJson} -> 0 ->> 'name'`,
      openingHours: places.openingHours,
    })
    .from(places)
    .where(and(eq(places.status, 'active'), inArray(places.id, ids)));
}

export async function isActivePlace(db: DbOrTx, placeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.id, placeId), eq(places.status, 'active')))
    .limit(1);
  return rows.length > 0;
}
