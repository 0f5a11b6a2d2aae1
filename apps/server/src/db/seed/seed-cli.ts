import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedIfEmpty } from './seed.ts';

/** `npm run db:seed`: loads the demo data into an empty database. Takes the data-folder lock like the server. */
const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const seeded = await seedIfEmpty(database, {
      info: (obj: unknown, msg?: string) => console.log(msg, obj),
    });
    if (!seeded)
      console.log(
        'The database already has data; the seed only loads into an empty database. Nothing changed.',
      );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
