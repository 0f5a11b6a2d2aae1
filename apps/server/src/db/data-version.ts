import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Single-row counters that triggers raise with every committed change of what they cover: `catalogue_version`
 * (places, migration 0004) and `course_version` (course responses, migration 0005). Caches key their entries by
 * them, read before the data, so an entry is never older than its key (docs/decisions/004 and 005).
 */
export type DataVersion = 'catalogue_version' | 'course_version';

function prepareVersion(db: DbOrTx, table: DataVersion) {
  return db
    .select({ version: sql<number>`version` })
    .from(sql`${sql.identifier(table)}`)
    .where(sql`id = 1`)
    .prepare(table);
}

const statements = new WeakMap<DbOrTx, Map<DataVersion, ReturnType<typeof prepareVersion>>>();

/** The counter's current value: one prepared single-row query per call. */
export async function readDataVersion(db: DbOrTx, table: DataVersion): Promise<number> {
  let byTable = statements.get(db);
  if (!byTable) {
    byTable = new Map();
    statements.set(db, byTable);
  }
  let statement = byTable.get(table);
  if (!statement) {
    statement = prepareVersion(db, table);
    byTable.set(table, statement);
  }
  const rows = await statement.execute();
  return Number(rows[0]?.version ?? 0);
}
