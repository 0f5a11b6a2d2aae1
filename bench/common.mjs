// Pieces every API benchmark shares: the bench server process, the load generator and a fresh PostgreSQL
// database per run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DURATION = Number(process.env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The machine an absolute figure was measured on: CPU model, cores and the load averages (1, 5, 15 minutes).
 * Absolute figures (milliseconds, req/s, Lighthouse scores) do not travel between machines, and on a shared one
 * they move with the other processes' load: every such figure is printed with this line (ratios to a baseline
 * measured in the same run travel better).
 */
export function machine() {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const load = os.loadavg().map((n) => n.toFixed(2));
  return `${model}, ${cpus.length} cores, load average ${load.join(' / ')} (1 / 5 / 15 min)`;
}

/** The 1-minute load average. */
export const loadNow = () => os.loadavg()[0];

/** Starts bench/server.ts (the real app) as its own process. */
export function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
        '--import',
        'tsx',
        path.join(here, 'server.ts'),
      ],
      {
        cwd: here,
        env: {
          ...process.env,
          PORT: '0',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_MAX: '0',
          SEED: 'false',
          NODE_ENV: 'development',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk) => {
      const match = /BENCH_LISTENING (\d+)/.exec(String(chunk));
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** The built server (`npm run build` first), which also serves apps/web/dist. */
export const BUILT_SERVER = path.join(here, '..', 'apps/server/dist/main.js');

/**
 * Spawns the built server (or `script` in its place, e.g. another worktree's build or a bare stand-in) on `dataDir`
 * and a free loopback port, with `env` over the test settings; its stdout is piped, for the "listening" line.
 */
export function spawnBuiltServer(dataDir, env = {}, script = BUILT_SERVER) {
  return spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * Starts the built app (`BUILT_SERVER`) on a fresh data folder named after the bench, with `env` over the test
 * settings; answers its process, folder and URL. `root` is the checkout whose build runs (another worktree, for
 * lighthouse-ab.mjs).
 */
export function startBuiltApp(name, env = {}, root = path.join(here, '..')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ktravel-bench-${name}-`));
  return new Promise((resolve, reject) => {
    const child = spawnBuiltServer(dataDir, env, path.join(root, 'apps/server/dist/main.js'));
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const match = /listening on http:\/\/localhost:(\d+)/.exec(buffer);
      if (match) resolve({ child, dataDir, url: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The id of the first item a list answers (the demo data may still be loading): undefined after a minute. */
export async function firstId(url, apiPath) {
  for (let tries = 0; tries < 120; tries += 1) {
    const response = await fetch(`${url}${apiPath}`);
    const id = response.ok ? (await response.json()).data?.items?.[0]?.id : undefined;
    if (id !== undefined) return id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return undefined;
}

/** Starts the bare baseline server (bare-server.mjs) as its own process. */
export function startBareServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'bare-server.mjs')], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      const match = /BARE_LISTENING (\d+)/.exec(String(chunk));
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

/** Runs `fn(bareUrl)` with a bare baseline server, stopped afterwards. */
export async function withBareServer(fn) {
  const bare = await startBareServer();
  try {
    return await fn(bare.url);
  } finally {
    bare.child.kill('SIGTERM');
  }
}

const ROUTE_WARM_UP_SECONDS = 2;

const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'content-encoding',
]);

/**
 * Runs the load generator against `url` (`options`: more of autocannon's, e.g. method and body). Answers
 * autocannon's result with `p99Exact`: the 99th percentile of every 2xx response time, in milliseconds to the
 * microsecond. Autocannon's own `latency.p99` comes from a histogram of whole milliseconds, cut down (3.9 ms is 3):
 * with answers taking 2-5 ms, a ratio of two such figures moved by up to 50% from the cut alone.
 */
export function load(url, headers = {}, duration = DURATION, options = {}) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration, headers, ...options },
      (err, result) => {
        if (err) return reject(err);
        const sorted = Float64Array.from(times).sort();
        const p99Exact = sorted.length ? sorted[Math.ceil(sorted.length * 0.99) - 1] : Number.NaN;
        resolve({ ...result, p99Exact });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      if (statusCode >= 200 && statusCode < 300) times.push(milliseconds);
    });
  });
}

/** One measured line of a report: `label`, req/s and p99 (two decimals). */
export const figuresLine = (label, { rps, p99 }) =>
  `    ${label.padEnd(33)}${rps.toFixed(0).padStart(7)} req/s   p99 ${p99.toFixed(2)} ms`;

/** req/s and p99 (exact, see `load`) of one route under load; any non-2xx answer or error spoils the figure. */
export async function throughput(url, name, headers = {}, options = {}) {
  const r = await load(url, headers, DURATION, options);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.p99Exact };
}

/**
 * p50 of `samples` sequential requests (one at a time, keep-alive, after 30 warm-up ones), in milliseconds;
 * `before` (untimed) runs before each request; `headers` go with each (a session cookie); `init`: more of
 * fetch's options (a POST and its body).
 */
export async function p50(url, samples, before, headers = {}, init = {}) {
  const times = [];
  for (let i = 0; i < samples + 30; i++) {
    if (before) await before();
    const started = performance.now();
    const res = await fetch(url, { headers, ...init });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 30) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** p50 of each `[name, path, before?]` query (`headers` with every request). */
export async function p50s(url, queries, samples, headers = {}) {
  const out = {};
  for (const [name, path, before] of queries) out[name] = await p50(url + path, samples, before, headers);
  return out;
}

/** Passes of `bestP50s`. */
const PASSES = 3;

/**
 * The lowest of three passes' p50 per query: on this shared 2-core machine one pass's p50 varies up to 1.8x with
 * other processes' load (measured: GET /api/config, no database at all, 0.37 to 0.98 ms in four passes), which
 * would drown the growth ratio it is meant to show (with two passes, the courses' cached reads still moved
 * 1.3-2.0x between runs of the same build).
 */
export async function bestP50s(url, queries, samples, headers = {}) {
  const passes = [];
  for (let i = 0; i < PASSES; i++) passes.push(await p50s(url, queries, samples, headers));
  return Object.fromEntries(
    Object.keys(passes[0]).map((name) => [name, Math.min(...passes.map((pass) => pass[name]))]),
  );
}

/**
 * Prints the growth lines (p50 before -> after, at most `maxRatio`x; an infinite ratio prints the figures alone);
 * answers whether every one was met.
 */
export function reportGrowth(say, queries, before, after, maxRatio = 1.5) {
  let ok = true;
  for (const [name] of queries) {
    const r = after[name] / before[name];
    const met = r <= maxRatio;
    if (!met) ok = false;
    say(
      `  ${name.padEnd(32)} ${before[name].toFixed(2).padStart(6)} ms -> ${after[name].toFixed(2).padStart(6)} ms` +
        `   ${r.toFixed(2)}x` +
        (Number.isFinite(maxRatio)
          ? `   budget <= ${maxRatio}x: ${met ? 'MET' : 'MISSED'}`
          : '   (no budget)'),
    );
  }
  return ok;
}

/**
 * Throughput budget of a route against the bare baseline (bare-server.mjs): the same bytes, snapshotted from the
 * route, served by a minimal node:http server outside the app. At least `minRatio` of its req/s and a p99 at most
 * `maxP99Ratio` times its p99 (infinite: no p99 budget; `budget: false`: figures only). With BENCH_APP_BASELINE=1 it also measures the older in-app baseline (a route of
 * the bench app answering the snapshot from memory) for comparison. Prints through `say`; answers whether the
 * budget was met.
 */
export async function compareToBaseline(
  url,
  { route, say, bare, headers = {}, minRatio = 0.4, maxP99Ratio = 2, budget = true },
) {
  const res = await fetch(url + route, { headers });
  if (!res.ok) throw new Error(`GET ${route}: ${res.status}`);
  const real = Buffer.from(await res.arrayBuffer());
  // The same response headers too (security headers, cache control…), but those of the connection.
  const replayed = Object.fromEntries(
    [...res.headers].filter(([name]) => !HOP_HEADERS.has(name) && name !== 'set-cookie'),
  );
  const stored = await fetch(bare + route, {
    method: 'PUT',
    headers: { 'x-bare-headers': JSON.stringify(replayed) },
    body: real,
  });
  if (!stored.ok) throw new Error(`bare snapshot of ${route}: ${stored.status}`);
  const base = Buffer.from(await (await fetch(bare + route)).arrayBuffer());
  if (!real.equals(base)) throw new Error(`bare baseline payload differs from GET ${route}`);
  await load(bare + route); // warm-up
  const b = await throughput(bare + route, `bare baseline of ${route}`);
  // The route's code warmed up too (compiled by the JIT, like the bare server's after its warm-up): the first
  // route a bench measures would otherwise carry the compilation in its p99.
  await load(url + route, headers, ROUTE_WARM_UP_SECONDS);
  const r = await throughput(url + route, route, headers);
  const ratio = r.rps / b.rps;
  const p99Ratio = r.p99 / b.p99;
  const ok = !budget || (ratio >= minRatio && p99Ratio <= maxP99Ratio);
  say(`  GET ${route}  (${real.length} bytes)`);
  say(figuresLine('bare baseline, same bytes', b));
  say(figuresLine('the route', r));
  const p99Budget = Number.isFinite(maxP99Ratio) ? ` and p99 <= ${maxP99Ratio}x` : '';
  say(
    `    ${(ratio * 100).toFixed(1)}% of the bare baseline's throughput, p99 ${p99Ratio.toFixed(2)}x` +
      (budget ? `   budget >= ${minRatio * 100}%${p99Budget}: ${ok ? 'MET' : 'MISSED'}` : ''),
  );
  if (process.env.BENCH_APP_BASELINE === '1') await compareToAppBaseline(url, route, r, headers, say);
  return ok;
}

/** The older in-app baseline (snapshot served by a route of the bench app), printed for comparison only. */
async function compareToAppBaseline(url, route, measured, headers, say) {
  const baseline = `/api/bench/baseline/snapshot/${Buffer.from(route).toString('base64url')}`;
  const taken = await fetch(`${url + baseline}?path=${encodeURIComponent(route)}`, {
    method: 'PUT',
    headers,
  });
  if (!taken.ok) throw new Error(`in-app snapshot of ${route}: ${taken.status} ${await taken.text()}`);
  await load(url + baseline);
  const a = await throughput(url + baseline, `in-app baseline of ${route}`);
  say(
    `${figuresLine('in-app baseline (for comparison)', a)}: the route is ` +
      `${((measured.rps / a.rps) * 100).toFixed(1)}% of it, p99 ${(measured.p99 / a.p99).toFixed(2)}x`,
  );
}

/**
 * Runs `fn(databaseUrl)` against a new database beside PG_URL, dropped afterwards. Returns false without calling
 * it when PostgreSQL is not reachable.
 */
export async function withFreshPostgres(prefix, fn) {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return false;
  }
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    await fn(url.href);
    return true;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The frame of a PostgreSQL bench part (places.mjs, courses.mjs): a bare baseline server, a fresh database, the
 * bench app on it with the demo data, and a pg client. `run({ url, bare, db, say })` answers whether every
 * budget was met; the report is printed under `title` at the end and the exit code set. A part that measures
 * no throughput leaves out its heading (`throughputHeading: false`).
 */
export async function runPostgresBench(title, env, run, { throughputHeading = true } = {}) {
  const lines = [];
  const say = (line = '') => lines.push(line);
  let met = true;
  const ran = await withBareServer((bare) =>
    withFreshPostgres(`ktravel_bench_${title.split(' ')[0].toLowerCase()}`, async (databaseUrl) => {
      const { child, url } = await startServer({ DATABASE_URL: databaseUrl, BENCH_SEED: 'true', ...env });
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        if (throughputHeading) {
          say(
            `== Throughput on PostgreSQL (${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores)`,
          );
        }
        met = await run({ url, bare, db, say });
      } finally {
        child.kill('SIGTERM');
        await db.end();
      }
    }),
  );
  if (!ran) {
    console.log(`PostgreSQL not reachable at ${PG_URL}: the ${title} budgets need it; skipped`);
    return;
  }
  console.log(`\n${title}\n  machine: ${machine()}\n${lines.join('\n')}\n`);
  if (!met) process.exitCode = 1;
}

/** Seconds since `started` (Date.now()), one decimal. */
export const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);

/**
 * Grows `table` to `target` rows: `sql` inserts the rows numbered $1..$2 (generate_series), `batch` at a time;
 * then the tables are analysed so the planner sees their new size, and a checkpoint writes the load out. Answers
 * the final count.
 */
export async function growInBatches(client, { table, target, batch, sql, analyze = [table] }) {
  const { rows } = await client.query(`select count(*)::int as n from ${table}`);
  let n = rows[0].n;
  while (n < target) {
    const count = Math.min(batch, target - n);
    await client.query(sql, [n + 1, n + count]);
    n += count;
  }
  for (const name of analyze) await client.query(`vacuum analyze ${name}`);
  // The bulk load's dirty pages are written now, not by the checkpointer while the grown figures are measured
  // (sub-millisecond p50s moved by up to 0.4 ms right after a load and settled within seconds); then any
  // autovacuum the load set off on this database finishes first (at most 30 s), and the machine gets 2 s.
  await client.query('checkpoint');
  for (let waited = 0; waited < 30; waited += 1) {
    const { rows: workers } = await client.query(
      `select count(*)::int as n from pg_stat_activity
       where backend_type = 'autovacuum worker' and datname = current_database()`,
    );
    if (workers[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return n;
}

/**
 * Session cookies of `count` development-login members (`label-0@example.com`…): routes limited per member share
 * a benchmark's samples between them.
 */
export async function memberCookies(url, label, count) {
  const cookies = [];
  for (let n = 0; n < count; n++) {
    const login = await fetch(`${url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${label}-${n}@example.com`, name: `${label} ${n}` }),
    });
    if (!login.ok) throw new Error(`dev-login failed: ${login.status}`);
    cookies.push(login.headers.get('set-cookie').split(';')[0]);
  }
  return cookies;
}
