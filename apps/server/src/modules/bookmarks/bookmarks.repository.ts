import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookmarks } from '../../db/schema.ts';
import { parseJsonColumn } from '../../lib/json-column.ts';
import { activePlaceJson, isActivePlaceSql, type LinkedPlaceJson } from '../places/places.repository.ts';

/** A bookmark with its place as the places module shows it to others (null once the place is inactive). */
export interface BookmarkRow {
  id: number;
  createdAt: Date;
  placeId: number;
  place: LinkedPlaceJson | null;
}

const bookmarkColumns = {
  id: bookmarks.id,
  createdAt: bookmarks.createdAt,
  placeId: bookmarks.placeId,
  place: activePlaceJson(bookmarks.placeId),
};

const parsed = (
  row: Omit<BookmarkRow, 'place'> & { place: LinkedPlaceJson | null | string },
): BookmarkRow => ({
  ...row,
  place: parseJsonColumn(row.place),
});

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
  const rows = await db.select(bookmarkColumns).from(bookmarks).where(eq(bookmarks.id, id)).limit(1);
  return rows[0] && parsed(rows[0]);
}

export async function deleteBookmark(db: DbOrTx, userId: number, placeId: number): Promise<boolean> {
  const rows = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.placeId, placeId)))
    .returning({ id: bookmarks.id });
  return rows.length > 0;
}

/** The member's bookmarks of active places, newest first, each with its place (one query for the page). */
export async function listBookmarks(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = and(eq(bookmarks.userId, userId), isActivePlaceSql(bookmarks.placeId));
  const [items, count] = await Promise.all([
    db
      .select(bookmarkColumns)
      .from(bookmarks)
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(bookmarks).where(where),
  ]);
  return { items: items.map(parsed), total: Number(count[0]?.n ?? 0) };
}
