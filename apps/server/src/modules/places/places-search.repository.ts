import { boundingBox, EARTH_RADIUS_M } from '@ktravel/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { places } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { CatalogueRow } from '../../lib/place-providers/catalogue.ts';
import { placeAddressColumns, placeNameColumns } from './place-columns.ts';
import type { PlaceInsert } from './places.repository.ts';
import { placeSearchTerms, querySoundKey, type SearchableNames, searchKey } from './search-terms.ts';

// Place search's SQL (DESIGN §8.5, decision 018): the search terms written with a place's names, the matching and
// ranking of a query against them, and the catalogue's part of GET /api/places/search.

/** Exact great-circle distance (haversine) in metres from a point to the row. */
export function distanceSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(${places.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${places.lat})) * power(sin(radians(${places.lng} - ${lng}) / 2), 2)
  ))))`;
}

/** What catalogue search reads per place: the provider's own row shape. */
export type CatalogueHit = CatalogueRow;

const catalogueHitColumns = {
  id: places.id,
  ...placeNameColumns,
  ...placeAddressColumns,
  lat: places.lat,
  lng: places.lng,
  type: places.type,
  provider: places.provider,
  externalId: places.externalId,
  photoUrl: places.photoUrl,
  photoThumbnailUrl: places.photoThumbnailUrl,
  photosJson: places.photosJson,
  usualCostKrw: places.usualCostKrw,
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

export const searchableNames = (row: Partial<PlaceInsert> & { name: string }): SearchableNames => ({
  name: row.name,
  nameKo: row.nameKo ?? null,
  nameZh: row.nameZh ?? null,
  nameJa: row.nameJa ?? null,
  nameZhHant: row.nameZhHant ?? null,
  aliases: row.aliases ?? [],
});

export const NAME_FIELDS = ['name', 'nameKo', 'nameZh', 'nameJa', 'nameZhHant', 'aliases'] as const;

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
