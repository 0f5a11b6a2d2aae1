// npm run bench: throughput and latency of the session look-up (GET /api/auth/me, signed in) and
// GET /api/health against baseline routes of the same server answering the same JSON from memory,
// on PostgreSQL (when reachable) and on PGlite. The machine is noisy: only ratios are compared to budgets.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ME = { data: { id: 1, email: 'bench@example.com', name: 'Bench User', avatarUrl: null, role: 'user' } };

function startServer(env) {
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
        BENCH_ME_JSON: JSON.stringify(ME),
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

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function measure(label, env) {
  const { child, url } = await startServer(env);
  try {
    const login = await fetch(`${url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ME.data.email, name: ME.data.name }),
    });
    if (!login.ok) throw new Error(`dev-login failed: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const real = await (await fetch(`${url}/api/auth/me`, { headers: { cookie } })).json();
    const base = await (await fetch(`${url}/api/bench/baseline/me`)).json();
    if (JSON.stringify(real) !== JSON.stringify(base))
      throw new Error('baseline JSON differs from /api/auth/me');

    const rows = {};
    // Warm-up, then each route in turn.
    await load(`${url}/api/health`);
    for (const [name, target, headers] of [
      ['baseline /me (memory)', '/api/bench/baseline/me', {}],
      ['GET /api/auth/me (signed in)', '/api/auth/me', { cookie }],
      ['baseline /health (memory)', '/api/bench/baseline/health', {}],
      ['GET /api/health', '/api/health', {}],
    ]) {
      const r = await load(url + target, headers);
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rows[name] = { rps: r.requests.average, p99: r.latency.p99 };
    }
    return { label, rows };
  } finally {
    child.kill('SIGTERM');
  }
}

async function postgresAvailable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    return undefined;
  }
}

const results = [];
let budgetFailed = false;
const pgAdmin = await postgresAvailable();
if (pgAdmin) {
  const name = `ktravel_bench_${Date.now()}`;
  await pgAdmin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    results.push(await measure('PostgreSQL', { DATABASE_URL: url.href }));
  } finally {
    await pgAdmin.query(`drop database if exists ${name} with (force)`);
    await pgAdmin.end();
  }
} else {
  console.log(`PostgreSQL not reachable at ${PG_URL}: skipping the PostgreSQL run`);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-'));
try {
  results.push(await measure('PGlite', { DATA_DIR: dataDir }));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s per route, ${os.cpus().length} cores\n`,
);
for (const { label, rows } of results) {
  console.log(`== ${label}`);
  for (const [name, r] of Object.entries(rows)) {
    console.log(
      `  ${name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms`,
    );
  }
  const me = rows['GET /api/auth/me (signed in)'];
  const meBase = rows['baseline /me (memory)'];
  const health = rows['GET /api/health'];
  const healthBase = rows['baseline /health (memory)'];
  const throughput = me.rps / meBase.rps;
  const p99Ratio = me.p99 / Math.max(meBase.p99, 1);
  console.log(
    `  /api/auth/me: ${(throughput * 100).toFixed(1)}% of baseline throughput, p99 ${p99Ratio.toFixed(2)}x baseline`,
  );
  console.log(
    `  /api/health:  ${((health.rps / healthBase.rps) * 100).toFixed(1)}% of baseline throughput, p99 ${(health.p99 / Math.max(healthBase.p99, 1)).toFixed(2)}x baseline`,
  );
  if (label === 'PostgreSQL') {
    const ok = throughput >= 0.25 && p99Ratio <= 3;
    if (!ok) budgetFailed = true;
    console.log(
      `  budget (PostgreSQL): /me >= 25% of baseline throughput and p99 <= 3x: ${ok ? 'MET' : 'MISSED'}`,
    );
  }
  console.log('');
}
if (budgetFailed) process.exitCode = 1;
