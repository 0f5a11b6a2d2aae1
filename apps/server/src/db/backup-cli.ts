import { loadConfig } from '../config.ts';
import { requestBackup } from './backup.ts';

/**
 * `npm run db:backup`: a consistent copy of the embedded database in DATA_DIR/backups. Asks the running server
 * through DATA_DIR/control.sock; when no server runs, takes the folder's lock and copies it itself.
 */
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: db:backup copies the embedded database only. Back up PostgreSQL with\n' +
      '  pg_dump -Fc "$DATABASE_URL" > ktravel.dump\n(see "Operations" in the README).',
  );
  process.exit(1);
}
try {
  const { file, by } = await requestBackup(config.dataDir);
  console.log(
    by === 'server'
      ? `Backup written by the running server: ${file}`
      : `No server running on ${config.dataDir}; backed up the stopped data folder: ${file}`,
  );
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
