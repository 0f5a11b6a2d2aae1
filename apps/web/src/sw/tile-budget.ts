import { type IDBPDatabase, openDB } from 'idb';

/** A tile in the tiles cache: its URL, its size and when it was stored. */
export interface TileRecord {
  url: string;
  bytes: number;
  at: number;
}

/** The tiles to drop, oldest first, so that what is left weighs at most `cap` bytes. */
export function tilesToDrop(records: readonly TileRecord[], cap: number): string[] {
  let total = records.reduce((sum, record) => sum + record.bytes, 0);
  const drop: string[] = [];
  for (const record of [...records].sort((a, b) => a.at - b.at)) {
    if (total <= cap) break;
    drop.push(record.url);
    total -= record.bytes;
  }
  return drop;
}

const DB_NAME = 'ktravel-tiles';
const STORE = 'tiles';

/**
 * The tiles cache's weight, kept beside it in IndexedDB (the Cache API does not say how large a cache is): each
 * stored tile is recorded with its size, and the oldest go once the total passes the cap (DESIGN §8.2: 50 MB).
 */
export class TileBudget {
  private db: Promise<IDBPDatabase> | undefined;

  constructor(
    private readonly cacheName: string,
    private readonly cap: number,
  ) {}

  private open() {
    this.db ??= openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore(STORE, { keyPath: 'url' });
      },
    });
    return this.db;
  }

  /** Records a tile just stored, then lets the oldest go while over the cap. */
  async record(url: string, bytes: number): Promise<void> {
    const db = await this.open();
    await db.put(STORE, { url, bytes, at: Date.now() } satisfies TileRecord);
    const records = (await db.getAll(STORE)) as TileRecord[];
    const drop = tilesToDrop(records, this.cap);
    if (drop.length === 0) return;
    const cache = await caches.open(this.cacheName);
    for (const old of drop) {
      await cache.delete(old);
      await db.delete(STORE, old);
    }
  }

  /** The tiles' total weight in bytes. */
  async total(): Promise<number> {
    const records = (await (await this.open()).getAll(STORE)) as TileRecord[];
    return records.reduce((sum, record) => sum + record.bytes, 0);
  }
}
