// npm run bench:scale (issue 16, docs/scaling.md): the measured model of how K-Travel scales on PostgreSQL.
//  1. One instance: for each hot route, throughput at BENCH_CONNECTIONS, and the CPU time one request costs in the
//     app process, in PostgreSQL (all its processes) and in the load generator (this process), read from /proc.
//  2. The model: an instance is one Node.js thread, so it serves at most 1000 / app-ms requests a second on its
//     core; on this machine every process shares CORES cores, so N instances serve at most
//     min(N × 1000 / app-ms, CORES × 1000 / (app-ms + db-ms + client-ms)).
//  3. Two instances on the same database, the load split between them: measured against the model's prediction.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION, machine, PG_URL, startServer, withFreshPostgres } from './common.mjs';

const CORES = os.cpus().length;
const TICK_MS = 1000 / 100; // /proc/<pid>/stat counts CPU in clock ticks of 10 ms (USER_HZ 100)

/** CPU time (ms) used so far by a process, or by every process whose command line matches. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
function postgresPids() {
  return fs.readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      return fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim().startsWith('postgres');
    } catch {
      return false;
    }
  });
}
const postgresCpuMs = () => postgresPids().reduce((sum, pid) => sum + cpuMs(pid), 0);
const clientCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** A read of `route`, or with `write` a member bookmarking a place and removing the bookmark (a place per connection). */
async function run(base, route, headers, connections) {
  const options = { url: base + route, connections, duration: DURATION, headers };
  if (route === WRITE_ROUTE) {
    const place = (context) => {
      context.place ??= placeIds[nextPlace++ % placeIds.length];
      return `/api/places/${context.place}/bookmark`;
    };
    options.url = base;
    options.headers = { ...headers, origin: base };
    options.requests = [
      { method: 'POST', setupRequest: (request, context) => ({ ...request, path: place(context) }) },
      { method: 'DELETE', setupRequest: (request, context) => ({ ...request, path: place(context) }) },
    ];
  }
  const result = await new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
  if (route === WRITE_ROUTE) await clearBookmarks(base, headers);
  return result;
}

/** Removes the bookmarks a run left (a connection stopped between its two requests), so the next run starts clean. */
async function clearBookmarks(base, headers) {
  for (;;) {
    const page = await (await fetch(`${base}/api/places/bookmarks/me?limit=50`, { headers })).json();
    const items = page.data?.items ?? [];
    if (items.length === 0) return;
    for (const item of items) {
      await fetch(`${base}/api/places/${item.placeId}/bookmark`, {
        method: 'DELETE',
        headers: { ...headers, origin: base },
      });
    }
  }
}
/** The write measured: bookmark a place, then remove it (two requests, each a transaction in PostgreSQL). */
const WRITE_ROUTE = 'write: bookmark + remove';
let placeIds = [];
/** The next place a write connection takes (shared by the instances' runs, so no two connections share one). */
let nextPlace = 0;

/** Loads the instances at once (connections split between them); answers the total rate and CPU per request. */
async function measure(instances, route, headers) {
  const before = {
    app: instances.map((i) => cpuMs(i.child.pid)),
    db: postgresCpuMs(),
    client: clientCpuMs(),
  };
  const results = await Promise.all(
    instances.map((i) => run(i.url, route, headers, Math.ceil(CONNECTIONS / instances.length))),
  );
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const errors = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  // Which answers the errors were (status: count), to tell a shed request (503) from a conflict.
  const statuses = {};
  for (const r of results)
    for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {}))
      if (!code.startsWith('2')) statuses[code] = (statuses[code] ?? 0) + count;
  const app = instances.reduce((sum, i, k) => sum + cpuMs(i.child.pid) - before.app[k], 0);
  return {
    rps: requests / DURATION,
    errors,
    statuses,
    appMs: app / requests,
    dbMs: (postgresCpuMs() - before.db) / requests,
    clientMs: (clientCpuMs() - before.client) / requests,
  };
}

const predict = (m, n) => Math.min((n * 1000) / m.appMs, (CORES * 1000) / (m.appMs + m.dbMs + m.clientMs));

const lines = [];
const say = (line = '') => lines.push(line);
const ran = await withFreshPostgres('ktravel_scale', async (databaseUrl) => {
  const first = await startServer({ DATABASE_URL: databaseUrl, BENCH_SEED: 'true' });
  let second;
  try {
    const login = await fetch(`${first.url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'scale@example.com', name: 'Scale' }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    let courseId;
    for (let tries = 0; courseId === undefined && tries < 120; tries += 1) {
      const page = await (await fetch(`${first.url}/api/courses/public?limit=1`)).json();
      courseId = page.data?.items?.[0]?.id;
      if (courseId === undefined) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The second instance starts on the seeded database.
    second = await startServer({ DATABASE_URL: databaseUrl });
    const routes = [
      ['session look-up (signed in)', '/api/auth/me', { cookie }],
      ['course detail', `/api/courses/${courseId}`, {}],
      ['public course list (10)', '/api/courses/public?limit=10', {}],
      ["K-Map's markers (100)", '/api/places/markers?pageSize=100&language=ko', {}],
      ['bookmark + remove (writes)', WRITE_ROUTE, { cookie }],
    ];
    const markers = await (await fetch(`${first.url}/api/places/markers?pageSize=100&language=ko`)).json();
    placeIds = markers.data.items.map((place) => place.id);
    say(`${CORES} cores, ${CONNECTIONS} connections, ${DURATION} s per run, PostgreSQL at ${PG_URL}`);
    say('');
    say(
      'route                          1 instance   CPU ms per request (app / PostgreSQL / load)   model: 1 core of app   2 instances: model / measured',
    );
    for (const [name, route, headers] of routes) {
      await run(first.url, route, headers, CONNECTIONS); // warm-up
      await run(second.url, route, headers, CONNECTIONS);
      const one = await measure([first], route, headers);
      const two = await measure([first, second], route, headers);
      const model = predict(one, 2);
      say(
        `${name.padEnd(30)} ${one.rps.toFixed(0).padStart(7)} req/s   ` +
          `${one.appMs.toFixed(3)} / ${one.dbMs.toFixed(3)} / ${one.clientMs.toFixed(3)}`.padEnd(47) +
          `${(1000 / one.appMs).toFixed(0).padStart(7)} req/s        ` +
          `${model.toFixed(0)} / ${two.rps.toFixed(0)} req/s (${((two.rps / model - 1) * 100).toFixed(0)}%)` +
          (one.errors + two.errors > 0
            ? `   errors: ${one.errors} (1 instance), ${two.errors} (2) ${JSON.stringify({ ...one.statuses, ...two.statuses })}`
            : ''),
      );
    }
  } finally {
    first.child.kill('SIGTERM');
    second?.child.kill('SIGTERM');
  }
});
if (!ran) console.log(`PostgreSQL not reachable at ${PG_URL}: bench:scale needs it; skipped`);
else console.log(`\nScale model (docs/scaling.md)\n  machine: ${machine()}\n${lines.join('\n')}`);
