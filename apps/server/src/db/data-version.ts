import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FreshReads } from '../lib/fresh-reads.ts';
import { forgotOnly, inWriteRequest, NotifiedCache } from '../lib/notified-cache.ts';
import { perDatabase } from '../lib/per-database.ts';
import type { Database, DbOrTx } from './client.ts';

/**
 * Single-row counters that triggers raise with every committed change of what they cover: `catalogue_version`
 * (places, migration 0004), `course_version` (course responses, migration 0005) and `post_version` (post lists,
 * migration 0011). Caches key their entries by them, read before the data, so an entry is never older than its
 * key (docs/decisions/004, 005 and 006).
 */
export type DataVersion = 'catalogue_version' | 'course_version' | 'post_version';

function prepareVersion(db: DbOrTx, table: DataVersion) {
  return db
    .select({ version: sql<number>`version` })
    .from(sql`${sql.identifier(table)}`)
    .where(sql`id = 1`)
    .prepare(table);
}

/** Per database: each version's prepared read, shared by concurrent requests (never older than a request). */
const reads = perDatabase((db) => {
  const statements = new Map<DataVersion, ReturnType<typeof prepareVersion>>();
  return new FreshReads<DataVersion, number>(async (table) => {
    let statement = statements.get(table);
    if (!statement) {
      statement = prepareVersion(db, table);
      statements.set(table, statement);
    }
    const rows = await statement.execute();
    return Number(rows[0]?.version ?? 0);
  });
});

/** A safety net only: kept versions are forgotten as soon as any of them changes. */
const KEPT_VERSIONS_TTL_MS = 60_000;
const kept = new WeakMap<DbOrTx, NotifiedCache<string, number>>();

/**
 * Keeps the versions in memory for the database's app(s) (docs/decisions/011): the three counters above and the
 * per-row versions of posts and courses (`keptVersion`). All are forgotten, on every instance, when any counter
 * is raised (`NOTIFY ktravel_versions`, migration 0017: a row's version never changes without its list's
 * counter), and by the writing app before it answers (`forgetOnWrites`). Answers the cache to hand to it.
 */
export async function keepDataVersions(app: FastifyInstance, database: Database) {
  let cache = kept.get(database.db);
  if (!cache) {
    cache = new NotifiedCache<string, number>(KEPT_VERSIONS_TTL_MS);
    kept.set(database.db, cache);
  }
  await cache.attach(app, database, 'ktravel_versions');
  return cache;
}

/**
 * A version under `key` from memory when kept (`keepDataVersions`), else from `read` (kept for next time). A
 * transaction's handle, and a write request (it reads back what it just committed), always read.
 */
export function keptVersion<T extends number | undefined>(
  db: DbOrTx,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const cache = kept.get(db);
  return cache && !inWriteRequest()
    ? (cache.lookup(key, read as () => Promise<number | undefined>) as Promise<T>)
    : read();
}

/** The version under `key` when it is kept in memory and may be used here (not in a write request), else undefined. */
export function peekVersion(db: DbOrTx, key: string): number | undefined {
  return inWriteRequest() ? undefined : kept.get(db)?.peek(key);
}

/** `keptVersion` for several keys at once: the ones not kept are read by one `readMissing`. */
export function keptVersions(
  db: DbOrTx,
  keys: string[],
  readMissing: (keys: string[]) => Promise<Map<string, number>>,
): Promise<(number | undefined)[]> {
  const cache = kept.get(db);
  if (cache && !inWriteRequest()) return cache.lookupMany(keys, readMissing);
  return readMissing(keys).then((read) => keys.map((key) => read.get(key)));
}

/**
 * The versions of several rows (`keyOf(id)` each), in order, without a query for those kept in memory: one missing
 * is read by `readOne` (shared with the concurrent requests that miss it too), several by one `readMany`.
 */
export function keptRowVersions(
  db: DbOrTx,
  ids: number[],
  keyOf: (id: number) => string,
  readOne: (id: number) => Promise<number | undefined>,
  readMany: (ids: number[]) => Promise<{ id: number; version: number | string }[]>,
): Promise<(number | undefined)[]> {
  const keys = ids.map(keyOf);
  return keptVersions(db, keys, async (missing) => {
    const wanted = missing.map((key) => ids[keys.indexOf(key)]!);
    if (wanted.length === 1) {
      const version = await readOne(wanted[0]!);
      return new Map(version === undefined ? [] : [[missing[0]!, version]]);
    }
    const rows = await readMany(wanted);
    return new Map(rows.map((row) => [keyOf(row.id), Number(row.version)]));
  });
}

/**
 * After a committed write whose only change is the row version under `key` (a like raises a post's counters and
 * version, not its list's counter: migrations 0018 and 0020): forgets that version here at once, or keeps
 * `version` (the one the write committed, when it knows it) without a read, and lets `forgetOnWrites` keep the
 * other kept versions, and, unless `othersChanged` (a comment or a save also changes member counts), everything
 * else. Other instances hear the same from `NOTIFY ktravel_versions, '<key>=<version>'` (migration 0023).
 */
export function forgotVersionOnly(db: DbOrTx, key: string, othersChanged = false, version?: number): void {
  const cache = kept.get(db);
  if (version === undefined) cache?.forget(key);
  else cache?.advance(key, version);
  if (!othersChanged) forgotOnly();
  else if (cache) forgotOnly(cache);
}

/**
 * A number that moves whenever a kept version is forgotten here (any change of a covered row, by any instance,
 * counters included): for answers built from many rows' counters (statistics' top content), which no single
 * version covers. Undefined while versions are not kept (read them instead).
 */
export function versionChanges(db: DbOrTx): number | undefined {
  const cache = kept.get(db);
  return cache?.enabled ? cache.changes : undefined;
}

/** The counter's value when it is kept in memory and may be used here, else undefined (no read). */
export function peekDataVersion(db: DbOrTx, table: DataVersion): number | undefined {
  return peekVersion(db, table);
}

/**
 * The counter's current value: from memory while kept, else one prepared single-row query, begun after the call,
 * shared with the calls that arrive while it runs (`FreshReads`).
 */
export function readDataVersion(db: DbOrTx, table: DataVersion): Promise<number> {
  return keptVersion(db, table, () => reads(db).get(table));
}
