// The cold start's baseline (cold-start.mjs): a bare script that does the least a server on the embedded database
// must, with nothing of the app: load PGlite (and the pg_trgm extension the app uses), open the same data folder,
// answer one query, and listen on a port. Prints "K-Travel listening" like the app, so both are timed alike.
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const client = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
await client.waitReady;
await client.query('select 1');
const server = http.createServer((_req, res) => res.end('ok'));
server.listen(0, '127.0.0.1', () => {
  console.log(`K-Travel listening (bare) on ${server.address().port}`);
});
const close = () => server.close(() => client.close().then(() => process.exit(0)));
process.on('SIGTERM', close);
process.on('SIGINT', close);
