// npm run bench:together (issue 29 budgets), on PGlite:
// - 500 idle live course streams (GET /api/courses/{id}/events, 100 members with 5 each): the server's memory per
//   stream and its CPU while they idle (heartbeats only): at most 32 KB a stream (500 streams in 16 MB of a 512 MB
//   instance) and at most 2% of one core.
// - PUT /api/courses/{id} with If-Match: p50 of sequential saves, beside the same save without the header (the
//   check itself must cost nothing measurable: at most 10% more).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memberCookies, startServer } from './common.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const PER_MEMBER = 5;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 25);
const SAVES = Number(process.env.BENCH_SAMPLES ?? 60);
const BUDGET_KB_PER_STREAM = 32;
const BUDGET_IDLE_CPU = 0.02;
const BUDGET_IF_MATCH_RATIO = 1.1;
const STOPS = [
  { order: 1, name: 'Gyeongbokgung Palace', lat: 37.5796, lng: 126.977 },
  { order: 2, name: 'Gwanghwamun Square', lat: 37.5725, lng: 126.9769 },
  { order: 3, name: 'Cheonggyecheon Stream', lat: 37.5696, lng: 126.9784 },
];

/** The server's resident memory (bytes) and CPU time (seconds), from /proc. */
function usage(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rss, cpu: ticks / 100 };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's JavaScript heap in use (GET /api/health's load figures). */
async function heapUsed(url) {
  const health = await (await fetch(`${url}/api/health`)).json();
  return health.data.load?.heapUsedBytes ?? 0;
}

async function saveTimes(url, courseId, cookie, withIfMatch) {
  const headers = { cookie, 'content-type': 'application/json' };
  let version = (await (await fetch(`${url}/api/courses/${courseId}`, { headers })).json()).data.version;
  const times = [];
  for (let i = 0; i < SAVES + 10; i++) {
    const body = JSON.stringify({
      title: `Bench ${i}`,
      visibility: 'public',
      stops: i % 2 ? STOPS : STOPS.slice(0, 2),
    });
    const started = performance.now();
    const res = await fetch(`${url}/api/courses/${courseId}`, {
      method: 'PUT',
      headers: withIfMatch && version !== undefined ? { ...headers, 'if-match': `"${version}"` } : headers,
      body,
    });
    const answer = await res.json();
    if (!res.ok) throw new Error(`PUT: ${res.status} ${JSON.stringify(answer)}`);
    version = answer.data.version;
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-together-'));
const { child, url } = await startServer({ DATA_DIR: dataDir });
const controllers = [];
let met = true;
try {
  const cookies = await memberCookies(url, 'bench-together', STREAMS / PER_MEMBER);
  const owner = cookies[0];
  const created = await fetch(`${url}/api/courses`, {
    method: 'POST',
    headers: { cookie: owner, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Bench together', visibility: 'public', stops: STOPS }),
  });
  const courseId = (await created.json()).data.id;

  // Saves: with and without If-Match, alternating passes so load drifts hit both alike.
  const withHeader = [];
  const without = [];
  for (let pass = 0; pass < 2; pass++) {
    without.push(await saveTimes(url, courseId, owner, false));
    withHeader.push(await saveTimes(url, courseId, owner, true));
  }
  const putPlain = Math.min(...without);
  const putIfMatch = Math.min(...withHeader);
  const ratio = putIfMatch / putPlain;

  // Streams: opened, then left idle.
  await sleep(1000);
  const before = usage(child.pid);
  const heapBefore = await heapUsed(url);
  const opened = await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      const controller = new AbortController();
      controllers.push(controller);
      const res = await fetch(`${url}/api/courses/${courseId}/events`, {
        headers: { accept: 'text/event-stream', cookie: cookies[Math.floor(i / PER_MEMBER)] },
        signal: controller.signal,
      });
      if (res.status !== 200) throw new Error(`stream ${i}: ${res.status}`);
      // Read (and drop) what comes, as a browser does.
      res.body.pipeTo(new WritableStream()).catch(() => {});
      return res;
    }),
  );
  await sleep(2000);
  const open = usage(child.pid);
  const heapOpen = await heapUsed(url);
  await sleep(IDLE_SECONDS * 1000);
  const idle = usage(child.pid);
  // What the streams hold: the larger of the process's resident growth and its heap's (the heap may have had room).
  const grown = Math.max(open.rss - before.rss, heapOpen - heapBefore);
  const perStreamKb = grown / 1024 / opened.length;
  const idleCpu = (idle.cpu - open.cpu) / IDLE_SECONDS;

  const verdict = (ok) => {
    met &&= ok;
    return ok ? 'MET' : 'MISSED';
  };
  console.log(
    `\nPlanning together benchmark (issue 29), PGlite\n` +
      `  ${opened.length} idle streams: server memory +${((open.rss - before.rss) / 1024 / 1024).toFixed(1)} MB resident, ` +
      `heap +${((heapOpen - heapBefore) / 1024 / 1024).toFixed(1)} MB, ` +
      `${perStreamKb.toFixed(1)} KB a stream: budget <= ${BUDGET_KB_PER_STREAM} KB: ${verdict(perStreamKb <= BUDGET_KB_PER_STREAM)}\n` +
      `  CPU while idle ${IDLE_SECONDS} s: ${(idleCpu * 100).toFixed(2)}% of a core: budget <= ${BUDGET_IDLE_CPU * 100}%: ${verdict(idleCpu <= BUDGET_IDLE_CPU)}\n` +
      `  PUT /api/courses/{id}: p50 ${putPlain.toFixed(2)} ms without If-Match, ${putIfMatch.toFixed(2)} ms with ` +
      `(${ratio.toFixed(2)}x): budget <= ${BUDGET_IF_MATCH_RATIO}x: ${verdict(ratio <= BUDGET_IF_MATCH_RATIO)}`,
  );
} finally {
  for (const controller of controllers) controller.abort();
  child.kill('SIGTERM');
}
process.exit(met ? 0 : 1);
