import type { PlaceFactKey, PlaceFactsDto, PlaceType } from '@ktravel/contract';
import { boundingBox } from '@ktravel/contract';
import { and, asc, eq, getTableColumns, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { placeCounts, places } from '../../db/schema.ts';
import { helpfulFactsSql } from '../reviews/place-facts.ts';
import { placeAddressColumns, placeNameColumns } from './place-columns.ts';
import {
  distanceSql,
  NAME_FIELDS,
  searchableNames,
  searchMatch,
  withSearchTerms,
  withSearchThreshold,
} from './places-search.repository.ts';
import { placeSearchTerms } from './search-terms.ts';

const { searchText: _searchText, searchTerms: _searchTerms, ...selectedColumns } = getTableColumns(places);
/** Every column but the search text and terms (index-only helper columns). */
export const placeColumns = selectedColumns;

export type PlaceRow = Omit<typeof places.$inferSelect, 'searchText' | 'searchTerms'>;
export type PlaceInsert = typeof places.$inferInsert;

/** Hour values (and their holiday rule) as stored: what the "open at" filter keeps places by. */
export interface HoursValue {
  openingHours: string;
  closingDayMovesOnHoliday: boolean;
}

export interface ListFilter {
  type?: PlaceType | undefined;
  q?: string | undefined;
  near?: { lat: number; lng: number; radiusM: number } | undefined;
  /** Only places whose hours are one of these (the values open at the time asked: modules/hours). */
  openHours?: HoursValue[] | undefined;
  /** Only places where each of these facts is known to help a visitor (DESIGN §8.6). */
  facts?: readonly PlaceFactKey[] | undefined;
  limit: number;
  offset: number;
}

/** The places whose hours value is one of `values`: two array probes of the partial index on the hours. */
function hoursAmong(values: HoursValue[]): SQL {
  const plain = values.filter((v) => !v.closingDayMovesOnHoliday).map((v) => v.openingHours);
  const moving = values.filter((v) => v.closingDayMovesOnHoliday).map((v) => v.openingHours);
  const any = (list: string[]) => sql`${places.openingHours} = any(${sql.param(list)}::text[])`;
  return sql`((${places.closingDayMovesOnHoliday} = false and ${any(plain)}) or (${places.closingDayMovesOnHoliday} and ${any(moving)}))`;
}

/** Every distinct hours value of the active places (the "open at" filter evaluates each once). */
export async function distinctActiveHours(db: DbOrTx): Promise<HoursValue[]> {
  const rows = await db
    .selectDistinct({
      openingHours: places.openingHours,
      closingDayMovesOnHoliday: places.closingDayMovesOnHoliday,
    })
    .from(places)
    .where(and(eq(places.status, 'active'), sql`${places.openingHours} is not null`));
  return rows as HoursValue[];
}

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

function listWhere(filter: ListFilter): SQL {
  const conditions = placeFilters({ status: 'active', type: filter.type, q: filter.q });
  if (filter.openHours) conditions.push(hoursAmong(filter.openHours));
  if (filter.facts) conditions.push(helpfulFactsSql(filter.facts));
  if (filter.near) {
    const box = boundingBox(filter.near, filter.near.radiusM);
    conditions.push(sql`${places.lat} between ${box.minLat} and ${box.maxLat}`);
    conditions.push(sql`${places.lng} between ${box.minLng} and ${box.maxLng}`);
  }
  return and(...conditions)!;
}

/** Active places, by id; or, with `near`, those within the radius sorted by distance (distanceM set). */
export async function listPlaces(
  db: DbOrTx,
  filter: ListFilter,
): Promise<{ items: (PlaceRow & { distanceM?: number })[]; total: number }> {
  if (!filter.near && !filter.q && !filter.openHours && !filter.facts) {
    return listPlain(db, filter.type, filter.limit, filter.offset);
  }
  const where = listWhere(filter);
  if (!filter.near && !filter.q) {
    // Open at a time, or with facts: by id, like the map's list.
    const [items, count] = await Promise.all([
      db
        .select(placeColumns)
        .from(places)
        .where(where)
        .orderBy(asc(places.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(places).where(where),
    ]);
    return { items, total: Number(count[0]?.n ?? 0) };
  }
  if (!filter.near) {
    return withSearchThreshold(db, async (tx) => {
      const items = await tx
        .select(placeColumns)
        .from(places)
        .where(where)
        // The best match first (searching 경복궁 or Kyongbokkung finds the palace before the places near it).
        .orderBy(sql`${searchMatch(filter.q!).score} desc`, asc(places.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const count = await tx.select({ n: sql<number>`count(*)::int` }).from(places).where(where);
      return { items, total: Number(count[0]?.n ?? 0) };
    });
  }
  const { lat, lng, radiusM } = filter.near;
  // The box (lat/lng index) narrows the candidates; the exact distance filters and orders them.
  const distance = distanceSql(lat, lng);
  const within = and(where, sql`${distance} <= ${radiusM}`);
  const rows = await db
    .select({ ...placeColumns, distanceM: distance, total: sql<number>`(count(*) over ())::int` })
    .from(places)
    .where(within)
    .orderBy(distance, asc(places.id))
    .limit(filter.limit)
    .offset(filter.offset);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && filter.offset > 0) {
    const count = await db.select({ n: sql<number>`count(*)::int` }).from(places).where(within);
    total = Number(count[0]?.n ?? 0);
  }
  return {
    items: rows.map(({ total: _total, ...row }) => ({
      ...row,
      distanceM: Math.round(Number(row.distanceM)),
    })),
    total,
  };
}

/** Active places of the trigger-kept counters (migration 0002): one row read at any catalogue size. */
function countedTotal(typed: boolean): SQL<number> {
  return sql<number>`(select coalesce(sum(${placeCounts.n}), 0) from ${placeCounts}
    where ${placeCounts.status} = 'active'${typed ? sql` and ${placeCounts.typeKey} = ${sql.placeholder('type')}` : sql``})::int`;
}

function prepareList(db: DbOrTx, typed: boolean, name: string) {
  return db
    .select({ ...placeColumns, total: countedTotal(typed) })
    .from(places)
    .where(
      typed
        ? and(eq(places.status, 'active'), sql`${places.type} = ${sql.placeholder('type')}::place_type`)
        : eq(places.status, 'active'),
    )
    .orderBy(asc(places.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const listStatements = new WeakMap<
  DbOrTx,
  { all: ReturnType<typeof prepareList>; typed: ReturnType<typeof prepareList> }
>();

/**
 * The map's list (no text, no radius): one prepared statement per database that returns the page and the total
 * from the counters together, so the hot path is a single round trip PostgreSQL does not re-plan.
 */
async function listPlain(db: DbOrTx, type: PlaceType | undefined, limit: number, offset: number) {
  let statements = listStatements.get(db);
  if (!statements) {
    statements = {
      all: prepareList(db, false, 'list_places'),
      typed: prepareList(db, true, 'list_places_typed'),
    };
    listStatements.set(db, statements);
  }
  const rows = type
    ? await statements.typed.execute({ type, limit, offset })
    : await statements.all.execute({ limit, offset });
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) {
    const count = await db
      .select({ n: sql<number>`coalesce(sum(${placeCounts.n}), 0)::int` })
      .from(placeCounts)
      .where(and(eq(placeCounts.status, 'active'), type ? eq(placeCounts.typeKey, type) : undefined));
    total = Number(count[0]?.n ?? 0);
  }
  return { items: rows.map(({ total: _total, ...row }) => row), total };
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
export interface LinkedPlaceJson {
  id: number;
  type: PlaceType | null;
  name: string;
  nameKo: string | null;
  nameZh: string | null;
  nameJa: string | null;
  nameZhHant: string | null;
  address: string | null;
  addressKo: string | null;
  addressZh: string | null;
  addressJa: string | null;
  addressZhHant: string | null;
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
