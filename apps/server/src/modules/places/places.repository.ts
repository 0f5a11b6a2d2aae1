import type { PlaceType } from '@ktravel/contract';
import { boundingBox, EARTH_RADIUS_M } from '@ktravel/contract';
import { and, asc, eq, getTableColumns, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { placeCounts, places } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { CatalogueRow } from '../../lib/place-providers/catalogue.ts';
import { placeSearchTerms, querySoundKey, type SearchableNames, searchKey } from './search-terms.ts';

const { searchText: _searchText, searchTerms: _searchTerms, ...selectedColumns } = getTableColumns(places);
/** Every column but the search text and terms (index-only helper columns). */
export const placeColumns = selectedColumns;

export type PlaceRow = Omit<typeof places.$inferSelect, 'searchText' | 'searchTerms'>;
export type PlaceInsert = typeof places.$inferInsert;

/** Exact great-circle distance (haversine) in metres from a point to the row. */
export function distanceSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(${places.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${places.lat})) * power(sin(radians(${places.lng} - ${lng}) / 2), 2)
  ))))`;
}

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
  name: places.name,
  nameKo: places.nameKo,
  nameZh: places.nameZh,
  nameJa: places.nameJa,
  nameZhHant: places.nameZhHant,
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
  if (!filter.near && !filter.q && !filter.openHours) {
    return listPlain(db, filter.type, filter.limit, filter.offset);
  }
  const where = listWhere(filter);
  if (!filter.near && !filter.q) {
    // Open at a time: by id, like the map's list.
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

/** What catalogue search reads per place: the provider's own row shape. */
export type CatalogueHit = CatalogueRow;

const catalogueHitColumns = {
  id: places.id,
  name: places.name,
  nameKo: places.nameKo,
  nameZh: places.nameZh,
  nameJa: places.nameJa,
  nameZhHant: places.nameZhHant,
  address: places.address,
  addressKo: places.addressKo,
  addressZh: places.addressZh,
  addressJa: places.addressJa,
  addressZhHant: places.addressZhHant,
  lat: places.lat,
  lng: places.lng,
  type: places.type,
  provider: places.provider,
  externalId: places.externalId,
  photoUrl: places.photoUrl,
  photoThumbnailUrl: places.photoThumbnailUrl,
  photosJson: places.photosJson,
};

/** Word similarity at which `<%` finds a term: pg_trgm's default (0.6) misses a typo in a short name (Gyeongbukgung). */
const WORD_SIMILARITY = 0.4;

/**
 * What a search query matches and how well (DESIGN §8.5, decision 018): the query's key and, for Latin letters or
 * kana, its sound key (search-terms.ts), against each place's search terms (names in five languages, aliases,
 * romanizations) by trigram word similarity, with boosts for a term the query begins (a prefix) or is (exact); or,
 * as a weaker signal, a substring of its names, addresses and descriptions (`search_text`). Run inside
 * `withSearchThreshold`, so `<%` uses the threshold above.
 */
export function searchMatch(q: string): { where: SQL; exact: SQL; contains: SQL; fuzzy: SQL; score: SQL } {
  const key = searchKey(q);
  const sound = querySoundKey(q);
  const keys = [...new Set([key, sound ?? ''])].filter(Boolean);
  const text = sql`${places.searchText} ilike ${containsPattern(q)}`;
  if (keys.length === 0) {
    // A typed 0: a bare `order by 0` would name a column by its position.
    return { where: text, exact: sql`false`, contains: text, fuzzy: sql`false`, score: sql`0::float8` };
  }
  const any = (each: (k: string) => SQL) => sql`(${sql.join(keys.map(each), sql` or `)})`;
  // Terms are stored between spaces: the trigram index finds a whole term by its blank-padded trigrams.
  const exact = any((k) => sql`${places.searchTerms} like ${`% ${k} %`}`);
  const contains = sql`(${any((k) => sql`${places.searchTerms} like ${`%${k}%`}`)} or ${text})`;
  const fuzzy = any((k) => sql`${k} <% ${places.searchTerms}`);
  const matches = (k: string) => sql`(
    word_similarity(${k}, ${places.searchTerms})
    + case when ${places.searchTerms} like ${`% ${k} %`} then 1.0
           when ${places.searchTerms} like ${`% ${k}%`} then 0.5 else 0 end)`;
  return {
    where: sql`(${contains} or ${fuzzy})`,
    exact,
    contains,
    fuzzy,
    score: sql`(greatest(${sql.join(keys.map(matches), sql`, `)}) + case when ${text} then 0.15 else 0 end)`,
  };
}

/** Runs `read` in a transaction whose `<%` finds terms at `WORD_SIMILARITY` (searchMatch). */
export function withSearchThreshold<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(WORD_SIMILARITY))}`);
    // Matches spread thin over a large table: read in table order, the planner's choice for a LIMIT, scans and
    // tests tens of thousands of rows (50 ms at 100,000 places); the trigram index goes to them.
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/**
 * Catalogue search: `searchMatch`, plus closeness to the bias point within `bias.radiusM` (places near Seoul
 * first when the match is as good).
 */
export async function searchCatalogue(
  db: DbOrTx,
  q: string,
  bias: { lat: number; lng: number; radiusM: number },
  limit: number,
): Promise<CatalogueHit[]> {
  const match = searchMatch(q);
  const score = sql`(${match.score} + 0.3 * greatest(0, 1 - ${distanceSql(bias.lat, bias.lng)} / ${bias.radiusM}))`;
  const active = eq(places.status, 'active');
  const ids = (where: SQL | undefined, cap: number) => (tx: DbOrTx) =>
    tx
      .select({ id: places.id })
      .from(places)
      .where(and(active, where))
      .limit(cap)
      .then((rows) => rows.map((row) => row.id));
  return withSearchThreshold(db, async (tx) => {
    // Scored are: the places holding the query as a whole term (the best answers, few); at most SCORED_CANDIDATES
    // of those containing it (a word thousands of places share, market, then costs a bounded score, not one per
    // match: 725 ms at 100,000 places on PGlite unbounded); and only when those are fewer than asked for, the
    // places similar to it (typos), whose index look-up is the costly one.
    const found = new Set([
      ...(await ids(match.exact, limit)(tx)),
      ...(await ids(match.contains, SCORED_CANDIDATES)(tx)),
    ]);
    if (found.size < limit) for (const id of await ids(match.fuzzy, SCORED_CANDIDATES)(tx)) found.add(id);
    if (found.size === 0) return [];
    return tx
      .select(catalogueHitColumns)
      .from(places)
      .where(inArray(places.id, [...found]))
      .orderBy(sql`${score} desc`, asc(places.id))
      .limit(limit);
  });
}

/** How many places containing the query, or similar to it, a search scores at most (searchCatalogue). */
const SCORED_CANDIDATES = 300;

/**
 * Catalogue places that may be the same as outside results: linked by outside id, or within `radiusM` of one
 * of the points (one query for all of them, each point a small box on the lat/lng index).
 */
export async function findCatalogueMatches(
  db: DbOrTx,
  points: { lat: number; lng: number; externalId: string | null }[],
  radiusM: number,
): Promise<CatalogueHit[]> {
  if (points.length === 0) return [];
  const near = points.map((p) => {
    const box = boundingBox(p, radiusM);
    return sql`(${places.lat} between ${box.minLat} and ${box.maxLat} and ${places.lng} between ${box.minLng} and ${box.maxLng})`;
  });
  const ids = points.map((p) => p.externalId).filter((id): id is string => id !== null);
  const byId =
    ids.length > 0
      ? [
          sql`${places.externalId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ]
      : [];
  return db
    .select(catalogueHitColumns)
    .from(places)
    .where(and(eq(places.status, 'active'), sql`(${sql.join([...near, ...byId], sql` or `)})`))
    .limit(200);
}

/** The values with the search terms of their names and aliases (search-terms.ts), for an insert. */
export function withSearchTerms(values: PlaceInsert): PlaceInsert {
  return { ...values, searchTerms: placeSearchTerms(searchableNames(values)) };
}

const searchableNames = (row: Partial<PlaceInsert> & { name: string }): SearchableNames => ({
  name: row.name,
  nameKo: row.nameKo ?? null,
  nameZh: row.nameZh ?? null,
  nameJa: row.nameJa ?? null,
  nameZhHant: row.nameZhHant ?? null,
  aliases: row.aliases ?? [],
});

const NAME_FIELDS = ['name', 'nameKo', 'nameZh', 'nameJa', 'nameZhHant', 'aliases'] as const;

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

/**
 * Writes the search terms of the places that have none (rows from before migration 0030, or written by SQL
 * outside the app), a batch at a time; answers how many. Run when the app starts.
 */
export async function fillMissingSearchTerms(db: DbOrTx, batch = 500): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: places.id, ...Object.fromEntries(NAME_FIELDS.map((field) => [field, places[field]])) })
      .from(places)
      .where(eq(places.searchTerms, ''))
      .limit(batch);
    if (rows.length === 0) return filled;
    for (const row of rows as ({ id: number } & SearchableNames)[]) {
      const terms = placeSearchTerms(row);
      await db.update(places).set({ searchTerms: terms }).where(eq(places.id, row.id));
    }
    filled += rows.length;
  }
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
      'sourceTypes', p.source_types_json
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
  }[]
> {
  return db
    .select({
      id: places.id,
      name: places.name,
      nameKo: places.nameKo,
      nameZh: places.nameZh,
      nameJa: places.nameJa,
      nameZhHant: places.nameZhHant,
      lat: places.lat,
      lng: places.lng,
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
      name: places.name,
      nameKo: places.nameKo,
      nameZh: places.nameZh,
      nameJa: places.nameJa,
      nameZhHant: places.nameZhHant,
      address: places.address,
      addressKo: places.addressKo,
      addressZh: places.addressZh,
      addressJa: places.addressJa,
      addressZhHant: places.addressZhHant,
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
