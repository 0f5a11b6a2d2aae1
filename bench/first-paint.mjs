// Main-thread work on first paint (issue 33): per page, the JavaScript loaded before the page is interactive
// (which chunks), the long tasks (count and total, PerformanceObserver 'longtask') and the main thread's script
// time (CDP Performance domain), with the CPU throttled 4× as Lighthouse's mobile preset does. These figures do not
// depend much on the machine's load (Lighthouse's TBT does), so they are the ones to compare between runs; the
// machine's CPU model and load are printed with them all the same.
//
// "Interactive" here is Lighthouse's idea of it, simplified: the end of the last long task after the first
// contentful paint (or the first contentful paint when there is none). The JavaScript before it is every script
// whose request started by then; what starts later (the map, after the page has painted) is listed apart.
//
// Against a running server: `BASE_URL=http://127.0.0.1:3320 node first-paint.mjs`; without BASE_URL the built app
// (`npm run build` first) is started here on a fresh data folder with the demo data. RUNS (default 3) runs per
// page, medians printed; PAGES=/,/tips limits the pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { firstId, startBuiltApp } from './common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const _root = path.resolve(here, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** After the network is quiet, how long to keep watching for late long tasks. */
const SETTLE_MS = 1500;

const gzipCache = new Map();
async function gzipBytes(scriptUrl) {
  if (!gzipCache.has(scriptUrl)) {
    const body = Buffer.from(
      await (await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    gzipCache.set(scriptUrl, { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  return gzipCache.get(scriptUrl);
}

/** Collects long tasks and the first contentful paint from the page's start (buffered observers). */
const OBSERVE = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function measureOnce(browser, url, pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = [];
  page.on('pageerror', (error) => console.error(`  page error on ${pagePath}: ${error.message}`));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() });
  });
  const before = Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
  );
  const startedAt = Date.now();
  await page.goto(`${url}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const after = Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
  );
  const { longTasks, fcp, navigationStart } = await page.evaluate(() => ({
    longTasks: window.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    navigationStart: performance.timeOrigin,
  }));
  await context.close();
  const interactive = Math.max(fcp, ...longTasks.map((task) => task.start + task.duration));
  // Request times are the test's wall clock; the page's clock starts at its time origin.
  const offset = navigationStart - startedAt;
  const early = [];
  const late = [];
  for (const script of scripts) {
    const pageTime = script.at - startedAt - offset;
    (pageTime <= interactive ? early : late).push(script.url);
  }
  const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return {
    early,
    late,
    longTaskCount: longTasks.length,
    longTaskTotal: longTasks.reduce((sum, task) => sum + task.duration, 0),
    blocking,
    scriptMs: (after.ScriptDuration - before.ScriptDuration) * 1000,
    taskMs: (after.TaskDuration - before.TaskDuration) * 1000,
    fcp,
    interactive,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function sizeOf(urls) {
  let gzip = 0;
  const files = [];
  for (const scriptUrl of urls) {
    const size = await gzipBytes(scriptUrl);
    gzip += size.gzip;
    files.push({ file: new URL(scriptUrl).pathname.replace('/assets/', ''), kb: size.gzip / 1024 });
  }
  return { gzip, files: files.sort((a, b) => b.kb - a.kb) };
}

async function main() {
  const started = process.env.BASE_URL
    ? null
    : await startBuiltApp('first-paint', { SEED: 'true', AUTH_DEV_LOGIN: 'true', RATE_LIMIT_MAX: '0' });
  const url = process.env.BASE_URL ?? started.url;
  try {
    const courseId = await firstId(url, '/api/courses/public?limit=1');
    const postId = await firstId(url, '/api/posts?limit=1');
    const all = {
      '/': '/',
      '/kmap': '/kmap',
      '/kcourse': '/kcourse',
      course: courseId === undefined ? null : `/kcourse/${courseId}`,
      '/planner': '/planner',
      '/buzz': '/buzz',
      post: postId === undefined ? null : `/buzz/post/${postId}`,
      '/tips': '/tips',
    };
    const wanted = process.env.PAGES?.split(',');
    const pages = Object.entries(all).filter(
      ([name, pagePath]) => pagePath && (!wanted || wanted.includes(name) || wanted.includes(pagePath)),
    );
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const load = () =>
      os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
    console.log(`First paint, ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS}: ${cpu} ×${os.cpus().length}`);
    console.log(`load average before: ${load()}`);
    const browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    });
    const rows = [];
    for (const [name, pagePath] of pages) {
      // One warm-up visit: the server's first answers (and the browser's first compile) are not the page's.
      await measureOnce(browser, url, pagePath);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, url, pagePath));
      const typical = runs.find((r) => r.early.length === median(runs.map((x) => x.early.length))) ?? runs[0];
      const early = await sizeOf(typical.early);
      const late = await sizeOf(typical.late.filter((u) => !typical.early.includes(u)));
      const row = {
        name,
        jsKb: early.gzip / 1024,
        lateKb: late.gzip / 1024,
        longTasks: median(runs.map((r) => r.longTaskCount)),
        longTaskMs: median(runs.map((r) => r.longTaskTotal)),
        blockingMs: median(runs.map((r) => r.blocking)),
        scriptMs: median(runs.map((r) => r.scriptMs)),
        taskMs: median(runs.map((r) => r.taskMs)),
        fcp: median(runs.map((r) => r.fcp)),
      };
      rows.push(row);
      console.log(
        `\n${name} (${pagePath}): ${row.jsKb.toFixed(1)} KB gzip before interactive (${early.files.length} files)` +
          `, ${row.lateKb.toFixed(1)} KB after`,
      );
      for (const f of early.files) console.log(`    ${f.file.padEnd(44)} ${f.kb.toFixed(1).padStart(6)} KB`);
      for (const f of late.files)
        console.log(`  + ${f.file.padEnd(44)} ${f.kb.toFixed(1).padStart(6)} KB (later)`);
    }
    await browser.close();
    console.log(
      `\n${'page'.padEnd(10)} ${'JS KB'.padStart(7)} ${'later'.padStart(6)} ${'long'.padStart(5)}` +
        ` ${'long ms'.padStart(8)} ${'>50 ms'.padStart(7)} ${'script ms'.padStart(10)} ${'task ms'.padStart(8)} ${'FCP'.padStart(6)}`,
    );
    for (const r of rows)
      console.log(
        `${r.name.padEnd(10)} ${r.jsKb.toFixed(1).padStart(7)} ${r.lateKb.toFixed(1).padStart(6)} ${String(r.longTasks).padStart(5)}` +
          ` ${r.longTaskMs.toFixed(0).padStart(8)} ${r.blockingMs.toFixed(0).padStart(7)} ${r.scriptMs.toFixed(0).padStart(10)}` +
          ` ${r.taskMs.toFixed(0).padStart(8)} ${r.fcp.toFixed(0).padStart(6)}`,
      );
    console.log(`load average after: ${load()} (${cpu})`);
  } finally {
    if (started) {
      started.child.kill();
      fs.rmSync(started.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
