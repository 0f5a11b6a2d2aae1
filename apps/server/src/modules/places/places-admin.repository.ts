// The admin side's reads of the catalogue: the admin list (active and inactive), the dashboard's count and the
// duplicate test of admin add. Built on the same columns and filters as the public lists.

import type { PlaceType } from '@ktravel/contract';
import { boundingBox } from '@ktravel/contract';
import { and, asc, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { placeCounts, places } from '../../db/schema.ts';
import { type PlaceRow, placeColumns, placeFilters } from './places.repository.ts';
import { distanceSql } from './places-search.repository.ts';

/** Admins' list: active and inactive places, by name or address in any language, newest first. */
export async function listAdminPlaces(
  db: DbOrTx,
  filter: { q?: string | undefined; type?: PlaceType | undefined; status: 'active' | 'inactive' | 'all' },
  limit: number,
  offset: number,
): Promise<{ items: PlaceRow[]; total: number }> {
  const conditions = placeFilters(filter);
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, count] = await Promise.all([
    db
      .select(placeColumns)
      .from(places)
      .where(where)
      .orderBy(desc(places.createdAt), desc(places.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(places).where(where),
  ]);
  return { items, total: Number(count[0]?.n ?? 0) };
}

/** Every place, inactive ones too, from the trigger-kept counters (the admin dashboard). */
export async function countAllPlaces(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: sql<number>`coalesce(sum(${placeCounts.n}), 0)::int` }).from(placeCounts);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A place of the same name (any of its three languages, ignoring case and surrounding spaces) within `radiusM`
 * of the point, active or not: the "already in the catalogue" test of admin add.
 */
export async function findSameNameNear(
  db: DbOrTx,
  name: string,
  point: { lat: number; lng: number },
  radiusM: number,
): Promise<PlaceRow | undefined> {
  const box = boundingBox(point, radiusM);
  const key = name.trim().toLowerCase();
  const rows = await db
    .select(placeColumns)
    .from(places)
    .where(
      and(
        sql`${places.lat} between ${box.minLat} and ${box.maxLat}`,
        sql`${places.lng} between ${box.minLng} and ${box.maxLng}`,
        sql`${key} in (lower(trim(${places.name})), lower(trim(${places.nameKo})), lower(trim(${places.nameZh})))`,
        sql`${distanceSql(point.lat, point.lng)} <= ${radiusM}`,
      ),
    )
    .orderBy(asc(places.id))
    .limit(1);
  return rows[0];
}
