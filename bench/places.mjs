// npm run bench:places (issue 4 budgets), on PostgreSQL in a fresh database:
//  1. GET /api/places?pageSize=100 against the bare baseline (the same bytes from a minimal node:http server
//     outside the app, bare-server.mjs): at least 40% of its throughput, p99 at most 2x.
//  2. Growth: p50 of the list (cached per catalogue version; also measured right after a change, uncached), a
//     radius query (Seoul centre, 5000 m) and a place search ("palace") with the
//     seeded catalogue, then with the catalogue grown to 100,000 places: each at most 1.5x.
//  3. Issue 26: at 100,000 places (with hours), the list with openNow=true (and with openAt, a weekday at 12:00)
//     within 1.5x of the same list without the filter.
import {
  bestP50s,
  compareToBaseline,
  p50s,
  reportGrowth,
  runPostgresBench,
  secondsSince,
} from './common.mjs';
import { grow } from './grow-places.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const GROW_TO = Number(process.env.BENCH_GROW_TO ?? 100_000);

const LIST = '/api/places?pageSize=100';
/** A write that changes nothing but still raises the catalogue version, so the next list is not a cached one. */
let touchPlaces = async () => {};
const OPEN_QUERIES = [
  ['list, openNow=true', `${LIST}&openNow=true`],
  ['list, openAt Wednesday 12:00', `${LIST}&openAt=2026-12-02T12:00`],
];
const GROWTH_QUERIES = [
  ['list (pageSize=100)', LIST],
  ['list after a catalogue change', LIST, () => touchPlaces()],
  // The default page (20): both catalogues fill it, so the figure compares the query, not the payload size.
  ['radius 5000 m, Seoul centre', '/api/places?lat=37.5665&lng=126.978&radius=5000'],
  ['search "palace"', '/api/places/search?q=palace'],
];

await runPostgresBench(
  'Places benchmark (issue 4)',
  // The catalogue alone: no outside provider may answer (or be paid for) during the bench.
  { GOOGLE_MAPS_API_KEY: '', KAKAO_REST_API_KEY: '' },
  async ({ url, bare, db, say }) => {
    let met = await compareToBaseline(url, { route: LIST, say, bare });
    touchPlaces = () =>
      db.query('update places set updated_at = updated_at where id = (select min(id) from places)');
    const seeded = await p50s(url, GROWTH_QUERIES, SAMPLES);
    const before = (await db.query('select count(*)::int as n from places')).rows[0].n;
    const startedGrow = Date.now();
    const total = await grow(db, GROW_TO);
    const grown = await p50s(url, GROWTH_QUERIES, SAMPLES);
    say(
      `\n== Growth: p50 of ${SAMPLES} sequential requests; ${before} seeded places, then ${total}` +
        ` (grown in ${secondsSince(startedGrow)} s)`,
    );
    if (!reportGrowth(say, GROWTH_QUERIES, seeded, grown)) met = false;

    const plain = await bestP50s(url, [['list', LIST]], SAMPLES);
    const open = await bestP50s(url, OPEN_QUERIES, SAMPLES);
    const withHours = (
      await db.query('select count(*)::int as n from places where opening_hours is not null')
    ).rows[0].n;
    say(
      `\n== Open filters at ${total} places (${withHours} with hours): p50, against the same list unfiltered`,
    );
    for (const [name] of OPEN_QUERIES) {
      const ratio = open[name] / plain.list;
      const ok = ratio <= 1.5;
      if (!ok) met = false;
      say(
        `  ${name.padEnd(32)} ${plain.list.toFixed(2).padStart(6)} ms -> ${open[name].toFixed(2).padStart(6)} ms` +
          `   ${ratio.toFixed(2)}x   budget <= 1.5x: ${ok ? 'MET' : 'MISSED'}`,
      );
    }
    return met;
  },
);
