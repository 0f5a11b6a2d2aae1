import path from 'node:path';
import { loadConfig } from '../config.ts';
import { DirLockError } from '../lib/dir-lock.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run db:restore FILE`: restores a db:backup tarball into the stopped data folder (DATA_DIR). The database
 * that was there is moved aside, never deleted.
 */
const config = loadConfig();
const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error(
    'Usage: npm run db:restore <backup file>   (e.g. data/backups/ktravel-2026-11-22T13-00-00Z.tar.gz)',
  );
  process.exit(2);
}
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: db:restore restores the embedded database only. Restore PostgreSQL with\n' +
      '  pg_restore --clean --if-exists -d "$DATABASE_URL" ktravel.dump\n(see "Operations" in the README).',
  );
  process.exit(1);
}
try {
  console.log(`Restoring ${path.resolve(file)} into ${config.dataDir} ...`);
  const result = await restoreBackup(config.dataDir, file);
  console.log(
    result.previous
      ? `Moved the database that was there to ${result.previous} (kept; delete it when you no longer need it).`
      : 'There was no database in the data folder before.',
  );
  console.log(`Restored the backup into ${result.dbDir}.`);
  console.log(
    `Migrations: ${result.migrationsInBackup} in the backup, ${result.migrationsApplied} applied on top of it.`,
  );
  const counts = Object.entries(result.counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(`Reopened it and read: ${counts}.`);
  console.log('Done. Start the server again (npm start).');
} catch (err) {
  if (err instanceof DirLockError) {
    console.error(`Cannot restore while the data folder is in use. ${err.message}`);
  } else {
    console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
}
