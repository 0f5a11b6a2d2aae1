import { sql } from 'drizzle-orm';
import { FreshReads } from '../lib/fresh-reads.ts';
import { perDatabase } from '../lib/per-database.ts';
import type { DbOrTx } from './client.ts';

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

/**
 * The counter's current value: one prepared single-row query, begun after the call, shared with the calls that
 * arrive while it runs (`FreshReads`).
 */
export function readDataVersion(db: DbOrTx, table: DataVersion): Promise<number> {
  return reads(db).get(table);
}
