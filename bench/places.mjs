// npm run bench:places (issue 4 budgets), on PostgreSQL in a fresh database:
//  1. GET /api/places?pageSize=100 against a baseline route of the same server answering the same payload from
//     memory: at least 40% of its throughput, p99 at most 2x.
//  2. Growth: p50 of the list, a radius query (Seoul centre, 5000 m) and a place search ("palace") with the
//     seeded catalogue, then with the catalogue grown to 100,000 places: each at most 1.5x.
import os from 'node:os';
import pg from 'pg';
import {
  CONNECTIONS,
  DURATION,
  load,
  PG_URL,
  startServer,
  throughput,
  withFreshPostgres,
} from './common.mjs';
import { grow } from './grow-places.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const GROW_TO = Number(process.env.BENCH_GROW_TO ?? 100_000);

const LIST = '/api/places?pageSize=100';
const BASELINE = '/api/bench/baseline/places';
const GROWTH_QUERIES = [
  ['list (pageSize=100)', LIST],
  // The default page (20): both catalogues fill it, so the figure compares the query, not the payload size.
  ['radius 5000 m, Seoul centre', '/api/places?lat=37.5665&lng=126.978&radius=5000'],
  ['search "palace"', '/api/places/search?q=palace'],
];

/** p50 of sequential requests (one at a time, keep-alive), in milliseconds. */
async function p50(url) {
  const times = [];
  for (let i = 0; i < SAMPLES + 30; i++) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 30) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function growthFigures(url) {
  const out = {};
  for (const [name, target] of GROWTH_QUERIES) out[name] = await p50(url + target);
  return out;
}

let failed = false;
const lines = [];
const say = (line = '') => {
  lines.push(line);
};
const ran = await withFreshPostgres('ktravel_bench_places', async (databaseUrl) => {
  const { child, url } = await startServer({
    DATABASE_URL: databaseUrl,
    BENCH_SEED: 'true',
    BENCH_PLACES: 'true',
    // The catalogue alone: no outside provider may answer (or be paid for) during the bench.
    GOOGLE_MAPS_API_KEY: '',
    KAKAO_REST_API_KEY: '',
  });
  try {
    const real = Buffer.from(await (await fetch(url + LIST)).arrayBuffer());
    const base = Buffer.from(await (await fetch(url + BASELINE)).arrayBuffer());
    if (!real.equals(base)) throw new Error('baseline payload differs from GET /api/places?pageSize=100');
    say(
      `payload: ${real.length} bytes, ${JSON.parse(real).data.items.length} places, same bytes as the baseline`,
    );

    await load(url + BASELINE); // warm-up
    const baseline = await throughput(url + BASELINE, 'baseline');
    const list = await throughput(url + LIST, 'list');
    const ratio = list.rps / baseline.rps;
    const p99Ratio = list.p99 / Math.max(baseline.p99, 1);
    say(
      `\n== Throughput on PostgreSQL (${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores)`,
    );
    say(
      `  baseline (same payload from memory) ${baseline.rps.toFixed(0).padStart(7)} req/s   p99 ${baseline.p99} ms`,
    );
    say(`  GET ${LIST}         ${list.rps.toFixed(0).padStart(7)} req/s   p99 ${list.p99} ms`);
    const ok = ratio >= 0.4 && p99Ratio <= 2;
    if (!ok) failed = true;
    say(
      `  ${(ratio * 100).toFixed(1)}% of baseline throughput, p99 ${p99Ratio.toFixed(2)}x baseline` +
        `   budget >= 40% and p99 <= 2x: ${ok ? 'MET' : 'MISSED'}`,
    );

    const seeded = await growthFigures(url);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const before = (await db.query('select count(*)::int as n from places')).rows[0].n;
    const startedGrow = Date.now();
    const total = await grow(db, GROW_TO);
    await db.end();
    const grown = await growthFigures(url);
    say(
      `\n== Growth: p50 of ${SAMPLES} sequential requests; ${before} seeded places, then ${total}` +
        ` (grown in ${((Date.now() - startedGrow) / 1000).toFixed(1)} s)`,
    );
    for (const [name] of GROWTH_QUERIES) {
      const r = grown[name] / seeded[name];
      const met = r <= 1.5;
      if (!met) failed = true;
      say(
        `  ${name.padEnd(28)} ${seeded[name].toFixed(2).padStart(6)} ms -> ${grown[name].toFixed(2).padStart(6)} ms` +
          `   ${r.toFixed(2)}x   budget <= 1.5x: ${met ? 'MET' : 'MISSED'}`,
      );
    }
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
