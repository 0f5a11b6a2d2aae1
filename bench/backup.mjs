// npm run bench:backup (issue 33 budget): how long a backup of the embedded database makes requests wait. The built
// server (`npm run build` first) runs on a new PGlite folder with the demo data, as `npm start` runs it; a few
// clients send requests one after another (the health check, which queries the database, and a page of courses)
// while `db:backup` asks the server for a copy through its control socket. The added wait is the slowest answer
// during the backup minus the median answer before it; budget at most 250 ms. Printed with the machine and its
// load: on a shared machine the figures move with the other processes' work.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BUILT_SERVER, machine, spawnBuiltServer } from './common.mjs';

const BUDGET_MS = 250;
const CLIENTS = Number(process.env.BENCH_BACKUP_CLIENTS ?? 4);
const BASELINE_S = Number(process.env.BENCH_BACKUP_BASELINE ?? 5);
const BACKUPS = Number(process.env.BENCH_BACKUP_RUNS ?? 3);
const ROUTES = ['/api/health', '/api/courses/public?limit=10'];

/** Starts the built server on `dataDir`; answers its URL once it listens. */
function startServer(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawnBuiltServer(dataDir, {
      LOG_FORMAT: 'json',
      NODE_ENV: 'development',
      SEED: 'true',
      RATE_LIMIT_MAX: '0',
      BACKUP_KEEP_DAYS: '0',
    });
    let out = '';
    const lines = [];
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const match = /K-Travel listening on http:\/\/localhost:(\d+)/.exec(out);
      if (match && !child.url) {
        child.url = `http://127.0.0.1:${match[1]}`;
        resolve(child);
      }
      for (const line of String(chunk).split('\n'))
        if (line.includes('database backup written')) lines.push(line);
    });
    child.backupLines = lines;
    child.on('exit', (code) => {
      if (!child.url) reject(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
}

/** `db:backup` as the CLI sends it: one command line on DATA_DIR/control.sock, one JSON line back. */
function requestBackup(dataDir) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(dataDir, 'control.sock'));
    let buffer = '';
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk) => {
      buffer += String(chunk);
    });
    socket.on('end', () => {
      const reply = JSON.parse(buffer.trim());
      if (reply.ok) resolve(reply.result);
      else reject(new Error(reply.error));
    });
    socket.on('error', reject);
    socket.setTimeout(120_000, () => socket.destroy(new Error('no answer to backup within 120 s')));
  });
}

/** Requests one after another from `CLIENTS` clients until `stop()`: every answer's start and duration (ms). */
function steadyLoad(url) {
  const samples = [];
  const errors = [];
  let stopped = false;
  const client = async (n) => {
    for (let i = n; !stopped; i++) {
      const route = ROUTES[i % ROUTES.length];
      const started = performance.now();
      try {
        const res = await fetch(url + route);
        await res.arrayBuffer();
        if (!res.ok) errors.push({ at: started, what: `${route}: ${res.status}` });
      } catch (err) {
        errors.push({ at: started, what: `${route}: ${err.message}` });
      }
      samples.push({ started, ms: performance.now() - started });
    }
  };
  const running = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  return {
    samples,
    errors,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)];
};

if (!fs.existsSync(BUILT_SERVER)) {
  console.error(`${BUILT_SERVER} is missing: run npm run build first`);
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-backup-'));
const loadBefore = machine();
let server;
// Stopped from outside (Ctrl-C, a timeout): the server goes too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server?.kill('SIGTERM');
    process.exit(1);
  });
}
try {
  server = await startServer(dataDir);
  const warm = steadyLoad(server.url);
  await sleep(1000);
  await warm.stop();

  const load = steadyLoad(server.url);
  await sleep(BASELINE_S * 1000);
  const baseline = load.samples.map((s) => s.ms);
  const runs = [];
  for (let i = 0; i < BACKUPS; i++) {
    const from = performance.now();
    await requestBackup(dataDir);
    const to = performance.now();
    // Every answer that was in flight at some moment of the backup.
    const during = load.samples.filter((s) => s.started + s.ms >= from && s.started <= to).map((s) => s.ms);
    const failed = load.errors.filter((e) => e.at >= from - 5000 && e.at <= to);
    runs.push({ ms: to - from, during, failed });
    await sleep(1000);
  }
  await load.stop();
  const median = quantile(baseline, 0.5);
  const lines = server.backupLines.map((line) => JSON.parse(line));
  const size = fs.statSync(
    path.join(dataDir, 'backups', fs.readdirSync(path.join(dataDir, 'backups'))[0]),
  ).size;
  const added = Math.max(...runs.map((r) => Math.max(...r.during) - median));
  // A request the server refused (503: its overload guard, when the event loop stood still for a second) is a
  // stall too.
  const met = added <= BUDGET_MS && load.errors.length === 0;
  console.log(
    `\nRequests during a backup of the embedded database (issue 33; demo data, ${CLIENTS} clients one request ` +
      `after another)\n` +
      `  machine before: ${loadBefore}\n` +
      `  machine after:  ${machine()}\n` +
      `  before the backups: ${baseline.length} answers, median ${median.toFixed(1)} ms, p99 ` +
      `${quantile(baseline, 0.99).toFixed(1)} ms, slowest ${Math.max(...baseline).toFixed(1)} ms\n` +
      runs
        .map((r, i) => {
          const log = lines[i] ?? {};
          return (
            `  backup ${i + 1}: ${r.ms.toFixed(0)} ms (first checkpoint ${log.firstCheckpointMs ?? '?'} ms, ` +
            `database held ${log.lockedMs ?? '?'} ms, ` +
            `${log.reread ?? '?'} of ${log.files ?? '?'} files read again), ${r.during.length} answers during it, ` +
            `slowest ${Math.max(...r.during).toFixed(1)} ms` +
            (r.failed.length ? `, ${r.failed.length} refused (${r.failed[0].what})` : '') +
            '\n'
          );
        })
        .join('') +
      `  failed or refused requests in all: ${load.errors.length}` +
      (load.errors.length ? ` (first: ${load.errors[0].what})` : '') +
      '\n' +
      `  backup file ${(size / 1e6).toFixed(1)} MB (data folder ${((lines[0]?.folderBytes ?? 0) / 1e6).toFixed(1)} MB)\n` +
      `  slowest added wait (slowest answer during a backup - median before)   ${added.toFixed(0)} ms` +
      `   budget <= ${BUDGET_MS} ms: ${met ? 'MET' : 'MISSED'}\n`,
  );
  if (!met) process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
