import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

/** `npm run db:migrate`: applies pending migrations (the server also does this at start). */
const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
