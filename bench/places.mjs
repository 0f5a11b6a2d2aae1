// npm run bench:places (issue 4 budgets), on PostgreSQL in a fresh database:
//  1. GET /api/places?pageSize=100 against a baseline route of the same server answering the same payload from
//     memory: at least 40% of its throughput, p99 at most 2x.
//  2. Growth: p50 of the list (cached per catalogue version; also measured right after a change, uncached), a
//     radius query (Seoul centre, 5000 m) and a place search ("palace") with the
//     seeded catalogue, then with the catalogue grown to 100,000 places: each at most 1.5x.
import os from 'node:os';
import pg from 'pg';
import {
  CONNECTIONS,
  compareToBaseline,
  DURATION,
  PG_URL,
  p50s,
  reportGrowth,
  startServer,
  withFreshPostgres,
} from './common.mjs';
import { grow } from './grow-places.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const GROW_TO = Number(process.env.BENCH_GROW_TO ?? 100_000);

const LIST = '/api/places?pageSize=100';
/** A write that changes nothing but still raises the catalogue version, so the next list is not a cached one. */
let touchPlaces = async () => {};
const GROWTH_QUERIES = [
  ['list (pageSize=100)', LIST],
  ['list after a catalogue change', LIST, () => touchPlaces()],
  // The default page (20): both catalogues fill it, so the figure compares the query, not the payload size.
  ['radius 5000 m, Seoul centre', '/api/places?lat=37.5665&lng=126.978&radius=5000'],
  ['search "palace"', '/api/places/search?q=palace'],
];

let failed = false;
const lines = [];
const say = (line = '') => {
  lines.push(line);
};
const ran = await withFreshPostgres('ktravel_bench_places', async (databaseUrl) => {
  const { child, url } = await startServer({
    DATABASE_URL: databaseUrl,
    BENCH_SEED: 'true',
    // The catalogue alone: no outside provider may answer (or be paid for) during the bench.
    GOOGLE_MAPS_API_KEY: '',
    KAKAO_REST_API_KEY: '',
  });
  try {
    say(
      `== Throughput on PostgreSQL (${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores)`,
    );
    if (!(await compareToBaseline(url, { route: LIST, say }))) failed = true;

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    touchPlaces = () =>
      db.query('update places set updated_at = updated_at where id = (select min(id) from places)');
    const seeded = await p50s(url, GROWTH_QUERIES, SAMPLES);
    const before = (await db.query('select count(*)::int as n from places')).rows[0].n;
    const startedGrow = Date.now();
    const total = await grow(db, GROW_TO);
    const grown = await p50s(url, GROWTH_QUERIES, SAMPLES);
    await db.end();
    say(
      `\n== Growth: p50 of ${SAMPLES} sequential requests; ${before} seeded places, then ${total}` +
        ` (grown in ${((Date.now() - startedGrow) / 1000).toFixed(1)} s)`,
    );
    if (!reportGrowth(say, GROWTH_QUERIES, seeded, grown)) failed = true;
  } finally {
    child.kill('SIGTERM');
  }
});
if (!ran) {
  console.log(`PostgreSQL not reachable at ${PG_URL}: the places budgets need it; skipped`);
  process.exit(0);
}
console.log(`\nPlaces benchmark (issue 4)\n${lines.join('\n')}\n`);
if (failed) process.exitCode = 1;
