// Pieces every API benchmark shares: the bench server process, the load generator and a fresh PostgreSQL
// database per run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DURATION = Number(process.env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Starts bench/server.ts (the real app plus baseline routes) as its own process. */
export function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
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
    });
    child.stdout.on('data', (chunk) => {
      const match = /BENCH_LISTENING (\d+)/.exec(String(chunk));
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** req/s and p99 of one route under load; any non-2xx answer or error spoils the figure. */
export async function throughput(url, name, headers = {}) {
  const r = await load(url, headers);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

/**
 * p50 of `samples` sequential requests (one at a time, keep-alive, after 30 warm-up ones), in milliseconds;
 * `before` (untimed) runs before each request.
 */
export async function p50(url, samples, before) {
  const times = [];
  for (let i = 0; i < samples + 30; i++) {
    if (before) await before();
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 30) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** p50 of each `[name, path, before?]` query. */
export async function p50s(url, queries, samples) {
  const out = {};
  for (const [name, path, before] of queries) out[name] = await p50(url + path, samples, before);
  return out;
}

/** Prints the growth lines (p50 before -> after, at most `maxRatio`x); answers whether every one was met. */
export function reportGrowth(say, queries, before, after, maxRatio = 1.5) {
  let ok = true;
  for (const [name] of queries) {
    const r = after[name] / before[name];
    const met = r <= maxRatio;
    if (!met) ok = false;
    say(
      `  ${name.padEnd(32)} ${before[name].toFixed(2).padStart(6)} ms -> ${after[name].toFixed(2).padStart(6)} ms` +
        `   ${r.toFixed(2)}x   budget <= ${maxRatio}x: ${met ? 'MET' : 'MISSED'}`,
    );
  }
  return ok;
}

/**
 * Throughput budget of a route against a baseline route of the bench server answering the same bytes from memory
 * (a snapshot of the route's answer taken first): at least
 * `minRatio` of its req/s and a p99 at most `maxP99Ratio` times its p99. Prints both and the ratios through
 * `say`; answers whether the budget was met.
 */
export async function compareToBaseline(url, { route, say, minRatio = 0.4, maxP99Ratio = 2 }) {
  const baseline = `/api/bench/baseline/snapshot/${Buffer.from(route).toString('base64url')}`;
  const taken = await fetch(`${url + baseline}?path=${encodeURIComponent(route)}`, { method: 'PUT' });
  if (!taken.ok) throw new Error(`snapshot of ${route}: ${taken.status} ${await taken.text()}`);
  const real = Buffer.from(await (await fetch(url + route)).arrayBuffer());
  const base = Buffer.from(await (await fetch(url + baseline)).arrayBuffer());
  if (!real.equals(base)) throw new Error(`baseline payload differs from GET ${route}`);
  await load(url + baseline); // warm-up
  const b = await throughput(url + baseline, `baseline of ${route}`);
  const r = await throughput(url + route, route);
  const ratio = r.rps / b.rps;
  const p99Ratio = r.p99 / Math.max(b.p99, 1);
  const ok = ratio >= minRatio && p99Ratio <= maxP99Ratio;
  say(`  GET ${route}  (${real.length} bytes)`);
  say(`    baseline, same bytes from memory ${b.rps.toFixed(0).padStart(7)} req/s   p99 ${b.p99} ms`);
  say(`    the route                        ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99} ms`);
  say(
    `    ${(ratio * 100).toFixed(1)}% of baseline throughput, p99 ${p99Ratio.toFixed(2)}x baseline` +
      `   budget >= ${minRatio * 100}% and p99 <= ${maxP99Ratio}x: ${ok ? 'MET' : 'MISSED'}`,
  );
  return ok;
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
