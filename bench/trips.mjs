// npm run bench:trips (issue 26 budgets), on PostgreSQL (a fresh database, when reachable) and on PGlite:
//  POST /api/courses/check for a 14-day course with 60 stops (places with hours, every stop timed): p50 of
//  sequential requests at most 5 ms. (That it reads the places in one query whatever the number of stops is a
//  route test: course-checks.routes.test.ts.) K-Map's "open now" filter at 100,000 places is in bench:places.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine, memberCookies, PG_URL, p50, startServer, withFreshPostgres } from './common.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const BUDGET_MS = 5;
const DAYS = 14;
const STOPS = 60;
/** Demo places with known hours (their names as the seed writes them). */
/** The check's per-member limit is 300 a minute (perMember(300)): the samples are shared by enough members. */
const PER_MEMBER = 250;
const WITH_HOURS = [
  'Gyeongbokgung Palace',
  'Changdeokgung Palace',
  'Changgyeonggung Palace',
  'Deoksugung Palace',
  'Jongmyo Shrine',
  'National Museum of Korea',
  'Balwoo Gongyang',
];

async function measure(label, env, say) {
  const { child, url } = await startServer({ ...env, BENCH_SEED: 'true' });
  try {
    const cookies = await memberCookies(url, 'bench-trips', Math.ceil((SAMPLES + 31) / PER_MEMBER) + 1);
    const cookie = cookies[0];
    const ids = [];
    for (const name of WITH_HOURS) {
      const found = await (await fetch(`${url}/api/places/search?q=${encodeURIComponent(name)}`)).json();
      const id = found.data.find((place) => place.name === name)?.id;
      if (!id) throw new Error(`no demo place ${name}`);
      ids.push(id);
    }
    const stops = Array.from({ length: STOPS }, (_, i) => ({
      order: i + 1,
      name: WITH_HOURS[i % WITH_HOURS.length],
      lat: 37.57,
      lng: 126.98,
      placeId: ids[i % ids.length],
      day: Math.floor((i * DAYS) / STOPS) + 1,
      time: `${String(8 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      durationMinutes: 60 + (i % 4) * 30,
    }));
    // A Monday: closing days, breaks and a holiday run (Chuseok 2026, 24–26 September) fall inside the trip.
    const body = JSON.stringify({ title: 'Bench trip', startDate: '2026-09-21', dayCount: DAYS, stops });
    const first = await fetch(`${url}/api/courses/check?language=en`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    if (!first.ok) throw new Error(`POST /api/courses/check: ${first.status} ${await first.text()}`);
    const warnings = (await first.json()).data.warnings.length;
    // The first member already spent one request; the next takes over every PER_MEMBER requests.
    const headers = { cookie: cookies[1], 'content-type': 'application/json' };
    let sent = 0;
    const nextMember = () => {
      headers.cookie = cookies[1 + Math.floor(sent++ / PER_MEMBER)];
    };
    const median = await p50(`${url}/api/courses/check?language=en`, SAMPLES, nextMember, headers, {
      method: 'POST',
      body,
    });
    const met = median <= BUDGET_MS;
    say(`== ${label}`);
    say(
      `  POST /api/courses/check, ${DAYS} days, ${STOPS} stops (${warnings} warnings): p50 ${median.toFixed(2)} ms` +
        `   budget <= ${BUDGET_MS} ms: ${met ? 'MET' : 'MISSED'}`,
    );
    return met;
  } finally {
    child.kill('SIGTERM');
  }
}

const lines = [];
const say = (line = '') => lines.push(line);
let met = true;
const ranOnPostgres = await withFreshPostgres('ktravel_bench_trips', async (databaseUrl) => {
  if (!(await measure('PostgreSQL', { DATABASE_URL: databaseUrl }, say))) met = false;
});
if (!ranOnPostgres) say(`PostgreSQL not reachable at ${PG_URL}: skipping the PostgreSQL run`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-trips-'));
try {
  if (!(await measure('PGlite', { DATA_DIR: dataDir }, say))) met = false;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nTrip checks benchmark (issue 26): p50 of ${SAMPLES} sequential requests\n  machine: ${machine()}\n${lines.join('\n')}`,
);
if (!met) process.exitCode = 1;
