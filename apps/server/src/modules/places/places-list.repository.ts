import type { PlaceFactKey, PlaceType } from '@ktravel/contract';
import { boundingBox } from '@ktravel/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { placeCounts, places } from '../../db/schema.ts';
import { helpfulFactsSql } from '../reviews/place-facts.ts';
import { type PlaceRow, placeColumns, placeFilters } from './places.repository.ts';
import { distanceSql, searchMatch, withSearchThreshold } from './places-search.repository.ts';

/**
 * The public list of active places (GET /api/places): the map's page with its total from the trigger-kept
 * counters, or filtered by text (best match first), by distance, by hours open at a time and by helpful facts.
 */

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
