// npm run bench:api: throughput and latency of the session look-up (GET /api/auth/me, signed in) and
// GET /api/health against the bare baseline (the same bytes from a minimal node:http server outside the app),
// on PostgreSQL (when reachable) and on PGlite. The machine is noisy: only ratios are compared to budgets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONNECTIONS,
  compareToBaseline,
  DURATION,
  load,
  PG_URL,
  startServer,
  withBareServer,
  withFreshPostgres,
} from './common.mjs';

const ME = { email: 'bench@example.com', name: 'Bench User' };

async function measure(label, env, bare, say, withBudget) {
  const { child, url } = await startServer(env);
  try {
    const login = await fetch(`${url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ME),
    });
    if (!login.ok) throw new Error(`dev-login failed: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];
    await load(`${url}/api/health`); // warm-up
    say(`== ${label}`);
    // Budget on PostgreSQL (production): /me at least 25% of the bare baseline, p99 at most 3x.
    const meOk = await compareToBaseline(url, {
      route: '/api/auth/me',
      headers: { cookie },
      bare,
      say,
      minRatio: 0.25,
      maxP99Ratio: 3,
      budget: withBudget,
    });
    await compareToBaseline(url, { route: '/api/health', bare, say, budget: false });
    say('');
    return meOk;
  } finally {
    child.kill('SIGTERM');
  }
}

const lines = [];
const say = (line = '') => lines.push(line);
let budgetFailed = false;
await withBareServer(async (bare) => {
  const ranOnPostgres = await withFreshPostgres('ktravel_bench', async (databaseUrl) => {
    if (!(await measure('PostgreSQL (budget: /me)', { DATABASE_URL: databaseUrl }, bare, say, true)))
      budgetFailed = true;
  });
  if (!ranOnPostgres) say(`PostgreSQL not reachable at ${PG_URL}: skipping the PostgreSQL run`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-'));
  try {
    await measure('PGlite (figures only)', { DATA_DIR: dataDir }, bare, say, false);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s per route, ${os.cpus().length} cores\n${lines.join('\n')}`,
);
if (budgetFailed) process.exitCode = 1;
