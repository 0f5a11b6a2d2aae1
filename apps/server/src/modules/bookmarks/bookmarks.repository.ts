import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookmarks, places } from '../../db/schema.ts';

const bookmarkColumns = {
  id: bookmarks.id,
  createdAt: bookmarks.createdAt,
  placeId: places.id,
  type: places.type,
  name: places.name,
  nameKo: places.nameKo,
  nameZh: places.nameZh,
  address: places.address,
  lat: places.lat,
  lng: places.lng,
  googleMapsUrl: places.googleMapsUrl,
  photoUrl: places.photoUrl,
  photosJson: places.photosJson,
};

export type BookmarkRow = {
  id: number;
  createdAt: Date;
  placeId: number;
  type: (typeof places.$inferSelect)['type'];
  name: string;
  nameKo: string | null;
  nameZh: string | null;
  address: string | null;
  lat: number;
  lng: number;
  googleMapsUrl: string | null;
  photoUrl: string | null;
  photosJson: unknown;
};

export async function isActivePlace(db: DbOrTx, placeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.id, placeId), eq(places.status, 'active')))
    .limit(1);
  return rows.length > 0;
}

/** Inserts the bookmark; undefined when the member already has it (unique user + place). */
export async function insertBookmark(
  db: DbOrTx,
  userId: number,
  placeId: number,
): Promise<number | undefined> {
  const rows = await db
    .insert(bookmarks)
    .values({ userId, placeId })
    .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.placeId] })
    .returning({ id: bookmarks.id });
  return rows[0]?.id;
}

export async function findBookmark(db: DbOrTx, id: number): Promise<BookmarkRow | undefined> {
  const rows = await db
    .select(bookmarkColumns)
    .from(bookmarks)
    .innerJoin(places, eq(places.id, bookmarks.placeId))
    .where(eq(bookmarks.id, id))
    .limit(1);
  return rows[0];
}

export async function deleteBookmark(db: DbOrTx, userId: number, placeId: number): Promise<boolean> {
  const rows = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.placeId, placeId)))
    .returning({ id: bookmarks.id });
  return rows.length > 0;
}

/** The member's bookmarks of active places, newest first, with the place joined in the same query. */
export async function listBookmarks(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = and(eq(bookmarks.userId, userId), eq(places.status, 'active'));
  const [items, count] = await Promise.all([
    db
      .select(bookmarkColumns)
      .from(bookmarks)
      .innerJoin(places, eq(places.id, bookmarks.placeId))
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookmarks)
      .innerJoin(places, eq(places.id, bookmarks.placeId))
      .where(where),
  ]);
  return { items: items as BookmarkRow[], total: Number(count[0]?.n ?? 0) };
}
