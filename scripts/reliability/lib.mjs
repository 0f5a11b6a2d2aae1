// What the reliability scripts (crash.mjs, soak.mjs) share: the built server as a child process, an HTTP client
// with keep-alive and a chosen source address, dev sign-in, a fresh PostgreSQL database, direct SQL on a stopped
// PGlite folder, a seeded random generator and latency statistics.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/** Where fresh databases are created: RELIABILITY_PG_URL, else the server of TEST_DATABASE_URL, else localhost. */
export function pgAdminUrl() {
  if (process.env.RELIABILITY_PG_URL) return process.env.RELIABILITY_PG_URL;
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '/postgres';
    return url.toString();
  }
  return 'postgres://postgres@127.0.0.1:5432/postgres';
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (n) => Math.floor(next() * n);
  next.pick = (items) => items[Math.floor(next() * items.length)];
  next.between = (lo, hi) => lo + next() * (hi - lo);
  return next;
}

/** Picks a key of `weights` ({ key: weight }) with probability proportional to its weight. */
export function weighted(random, weights) {
  const entries = Object.entries(weights).filter(([, w]) => w > 0);
  let r = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, w] of entries) {
    r -= w;
    if (r < 0) return key;
  }
  return entries[entries.length - 1][0];
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A keep-alive agent whose connections leave from `localAddress` (any 127.x.y.z works on loopback): per-IP route
 * limits (sign-in, contact) then see one address per simulated member instead of one for all of them.
 */
export function makeAgent({ localAddress, maxSockets = 8 } = {}) {
  return new http.Agent({ keepAlive: true, maxSockets, ...(localAddress ? { localAddress } : {}) });
}

/** The n-th member's loopback address: 127.0.1.1, 127.0.1.2, … (127.0.0.1 stays the anonymous client's). */
export function memberAddress(n) {
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

/**
 * One HTTP request. Answers { status, body (parsed JSON when it is JSON), ms, headers }; throws on a network error
 * (the server killed mid-request, a refused connection, a timeout).
 */
export function request(
  base,
  method,
  urlPath,
  { body, cookie, agent, timeoutMs = 30_000, idempotencyKey } = {},
) {
  const url = new URL(urlPath, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { accept: 'application/json' };
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          if (String(res.headers['content-type'] ?? '').includes('json')) {
            try {
              parsed = JSON.parse(text);
            } catch {
              // Left as text: a truncated body is the caller's to judge.
            }
          }
          resolve({
            status: res.statusCode,
            body: parsed,
            headers: res.headers,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${urlPath}`)),
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * Starts the built server (apps/server/dist/main.js) on a fresh loopback port. `dataDir` for PGlite or
 * `databaseUrl` for PostgreSQL; `env` adds or overrides variables. Answers once it answers HTTP.
 */
export async function startServer({ dataDir, databaseUrl, env = {}, readyTimeoutMs = 90_000 }) {
  if (!fs.existsSync(SERVER_MAIN)) {
    throw new Error(`${path.relative(ROOT, SERVER_MAIN)} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const childEnv = { ...process.env };
  // The run decides the database and keeps rate-limit counters in the process (reset at each start).
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  Object.assign(childEnv, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: process.env.RELIABILITY_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_MAX: '0',
    AUTH_DEV_LOGIN: 'true',
    SEED: 'true',
    DATA_DIR: dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-rel-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(childEnv.WEB_DIST_DIR || fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
      ? {}
      : { WEB_DIST_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-noweb-')) }),
    ...env,
  });
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server = {
    child,
    pid: child.pid,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    exitStatus: undefined,
    output: () => tail,
  };
  exited.then((status) => {
    server.exitStatus = status;
  });
  const agent = makeAgent({ maxSockets: 1 });
  let lastHealth = 'no answer';
  try {
    while (true) {
      if (server.exitStatus) {
        throw new Error(`server exited during start-up (${JSON.stringify(server.exitStatus)}):\n${tail}`);
      }
      if (performance.now() - started > readyTimeoutMs) {
        child.kill('SIGKILL');
        throw new Error(`server not ready after ${readyTimeoutMs} ms (health: ${lastHealth}):\n${tail}`);
      }
      try {
        // Listening comes after the database opens, migrates and seeds; then wait for a 200 from the health check,
        // as the overload guard may shed requests for a moment after a long start (its event-loop delay sample).
        const res = await request(server.url, 'GET', '/api/health', { agent, timeoutMs: 2000 });
        if (res.status === 200) break;
        lastHealth = `${res.status} ${JSON.stringify(res.body)}`;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
  } finally {
    agent.destroy();
  }
  server.startMs = performance.now() - started;
  return server;
}

/** kill -9, then waits until the process is gone. */
export async function killServer(server) {
  if (!server.exitStatus) server.child.kill('SIGKILL');
  return server.exited;
}

/** SIGTERM (clean shutdown: in-flight requests finish, the database closes); SIGKILL after `timeoutMs`. */
export async function stopServer(server, timeoutMs = 20_000) {
  if (server.exitStatus) return server.exitStatus;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const status = await server.exited;
  clearTimeout(timer);
  return status;
}

/** The server process's resident set size in bytes (Linux /proc), or undefined when unknown. */
export function readRss(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) the process has used so far (Linux /proc; clock ticks of 1/100 s), or undefined. */
export function readCpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The machine's busy and total CPU seconds over all cores so far (/proc/stat), or undefined. */
export function readMachineCpu() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = ticks.map(Number);
    const idle = n[3] + (n[4] ?? 0);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return undefined;
  }
}

/**
 * Signs in `count` members through development sign-in, each with its own source address and keep-alive agent.
 * Answers [{ id, email, cookie, agent, address }].
 */
export async function signInMembers(base, count, { prefix, concurrency = 8, maxSockets = 4 }) {
  const members = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const address = memberAddress(i);
      const agent = makeAgent({ localAddress: address, maxSockets });
      const email = `${prefix}${i}@example.com`;
      let res;
      for (let attempt = 0; ; attempt++) {
        res = await request(base, 'POST', '/api/auth/dev-login', {
          body: { email, name: `${prefix}${i}` },
          agent,
        });
        // A busy server (503) or the per-address limit (429) says when to come back: sign-in is set-up, not load.
        if (![429, 503].includes(res.status) || attempt >= 5) break;
        await sleep(Math.min(5, Number(res.headers['retry-after'] ?? 1)) * 1000);
      }
      const cookie = [res.headers['set-cookie'] ?? []]
        .flat()
        .map((c) => c.split(';')[0])
        .find((c) => c.startsWith('ktravel_session='));
      if (res.status !== 200 || !cookie) {
        throw new Error(`dev-login ${email}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      }
      members[i] = { id: res.body.data.id, email, cookie, agent, address };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return members;
}

/** Creates a fresh database on the PostgreSQL server, or answers undefined (with the reason) when unreachable. */
export async function createPgDatabase(prefix) {
  const adminUrl = pgAdminUrl();
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    await admin.end().catch(() => {});
    return { unreachable: `${redact(adminUrl)}: ${err.message}` };
  }
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** A pg client on `url` with `query(sql, params) → rows` and `close()`. */
export async function openPg(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.end(),
  };
}

const LOCK_NAME = '.ktravel.lock';

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Opens a stopped server's PGlite folder for direct SQL, under the same lock file the server takes
 * (apps/server/src/lib/dir-lock.ts), so a server started meanwhile refuses instead of corrupting it.
 */
export async function openPglite(dataDir) {
  const lockFile = path.join(dataDir, LOCK_NAME);
  const info = {
    pid: process.pid,
    host: os.hostname(),
    command: process.argv.slice(1).join(' '),
    startedAt: new Date().toISOString(),
  };
  let fd;
  try {
    fd = fs.openSync(lockFile, 'wx', 0o600);
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    // Left by a killed server: take it over when its process is gone, as the server does.
    const holder = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
    if (holder.host === os.hostname() && !isAlive(holder.pid)) {
      fs.rmSync(lockFile, { force: true });
      fd = fs.openSync(lockFile, 'wx', 0o600);
    } else {
      throw new Error(`${dataDir} is in use by process ${holder.pid} (${holder.command})`);
    }
  }
  fs.writeSync(fd, JSON.stringify(info));
  fs.closeSync(fd);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    await db.waitReady;
    return {
      query: async (text, params) => (await db.query(text, params)).rows,
      close: async () => {
        try {
          await db.close();
        } finally {
          fs.rmSync(lockFile, { force: true });
        }
      },
    };
  } catch (err) {
    fs.rmSync(lockFile, { force: true });
    throw err;
  }
}

/** The value at quantile q (0..1) of an ascending array (nearest rank). */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** count, p50, p90, p99 and max of latency samples in ms. */
export function latencyStats(samples) {
  const sorted = Float64Array.from(samples).sort();
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

export const fmtMs = (ms) => (Number.isFinite(ms) ? (ms < 10 ? ms.toFixed(2) : ms.toFixed(1)) : '-');
export const fmtMb = (bytes) => (bytes === undefined ? '-' : (bytes / 1048576).toFixed(1));

/** Renders rows (arrays of cells) as an aligned text table, the first row being the header. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}
