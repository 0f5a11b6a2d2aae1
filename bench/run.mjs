// npm run bench: throughput and latency of the session look-up (GET /api/auth/me, signed in) and
// GET /api/health against baseline routes of the same server answering the same JSON from memory,
// on PostgreSQL (when reachable) and on PGlite. The machine is noisy: only ratios are compared to budgets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONNECTIONS,
  DURATION,
  load,
  PG_URL,
  startServer,
  throughput,
  withFreshPostgres,
} from './common.mjs';

const ME = { data: { id: 1, email: 'bench@example.com', name: 'Bench User', avatarUrl: null, role: 'user' } };

async function measure(label, env) {
  const { child, url } = await startServer({ BENCH_ME_JSON: JSON.stringify(ME), ...env });
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
      rows[name] = await throughput(url + target, name, headers);
    }
    return { label, rows };
  } finally {
    child.kill('SIGTERM');
  }
}

const results = [];
let budgetFailed = false;
const ranOnPostgres = await withFreshPostgres('ktravel_bench', async (databaseUrl) => {
  results.push(await measure('PostgreSQL', { DATABASE_URL: databaseUrl }));
});
if (!ranOnPostgres) console.log(`PostgreSQL not reachable at ${PG_URL}: skipping the PostgreSQL run`);
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
