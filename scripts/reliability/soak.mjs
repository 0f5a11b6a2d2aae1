// Soak (`npm run soak`, after `npm run build`; not in CI): mixed reads and writes against the built server on
// loopback at a fixed rate for SOAK_MINUTES. Every 15 s: requests, errors, p50/p99 of the interval and the server's
// memory; every minute a summary. Fails on any error, on p99 drifting up more than 2x from the first minute to the
// last, or on the server's RSS growing more than 20% after warm-up.
//
// Env: SOAK_MINUTES (10), SOAK_RPS (150 requests/s; 0 = closed loop: SOAK_CONCURRENCY clients as fast as answered,
// for throughput), SOAK_CONCURRENCY (32), SOAK_DB (pglite | postgres, in a fresh database), SOAK_HOT_COURSE (1: the
// comment writes and many comment reads go to one new course, whose comments grow through the run),
// SOAK_MEMBERS (default: enough for the per-member limits), SOAK_SEED, SOAK_P99_FLOOR_MS (5), RELIABILITY_PG_URL.
//
// The server's CPU share is reported every 15 s (% of one core, beside the client's and other processes'), and at
// the end as CPU milliseconds per request: the cost that decides the capacity on a given machine.
//
// Capacity mode (SOAK_CAPACITY=1, `npm run soak -- capacity` alike): the same mix at rising open-loop rates, SOAK_STEP_SECONDS
// (30) each, from SOAK_START_RPS (20) up by 30% a step until the p99 of a step passes SOAK_TARGET_P99_MS (100), a
// request fails or fewer than 95% of the rate are answered; prints the highest rate that kept the p99 under the target on this machine, the server's CPU
// per request there, and the machine's CPU model and load (docs/scaling.md: the method, and what it measured).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine } from '../../bench/common.mjs';
import {
  createPgDatabase,
  fmtMb,
  fmtMs,
  latencyStats,
  makeAgent,
  readCpuSeconds,
  readMachineCpu,
  readRss,
  request,
  rng,
  signInMembers,
  sleep,
  startServer,
  stopServer,
  table,
  weighted,
} from './lib.mjs';

const CAPACITY =
  ['1', 'true', 'yes'].includes(process.env.SOAK_CAPACITY ?? '') || process.argv.includes('capacity');
const STEP_SECONDS = Number(process.env.SOAK_STEP_SECONDS ?? 30);
const START_RPS = Number(process.env.SOAK_START_RPS ?? 20);
const TARGET_P99_MS = Number(process.env.SOAK_TARGET_P99_MS ?? 100);
/** Capacity mode stops here whatever the p99 (the load generator itself needs a core). */
const MAX_CAPACITY_RPS = Number(process.env.SOAK_MAX_RPS ?? 2000);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RPS = Number(process.env.SOAK_RPS ?? 150);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 32);
const DB = process.env.SOAK_DB ?? 'pglite';
const HOT = ['1', 'true', 'yes'].includes(process.env.SOAK_HOT_COURSE ?? '');
const SEED = Number(process.env.SOAK_SEED ?? 1);
/** Latency changes below this many ms are noise on a shared 2-core machine, whatever the ratio. */
const P99_FLOOR_MS = Number(process.env.SOAK_P99_FLOOR_MS ?? 5);
const REPORT_MS = 15_000;
const DURATION_MS = MINUTES * 60_000;
/** Warm-up: the first 2 minutes (half the run when it is shorter than 4 minutes). */
const WARMUP_MS = Math.min(2 * 60_000, DURATION_MS / 2);
const MAX_IN_FLIGHT = 512;
/** Per-member limits of the routes written to (per minute), with a margin. */
const MEMBER_LIMITS = { comment: 18, save: 55 };

const MIX = HOT
  ? {
      coursesPublic: 12,
      courseDetail: 12,
      placesList: 10,
      placeSearch: 6,
      commentsFirst: 10,
      commentsLast: 10,
      commentWrite: 20,
      saveToggle: 10,
      bookmarkToggle: 10,
    }
  : {
      coursesPublic: 15,
      courseDetail: 15,
      placesList: 12,
      placeSearch: 8,
      commentsFirst: 10,
      commentsLast: 5,
      commentWrite: 10,
      saveToggle: 12,
      bookmarkToggle: 13,
    };
const SEARCH_TERMS = [
  'palace',
  'market',
  'tower',
  'Busan',
  'museum',
  'temple',
  'beach',
  '경복궁',
  '한옥',
  'park',
];

const say = (line) => console.log(line);
const random = rng(SEED);

/** Members enough that the comment and save writes stay under their per-member limits (closed loop: at 400/s). */
function membersNeeded() {
  const total = Object.values(MIX).reduce((a, b) => a + b, 0);
  const perMinute = (weight) => ((RPS > 0 ? RPS : 400) * 60 * weight) / total;
  return Math.max(
    40,
    Math.ceil((perMinute(MIX.commentWrite) / MEMBER_LIMITS.comment) * 1.3),
    Math.ceil((perMinute(MIX.saveToggle) / MEMBER_LIMITS.save) * 1.3),
  );
}
const MEMBERS = Number(process.env.SOAK_MEMBERS ?? membersNeeded());

/** A member free for a stateful write and under the route's per-minute limit (sliding window), or undefined. */
function pickMember(members, kind, now) {
  for (let attempt = 0; attempt < 16; attempt++) {
    const m = random.pick(members);
    if (m.busy) continue;
    const times = m.recent[kind];
    while (times.length && now - times[0] > 60_000) times.shift();
    if (times.length < MEMBER_LIMITS[kind]) return m;
  }
  return undefined;
}

/** The next request of the mix: { route, send() }. */
function nextRequest(ctx, now) {
  const { base, anon, members, courses, places, hotCourse, commentTotals } = ctx;
  const route = weighted(random, MIX);
  const commentsCourse = () => (hotCourse && random() < 0.8 ? hotCourse : random.pick(courses));
  switch (route) {
    case 'coursesPublic':
      return {
        route,
        send: () => request(base, 'GET', `/api/courses/public?page=${1 + random.int(2)}`, anon),
      };
    case 'courseDetail':
      return { route, send: () => request(base, 'GET', `/api/courses/${random.pick(courses)}`, anon) };
    case 'placesList': {
      const query =
        random() < 0.5
          ? `pageSize=100&page=${1 + random.int(2)}`
          : `lat=37.5${random.int(9)}&lng=126.9${random.int(9)}&radius=5000&pageSize=50`;
      return { route, send: () => request(base, 'GET', `/api/places?${query}`, anon) };
    }
    case 'placeSearch': {
      const q = encodeURIComponent(random.pick(SEARCH_TERMS));
      return { route, send: () => request(base, 'GET', `/api/places/search?q=${q}`, anon) };
    }
    case 'commentsFirst':
    case 'commentsLast': {
      const id = commentsCourse();
      const pages = Math.max(1, Math.ceil((commentTotals.get(id) ?? 0) / 10));
      const page = route === 'commentsFirst' ? 1 : pages;
      return {
        route,
        send: () => request(base, 'GET', `/api/comments/course/${id}?page=${page}`, anon),
        onOk: (body) => commentTotals.set(id, body.data.total),
      };
    }
    case 'commentWrite': {
      const m = pickMember(members, 'comment', now);
      if (!m) return { route, skipped: 'every member at the comment limit' };
      m.recent.comment.push(now);
      const id = commentsCourse();
      return {
        route,
        send: () =>
          request(base, 'POST', `/api/comments/course/${id}`, {
            cookie: m.cookie,
            agent: m.agent,
            body: { content: `soak comment ${random.int(1e9)} from member ${m.id}` },
          }),
        onOk: () => commentTotals.set(id, (commentTotals.get(id) ?? 0) + 1),
      };
    }
    case 'saveToggle': {
      const m = pickMember(members, 'save', now);
      if (!m) return { route, skipped: 'every member busy or at the save limit' };
      const unsave = m.saved.size >= courses.length || (m.saved.size > 0 && random() < 0.5);
      const id = unsave ? random.pick([...m.saved]) : random.pick(courses.filter((c) => !m.saved.has(c)));
      if (!unsave) m.recent.save.push(now);
      m.busy = true;
      return {
        route,
        send: () => request(base, unsave ? 'DELETE' : 'POST', `/api/courses/${id}/save`, m),
        onOk: () => (unsave ? m.saved.delete(id) : m.saved.add(id)),
        onDone: () => {
          m.busy = false;
        },
      };
    }
    default: {
      // bookmarkToggle
      const m = random.pick(members);
      if (m.busy) return { route, skipped: 'member busy' };
      const remove = m.bookmarks.size >= 8 || (m.bookmarks.size > 0 && random() < 0.5);
      let id = random.pick([...m.bookmarks]);
      if (!remove) {
        do id = random.pick(places);
        while (m.bookmarks.has(id));
      }
      m.busy = true;
      return {
        route,
        send: () => request(base, remove ? 'DELETE' : 'POST', `/api/places/${id}/bookmark`, m),
        onOk: () => (remove ? m.bookmarks.delete(id) : m.bookmarks.add(id)),
        onDone: () => {
          m.busy = false;
        },
      };
    }
  }
}

/** Latency samples and error counts of one time window, overall and per route. */
/**
 * Sends one request of the mix and answers the milliseconds it took and, when it failed, why: its status and error
 * code, or the network error. A 2xx answer goes to the request's `onOk`; `onDone` runs either way.
 */
async function sendTimed(next) {
  const sentAt = performance.now();
  let failure;
  try {
    const res = await next.send();
    if (res.status >= 200 && res.status < 300) next.onOk?.(res.body);
    else failure = { status: res.status, code: res.body?.error?.code ?? '' };
  } catch (err) {
    failure = { network: err.code ?? err.message };
  } finally {
    next.onDone?.();
  }
  return { ms: performance.now() - sentAt, failure };
}

function newWindow() {
  return { ms: [], errors: 0, byRoute: new Map() };
}
function record(window, route, ms, isError) {
  window.ms.push(ms);
  if (isError) window.errors++;
  if (!window.byRoute.has(route)) window.byRoute.set(route, { ms: [], errors: 0 });
  const r = window.byRoute.get(route);
  r.ms.push(ms);
  if (isError) r.errors++;
}

async function main() {
  const started = Date.now();
  let database;
  if (DB === 'postgres') {
    database = await createPgDatabase('ktravel_soak');
    if (database.unreachable)
      throw new Error(`SOAK_DB=postgres but PostgreSQL is not reachable: ${database.unreachable}`);
  } else if (DB !== 'pglite') {
    throw new Error(`SOAK_DB must be pglite or postgres, not ${DB}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-soak-'));
  const server = await startServer({ dataDir, databaseUrl: database?.url });
  try {
    await (CAPACITY ? capacity(server) : soak(server));
  } finally {
    await stopServer(server);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    say(`(soak set-up and run took ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
  }
}

/** Members signed in, the courses and places to ask for, the agents: what every request of the mix needs. */
async function prepare(server) {
  const base = server.url;
  const members = (await signInMembers(base, MEMBERS, { prefix: 'soak-', maxSockets: 2 })).map((m) => ({
    ...m,
    busy: false,
    recent: { comment: [], save: [] },
    saved: new Set(),
    bookmarks: new Set(),
  }));
  const courses = (await request(base, 'GET', '/api/courses/public?limit=100')).body.data.items.map(
    (c) => c.id,
  );
  const places = (await request(base, 'GET', '/api/places?pageSize=100')).body.data.items.map((p) => p.id);
  let hotCourse;
  if (HOT) {
    const created = await request(base, 'POST', '/api/courses', {
      cookie: members[0].cookie,
      body: {
        title: 'Soak: the course everybody comments on',
        stops: [{ order: 1, name: 'N Seoul Tower', lat: 37.5512, lng: 126.9882 }],
      },
    });
    if (created.status !== 201)
      throw new Error(`hot course: ${created.status} ${JSON.stringify(created.body)}`);
    hotCourse = created.body.data.id;
  }
  const anon = { agent: makeAgent({ maxSockets: 64 }) };
  const healthAgent = makeAgent({ maxSockets: 1 });
  const ctx = { base, anon, members, courses, places, hotCourse, commentTotals: new Map() };
  return { ctx, anon, healthAgent, members, courses, places, hotCourse };
}

async function soak(server) {
  const base = server.url;
  const { ctx, anon, healthAgent, members, courses, places, hotCourse } = await prepare(server);

  say(
    `soak: ${MINUTES} min on ${DB}, ${RPS > 0 ? `${RPS} req/s` : `closed loop, ${CONCURRENCY} clients`}, ` +
      `${MEMBERS} members, ${courses.length} courses, ${places.length} places${HOT ? `, hot course ${hotCourse}` : ''}; ` +
      `server pid ${server.pid}, warm-up ${WARMUP_MS / 60_000} min`,
  );
  say(
    `mix: ${Object.entries(MIX)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );

  const t0 = performance.now();
  const serverCpuAtStart = readCpuSeconds(server.pid);
  const errorSamples = new Map();
  let inFlight = 0;
  let issued = 0;
  let backlog = 0;
  let skipped = 0;
  let interval = newWindow();
  let minute = newWindow();
  let minuteStart = performance.now();
  const minutes = [];
  const intervals = [];
  const memory = [];

  const fire = async () => {
    const now = performance.now();
    const next = nextRequest(ctx, now);
    if (next.skipped) {
      skipped++;
      // A closed-loop client must not spin on microtasks alone (timers, reports and sockets would starve).
      await new Promise((resolve) => setImmediate(resolve));
      return;
    }
    inFlight++;
    const { ms, failure } = await sendTimed(next);
    inFlight--;
    const isError = failure !== undefined;
    if (isError) {
      const key =
        'network' in failure
          ? `${next.route} network: ${failure.network}`
          : `${next.route} ${failure.status} ${failure.code}`;
      errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
    }
    record(interval, next.route, ms, isError);
    record(minute, next.route, ms, isError);
  };

  const sampleMemory = async () => {
    const rss = readRss(server.pid);
    let heap;
    try {
      const res = await request(base, 'GET', '/api/health', { agent: healthAgent, timeoutMs: 5000 });
      heap = res.body?.data?.load?.heapUsedBytes;
    } catch {
      // Reported as '-'.
    }
    return { at: performance.now() - t0, rss, heap };
  };

  /**
   * CPU over the interval, in % of one core: the server, this client, and every other process of the machine
   * (other work on a shared machine slows the server without any change of the data).
   */
  let cpuMark = {
    at: performance.now(),
    server: readCpuSeconds(server.pid),
    client: process.cpuUsage(),
    machine: readMachineCpu(),
  };
  const sampleCpu = () => {
    const now = {
      at: performance.now(),
      server: readCpuSeconds(server.pid),
      client: process.cpuUsage(),
      machine: readMachineCpu(),
    };
    const wall = (now.at - cpuMark.at) / 1000;
    const serverPct = ((now.server - cpuMark.server) / wall) * 100;
    const clientPct =
      ((now.client.user + now.client.system - cpuMark.client.user - cpuMark.client.system) / 1e6 / wall) *
      100;
    const cores = os.availableParallelism();
    const busyPct =
      ((now.machine.busy - cpuMark.machine.busy) / (now.machine.total - cpuMark.machine.total)) * cores * 100;
    cpuMark = now;
    return { server: serverPct, client: clientPct, other: Math.max(0, busyPct - serverPct - clientPct) };
  };
  const pct = (v) => (Number.isFinite(v) ? `${v.toFixed(0)}%` : '-');

  const report = async (elapsed) => {
    const cpu = sampleCpu();
    const mem = await sampleMemory();
    memory.push(mem);
    const s = latencyStats(interval.ms);
    intervals.push({ at: elapsed, ...s, errors: interval.errors, cpu });
    const hot = hotCourse ? ` | hot course comments ${ctx.commentTotals.get(hotCourse) ?? 0}` : '';
    say(
      `[${clock(elapsed)}] req ${String(s.count).padStart(5)} (${(s.count / (REPORT_MS / 1000)).toFixed(1)}/s) ` +
        `err ${interval.errors} p50 ${fmtMs(s.p50)} ms p99 ${fmtMs(s.p99)} ms | server rss ${fmtMb(mem.rss)} MB ` +
        `heap ${fmtMb(mem.heap)} MB | cpu server ${pct(cpu.server)} client ${pct(cpu.client)} ` +
        `other ${pct(cpu.other)}${hot}`,
    );
    interval = newWindow();
  };

  const summarizeMinute = (n) => {
    const s = latencyStats(minute.ms);
    const routes = [...minute.byRoute].map(([route, r]) => ({
      route,
      errors: r.errors,
      ...latencyStats(r.ms),
    }));
    const recent = intervals.slice(-4).map((i) => i.cpu);
    const mean = (key) => recent.reduce((sum, c) => sum + c[key], 0) / recent.length;
    const cpu = { server: mean('server'), other: mean('other') };
    minutes.push({ n, ...s, errors: minute.errors, routes, rss: memory.at(-1)?.rss, cpu });
    const slowest = routes.toSorted((a, b) => b.p99 - a.p99)[0];
    say(
      `== minute ${n}: req ${s.count} (${(s.count / ((performance.now() - minuteStart) / 1000)).toFixed(1)}/s), errors ${minute.errors}, ` +
        `p50 ${fmtMs(s.p50)} p90 ${fmtMs(s.p90)} p99 ${fmtMs(s.p99)} max ${fmtMs(s.max)} ms, ` +
        `rss ${fmtMb(memory.at(-1)?.rss)} MB, cpu server ${pct(cpu.server)} other ${pct(cpu.other)}; ` +
        `slowest p99 ${slowest?.route} ${fmtMs(slowest?.p99)} ms`,
    );
    minute = newWindow();
    minuteStart = performance.now();
  };

  // Open loop at RPS (requests leave on schedule whatever the answers' pace), or closed loop with CONCURRENCY.
  let nextReport = REPORT_MS;
  let minuteN = 0;
  const loops = [];
  let done = false;
  if (RPS <= 0) {
    for (let i = 0; i < CONCURRENCY; i++) {
      loops.push(
        (async () => {
          while (!done) await fire();
        })(),
      );
    }
  }
  while (true) {
    const elapsed = performance.now() - t0;
    if (elapsed >= DURATION_MS) break;
    if (RPS > 0) {
      const due = Math.floor((elapsed / 1000) * RPS) - issued;
      for (let i = 0; i < due; i++) {
        issued++;
        if (inFlight >= MAX_IN_FLIGHT) backlog++;
        else void fire();
      }
    }
    if (elapsed >= nextReport) {
      await report(nextReport);
      nextReport += REPORT_MS;
      if (nextReport % 60_000 === REPORT_MS) summarizeMinute(++minuteN);
    }
    await sleep(RPS > 0 ? 2 : 50);
  }
  done = true;
  while (inFlight > 0) await sleep(10);
  await Promise.all(loops);
  if (interval.ms.length > 0) await report(performance.now() - t0);
  if (minute.ms.length > 0) summarizeMinute(++minuteN);
  anon.agent.destroy();
  healthAgent.destroy();
  for (const m of members) m.agent.destroy();

  // Verdict.
  const failures = [];
  const totalErrors = minutes.reduce((sum, m) => sum + m.errors, 0);
  if (totalErrors > 0) failures.push(`${totalErrors} errors`);
  if (backlog > 0)
    failures.push(
      `${backlog} requests not sent: ${MAX_IN_FLIGHT} already in flight (the server fell behind)`,
    );
  if (skipped > 0) say(`note: ${skipped} picks skipped before sending (member busy or at a route limit)`);
  for (const [key, count] of errorSamples) say(`  error: ${count}x ${key}`);
  const full = minutes.filter((m) => m.count > 0);
  const first = full[0];
  const last = full.at(-1);
  const p99Ratio = last.p99 / first.p99;
  if (full.length > 1 && last.p99 > 2 * first.p99 && last.p99 - first.p99 > P99_FLOOR_MS) {
    failures.push(`p99 drifted ${fmtMs(first.p99)} -> ${fmtMs(last.p99)} ms (${p99Ratio.toFixed(2)}x > 2x)`);
  }
  const afterWarmup = memory.filter((m) => m.at >= WARMUP_MS - 1);
  const rssStart = afterWarmup[0]?.rss;
  const rssEnd = memory.at(-1)?.rss;
  const rssGrowth = rssStart && rssEnd ? rssEnd / rssStart - 1 : Number.NaN;
  if (rssGrowth > 0.2) failures.push(`server RSS grew ${(rssGrowth * 100).toFixed(0)}% after warm-up`);

  const totalRequests = minutes.reduce((sum, m) => sum + m.count, 0);
  const seconds = (performance.now() - t0) / 1000;
  const serverCpu = readCpuSeconds(server.pid) - serverCpuAtStart;
  say(
    `server CPU: ${((serverCpu / seconds) * 100).toFixed(0)}% of one core over the run, ` +
      `${((serverCpu * 1000) / totalRequests).toFixed(2)} ms per request; machine: ${machine()}`,
  );
  say('');
  say(
    table([
      [
        'db',
        'min',
        'rate',
        'requests',
        'errors',
        'p50 1st/last min',
        'p99 1st/last min',
        'RSS warm/end (MB)',
        'heap end',
        'cpu server/other, 1st -> last min',
      ],
      [
        DB + (HOT ? ' hot' : ''),
        MINUTES,
        RPS > 0 ? `${RPS}/s` : `max (${CONCURRENCY})`,
        `${totalRequests} (${(totalRequests / seconds).toFixed(0)}/s)`,
        totalErrors,
        `${fmtMs(first.p50)} / ${fmtMs(last.p50)} ms`,
        `${fmtMs(first.p99)} / ${fmtMs(last.p99)} ms (${p99Ratio.toFixed(2)}x)`,
        `${fmtMb(rssStart)} / ${fmtMb(rssEnd)} (${Number.isFinite(rssGrowth) ? `${(rssGrowth * 100).toFixed(0)}%` : '-'})`,
        `${fmtMb(memory.at(-1)?.heap)} MB`,
        `${pct(first.cpu.server)}/${pct(first.cpu.other)} -> ${pct(last.cpu.server)}/${pct(last.cpu.other)}`,
      ],
    ]),
  );
  say('');
  const routeRows = [['route', 'requests', 'errors', 'p50 1st/last min (ms)', 'p99 1st/last min (ms)']];
  for (const route of Object.keys(MIX)) {
    const a = first.routes.find((r) => r.route === route);
    const b = last.routes.find((r) => r.route === route);
    const count = full.reduce((sum, m) => sum + (m.routes.find((r) => r.route === route)?.count ?? 0), 0);
    const errors = full.reduce((sum, m) => sum + (m.routes.find((r) => r.route === route)?.errors ?? 0), 0);
    routeRows.push([
      route,
      count,
      errors,
      `${fmtMs(a?.p50)} / ${fmtMs(b?.p50)}`,
      `${fmtMs(a?.p99)} / ${fmtMs(b?.p99)}`,
    ]);
  }
  say(table(routeRows));
  if (hotCourse) say(`hot course ${hotCourse}: ${ctx.commentTotals.get(hotCourse) ?? 0} comments at the end`);
  say('');
  say(failures.length ? `soak FAILED: ${failures.join('; ')}` : 'soak passed');
  process.exitCode = failures.length ? 1 : 0;
}

/**
 * One step of capacity mode: the mix at `rate` requests/s (open loop) for `ms`; the first fifth settles and is
 * not counted. Answers the p50/p99 and errors of the rest, requests not sent (too many in flight), and the
 * server's CPU over it: share of one core and milliseconds per request.
 */
async function runAtRate(ctx, rate, ms, pid) {
  const settle = ms / 5;
  const times = [];
  const kinds = new Map();
  let errors = 0;
  let backlog = 0;
  let inFlight = 0;
  let issued = 0;
  let counted = 0;
  let cpuFrom;
  let counting = false;
  const fire = async () => {
    const next = nextRequest(ctx, performance.now());
    if (next.skipped) return;
    const countIt = counting;
    inFlight++;
    const { ms, failure } = await sendTimed(next);
    inFlight--;
    if (!countIt) return;
    counted++;
    times.push(ms);
    if (failure === undefined) return;
    errors++;
    const key = `${next.route} ${'network' in failure ? failure.network : failure.status}`;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  };
  const t0 = performance.now();
  let countStart;
  while (true) {
    const elapsed = performance.now() - t0;
    if (elapsed >= ms) break;
    if (!counting && elapsed >= settle) {
      counting = true;
      countStart = performance.now();
      cpuFrom = readCpuSeconds(pid);
    }
    const due = Math.floor((elapsed / 1000) * rate) - issued;
    for (let i = 0; i < due; i++) {
      issued++;
      if (inFlight >= MAX_IN_FLIGHT) {
        if (counting) backlog++;
      } else void fire();
    }
    await sleep(2);
  }
  const wall = (performance.now() - countStart) / 1000;
  const cpu = readCpuSeconds(pid) - cpuFrom;
  while (inFlight > 0) await sleep(10);
  const stats = latencyStats(times);
  return {
    rate,
    achieved: counted / wall,
    p50: stats.p50,
    p99: stats.p99,
    errors,
    errorKinds: [...kinds].map(([kind, n]) => `${n}x ${kind}`).join(', '),
    backlog,
    cpuShare: (cpu / wall) * 100,
    cpuMsPerRequest: counted ? (cpu * 1000) / counted : Number.NaN,
  };
}

/** Capacity mode (see the header): rising rates until the p99 passes the target; the last rate under it. */
async function capacity(server) {
  const { ctx, anon, healthAgent, members } = await prepare(server);
  say(
    `capacity on ${DB}: the soak's mix at rising rates, ${STEP_SECONDS} s a step (the first fifth not counted), ` +
      `from ${START_RPS} req/s up 30% a step, until p99 > ${TARGET_P99_MS} ms or an error\n` +
      `machine at the start: ${machine()}`,
  );
  const steps = [];
  for (let rate = START_RPS; rate <= MAX_CAPACITY_RPS; rate = Math.ceil(rate * 1.3)) {
    const step = await runAtRate(ctx, rate, STEP_SECONDS * 1000, server.pid);
    steps.push(step);
    // Held: p99 under the target, nothing failed, and the server kept up (answered at least 95% of the rate).
    const held =
      step.p99 <= TARGET_P99_MS && step.errors === 0 && step.backlog === 0 && step.achieved >= 0.95 * rate;
    step.held = held;
    say(
      `  ${String(rate).padStart(5)} req/s asked, ${step.achieved.toFixed(0).padStart(5)} answered/s: ` +
        `p50 ${fmtMs(step.p50)} p99 ${fmtMs(step.p99)} ms, errors ${step.errors}, not sent ${step.backlog}; ` +
        `server CPU ${step.cpuShare.toFixed(0)}% of a core, ${step.cpuMsPerRequest.toFixed(2)} ms per request` +
        `${held ? '' : `   <- past the target`}   (load ${os.loadavg()[0].toFixed(2)})` +
        (step.errorKinds ? `\n        errors: ${step.errorKinds}` : ''),
    );
    if (!held) break;
  }
  anon.agent.destroy();
  healthAgent.destroy();
  for (const m of members) m.agent.destroy();
  const best = steps.filter((s) => s.held).at(-1);
  say('');
  if (!best) {
    say(
      `capacity: not even ${START_RPS} req/s kept p99 under ${TARGET_P99_MS} ms (set SOAK_START_RPS lower)`,
    );
    process.exitCode = 1;
  } else {
    say(
      `capacity on ${DB}: ${best.rate} req/s (${best.achieved.toFixed(0)} answered/s) with p99 ${fmtMs(best.p99)} ms <= ${TARGET_P99_MS} ms ` +
        `(server CPU ${best.cpuShare.toFixed(0)}% of a core, ${best.cpuMsPerRequest.toFixed(2)} ms of CPU per request; ` +
        `one core's worth would be ${(1000 / best.cpuMsPerRequest).toFixed(0)} req/s)\n` +
        `machine at the end: ${machine()}\n` +
        'A figure of this machine under this load: measure again where it will run.',
    );
  }
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
