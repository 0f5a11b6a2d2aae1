// npm run bench:places (issue 4 budgets), on PostgreSQL in a fresh database:
//  1. GET /api/places?pageSize=100 against the bare baseline (the same bytes from a minimal node:http server
//     outside the app, bare-server.mjs): at least 40% of its throughput, p99 at most 2x.
//  2. Growth: p50 of the list (cached per catalogue version; also measured right after a change, uncached), a
//     radius query (Seoul centre, 5000 m) and a place search ("palace") with the
//     seeded catalogue, then with the catalogue grown to 100,000 places: each at most 1.5x.
//  3. Issue 26: at 100,000 places (with hours), the list with openNow=true (and with openAt, a weekday at 12:00)
//     within 1.5x of the same list without the filter.
//  4. Issue 31: at 100,000 places (one in 25 with known facts), the list with facts=foreignCards (and two facts),
//     cached and right after a catalogue change, within 1.5x of the same list without the filter; and a place
//     with 1,000 reviews answers its first page of reviews (newest, and most helpful) in at most 5 ms p50.
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

    const factQueries = [
      ['list, facts=foreignCards', `${LIST}&facts=foreignCards`],
      ['list, facts=foreignCards,englishMenu', `${LIST}&facts=foreignCards,englishMenu`],
    ];
    const changed = (queries) =>
      queries.map(([name, path]) => [`${name} (after a change)`, path, touchPlaces]);
    const plainBoth = await bestP50s(url, [['list', LIST], ...changed([['list', LIST]])], SAMPLES);
    const facts = await bestP50s(url, [...factQueries, ...changed(factQueries)], SAMPLES);
    const withFacts = (
      await db.query('select count(*)::int as n from places where fact_foreign_cards is not null')
    ).rows[0].n;
    say(
      `\n== Fact filters at ${total} places (${withFacts} with facts): p50, against the same list unfiltered`,
    );
    for (const [name] of [...factQueries, ...changed(factQueries)]) {
      const base = name.endsWith('(after a change)') ? plainBoth['list (after a change)'] : plainBoth.list;
      const ratio = facts[name] / base;
      const ok = ratio <= 1.5;
      if (!ok) met = false;
      say(
        `  ${name.padEnd(52)} ${base.toFixed(2).padStart(6)} ms -> ${facts[name].toFixed(2).padStart(6)} ms` +
          `   ${ratio.toFixed(2)}x   budget <= 1.5x: ${ok ? 'MET' : 'MISSED'}`,
      );
    }

    // A place with 1,000 reviews by 1,000 members, some marked helpful (the triggers keep the counts).
    const placeId = (await db.query("select min(id) as id from places where status = 'active'")).rows[0].id;
    await db.query(
      `insert into users (email, name, provider) select 'bench-reviewer-' || s || '@example.com', 'Reviewer ' || s,
         'dev' from generate_series(1, 1000) as s on conflict do nothing`,
    );
    await db.query(
      `insert into place_reviews (place_id, author_id, rating, text, language, visited_on, created_at, updated_at)
       select $1, u.id, 1 + (u.id % 5), 'A synthetic review of a bench place, long enough to look like one. ' ||
         repeat('Worth the walk. ', 1 + u.id % 8), 'en', '2026-10', now() - (u.id || ' minutes')::interval, now()
       from users u where u.email like 'bench-reviewer-%' on conflict do nothing`,
      [placeId],
    );
    await db.query(
      `insert into review_helpful (review_id, user_id)
       select r.id, u.id from place_reviews r join users u on u.email like 'bench-reviewer-%' and u.id % 97 < r.id % 7
       where r.place_id = $1 on conflict do nothing`,
      [placeId],
    );
    const reviewed = (await db.query('select review_count as n from places where id = $1', [placeId])).rows[0]
      .n;
    const reviewQueries = [
      ['first page, newest', `/api/places/${placeId}/reviews`],
      ['first page, most helpful', `/api/places/${placeId}/reviews?sort=helpful`],
    ];
    const reviewP50 = await bestP50s(url, reviewQueries, SAMPLES);
    say(`\n== Reviews of a place with ${reviewed} reviews: p50`);
    for (const [name] of reviewQueries) {
      const ok = reviewP50[name] <= 5;
      if (!ok) met = false;
      say(
        `  ${name.padEnd(32)} ${reviewP50[name].toFixed(2).padStart(6)} ms   budget <= 5 ms: ${ok ? 'MET' : 'MISSED'}`,
      );
    }
    return met;
  },
);
