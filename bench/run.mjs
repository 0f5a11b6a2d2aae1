// npm run bench:api: throughput and latency of the session look-up (GET /api/auth/me, signed in), a course's
// detail, the 100-place list and GET /api/health against the bare baseline (the same bytes from a minimal
// node:http server outside the app), on PostgreSQL (when reachable) and on PGlite. Issue 16's budgets, as shares
// of the bare baseline: PostgreSQL /me >= 30% (p99 <= 3x), course detail >= 40%; PGlite /me >= 15%, course detail
// >= 15%, places list >= 30%. The machine is noisy: only ratios are compared to budgets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONNECTIONS,
  compareToBaseline,
  DURATION,
  load,
  machine,
  PG_URL,
  startServer,
  withBareServer,
  withFreshPostgres,
} from './common.mjs';

const ME = { email: 'bench@example.com', name: 'Bench User' };

/** Issue 16's shares of the bare baseline, per database (null: figures only). */
const BUDGETS = {
  postgres: { me: 0.3, course: 0.4, places: null },
  pglite: { me: 0.15, course: 0.15, places: 0.3 },
};

async function measure(label, env, bare, say, budgets) {
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
    // The demo course with the most stops (the demo data may still be loading just after the start).
    let courseId;
    for (let tries = 0; courseId === undefined && tries < 120; tries += 1) {
      const page = await (await fetch(`${url}/api/courses/public?limit=50`)).json();
      const items = page.data?.items ?? [];
      courseId = items.sort((a, b) => b.stops.length - a.stops.length)[0]?.id;
      if (courseId === undefined) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    say(`== ${label}`);
    const share = (minRatio, maxP99Ratio = Number.POSITIVE_INFINITY) =>
      minRatio === null ? { budget: false } : { minRatio, maxP99Ratio, budget: true };
    const results = [
      await compareToBaseline(url, {
        route: '/api/auth/me',
        headers: { cookie },
        bare,
        say,
        ...share(budgets.me, 3),
      }),
      await compareToBaseline(url, {
        route: `/api/courses/${courseId}`,
        bare,
        say,
        ...share(budgets.course),
      }),
      await compareToBaseline(url, {
        route: '/api/places?pageSize=100',
        bare,
        say,
        ...share(budgets.places),
      }),
    ];
    await compareToBaseline(url, { route: '/api/health', bare, say, budget: false });
    say('');
    return results.every(Boolean);
  } finally {
    child.kill('SIGTERM');
  }
}

const lines = [];
const say = (line = '') => lines.push(line);
let budgetFailed = false;
await withBareServer(async (bare) => {
  const ranOnPostgres = await withFreshPostgres('ktravel_bench', async (databaseUrl) => {
    if (
      !(await measure(
        'PostgreSQL',
        { DATABASE_URL: databaseUrl, BENCH_SEED: 'true' },
        bare,
        say,
        BUDGETS.postgres,
      ))
    )
      budgetFailed = true;
  });
  if (!ranOnPostgres) say(`PostgreSQL not reachable at ${PG_URL}: skipping the PostgreSQL run`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-'));
  try {
    if (!(await measure('PGlite', { DATA_DIR: dataDir, BENCH_SEED: 'true' }, bare, say, BUDGETS.pglite)))
      budgetFailed = true;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s per route, ${os.cpus().length} cores\n  machine: ${machine()}\n${lines.join('\n')}`,
);
if (budgetFailed) process.exitCode = 1;
