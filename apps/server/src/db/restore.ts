import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDirLock } from '../lib/dir-lock.ts';
import { fileTimestamp, hasDatabase } from './backup.ts';
import { MIGRATIONS_DIR } from './client.ts';

export interface RestoreResult {
  /** The database folder restored into (DATA_DIR/db). */
  dbDir: string;
  /** Where the database that was there before now lies (never deleted), if there was one. */
  previous: string | undefined;
  /** Migrations recorded in the backup, and applied on top of it by this restore. */
  migrationsInBackup: number;
  migrationsApplied: number;
  /** Rows in a few tables of the restored database, read back after reopening it. */
  counts: Record<string, number>;
}

const COUNTED_TABLES = ['users', 'places', 'courses', 'course_comments', 'posts'] as const;

async function migrationCount(client: PGlite): Promise<number> {
  const exists = await client.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations') as t`,
  );
  if (!exists.rows[0]?.t) return 0;
  const result = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return result.rows[0]?.n ?? 0;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Restores a backup into a stopped data folder: takes the folder's lock (refused, naming the holder, while a
 * server runs), moves DATA_DIR/db aside to db.before-restore-<time>, creates the database from the tarball
 * (PGlite `loadDataDir`), applies this version's migrations, then reopens it and reads from it. On any failure
 * the previous database is put back and the half-restored one kept beside it for inspection.
 */
export async function restoreBackup(
  dataDir: string,
  backupFile: string,
  at = new Date(),
): Promise<RestoreResult> {
  const file = path.resolve(backupFile);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new Error(`Cannot read the backup ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    throw new Error(`${file} is not a gzipped tarball made by db:backup.`);
  }

  const lock = acquireDirLock(dataDir);
  try {
    const dbDir = path.join(dataDir, 'db');
    let previous: string | undefined;
    if (fs.existsSync(dbDir)) {
      previous = path.join(dataDir, `db.before-restore-${fileTimestamp(at)}`);
      for (let n = 2; fs.existsSync(previous); n++)
        previous = path.join(dataDir, `db.before-restore-${fileTimestamp(at)}-${n}`);
      fs.renameSync(dbDir, previous);
    }
    try {
      const loaded = new PGlite(dbDir, {
        extensions: { pg_trgm },
        loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }),
      });
      let migrationsInBackup: number;
      let migrationsApplied: number;
      try {
        await loaded.waitReady;
        migrationsInBackup = await migrationCount(loaded);
        await migrate(drizzle(loaded), { migrationsFolder: MIGRATIONS_DIR });
        migrationsApplied = (await migrationCount(loaded)) - migrationsInBackup;
        await loaded.exec('checkpoint');
      } catch (err) {
        await loaded.close().catch(() => {});
        throw err;
      }
      await loaded.close();
      if (!hasDatabase(dbDir)) throw new Error(`${file} held no database folder.`);

      // Open it again from disk, as the server will, and make it answer.
      const reopened = new PGlite(dbDir, { extensions: { pg_trgm } });
      const counts: Record<string, number> = {};
      try {
        await reopened.waitReady;
        for (const table of COUNTED_TABLES) {
          const exists = await reopened.query<{ t: string | null }>('select to_regclass($1) as t', [table]);
          if (!exists.rows[0]?.t) continue;
          const result = await reopened.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
          counts[table] = result.rows[0]?.n ?? 0;
        }
      } catch (err) {
        await reopened.close().catch(() => {});
        throw err;
      }
      await reopened.close();
      return { dbDir, previous, migrationsInBackup, migrationsApplied, counts };
    } catch (err) {
      if (fs.existsSync(dbDir))
        fs.renameSync(dbDir, path.join(dataDir, `db.failed-restore-${fileTimestamp(at)}`));
      if (previous) fs.renameSync(previous, dbDir);
      throw err;
    }
  } finally {
    lock.release();
  }
}
