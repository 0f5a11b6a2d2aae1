// Web budgets (issues 3, 11, 16, 33): JavaScript loaded by `/`, `/kmap` and a course page (gzip, every script the
// page loads in a real browser), the API JSON /kmap loads (bytes on the wire), Lighthouse (mobile preset) on `/`,
// `/kmap`, a course page, `/planner`, `/kcourse`, `/buzz`, a post and `/tips`; the JavaScript /buzz loads must hold
// no map code (issue 11). Runs against the built app (`npm run build` first), started here with a fresh data folder.
// Lighthouse scores are the median of 5 runs per page, not taken while the load average is above 1.5, each with
// Lighthouse's measure of the machine beside it (lighthouse.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { firstId, machine, startBuiltApp } from './common.mjs';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  cpuSlowdown,
  LIGHTHOUSE_RUNS,
  MAX_LOAD,
  runLighthouse,
} from './lighthouse.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/** Issue 16: JavaScript per page (gzip KB) and Lighthouse mobile performance per page. */
const JS_BUDGETS_KB = { '/': 130, '/kmap': 190, course: 200 };
/** Issue 33: Lighthouse mobile performance >= 95 on every page, on the median of 5 runs on a quiet machine. */
const PERF_BUDGETS = {
  '/': 95,
  '/kmap': 95,
  course: 95,
  '/planner': 95,
  '/kcourse': 95,
  '/buzz': 95,
  post: 95,
  '/tips': 95,
};
const A11Y_BUDGET = 95;
/** Issue 16: the place lists /kmap asks for, on the wire. */
const KMAP_API_BUDGET_KB = 30;

/** Every script a page loads in a real browser (entry, its imports and the page's lazy chunks). */
async function javascriptOf(url, pagePath = '/') {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  const page = await browser.newPage();
  const scripts = new Set();
  const api = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
    else if (new URL(response.url()).pathname.startsWith('/api/')) api.push(response);
  });
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(`${url}${pagePath}`, { waitUntil: 'networkidle' });
  // Bytes on the wire: the transferred body (compressed when the server compressed it).
  const apiWire = [];
  for (const response of api) {
    const sizes = await response.request().sizes();
    apiWire.push({ path: new URL(response.url()).pathname, bytes: sizes.responseBodySize });
  }
  await browser.close();
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const scriptUrl of scripts) {
    const body = Buffer.from(
      await (await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += gz;
    files.push({ file: new URL(scriptUrl).pathname, kb: gz / 1024 });
  }
  return { raw, gzip, files, apiWire };
}

/** The chunk holding Leaflet and the map component (the chunk plan names it `page-map`, see apps/web/build). */
const MAP_CODE = /\/(page-map|app-map|leaflet)-[^/]*\.js$/;

function printScripts(pagePath, js) {
  console.log(`\nWeb: JavaScript loaded by ${pagePath} (${js.files.length} files)`);
  for (const f of js.files.sort((a, b) => b.kb - a.kb))
    console.log(`  ${f.file.padEnd(48)} ${f.kb.toFixed(1).padStart(6)} KB gzip`);
}

if (
  !fs.existsSync(path.join(root, 'apps/server/dist/main.js')) ||
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { child, dataDir, url } = await startBuiltApp('web');
let failed = false;
try {
  // The demo data may still be loading when the server starts listening.
  const coursePath = `/kcourse/${await firstId(url, '/api/courses/public?limit=1')}`;
  const postId = await firstId(url, '/api/posts?limit=1');
  const pages = { '/': '/', '/kmap': '/kmap', course: coursePath };
  for (const [name, pagePath] of Object.entries(pages)) {
    const js = await javascriptOf(url, pagePath);
    printScripts(pagePath, js);
    const totalKb = js.gzip / 1024;
    const ok = totalKb <= JS_BUDGETS_KB[name];
    console.log(
      `  total ${(js.raw / 1024).toFixed(0)} KB raw, ${totalKb.toFixed(1)} KB gzip: budget <= ${JS_BUDGETS_KB[name]} KB ${ok ? 'MET' : 'MISSED'}`,
    );
    if (!ok) failed = true;
    if (name === '/kmap') {
      const places = js.apiWire.filter((r) => r.path.startsWith('/api/places'));
      const kb = places.reduce((sum, r) => sum + r.bytes, 0) / 1024;
      const apiOk = kb <= KMAP_API_BUDGET_KB;
      console.log(
        `  place lists on the wire: ${places.map((r) => `${r.path} ${(r.bytes / 1024).toFixed(1)} KB`).join(', ')}; ` +
          `${kb.toFixed(1)} KB: budget <= ${KMAP_API_BUDGET_KB} KB ${apiOk ? 'MET' : 'MISSED'}`,
      );
      if (!apiOk) failed = true;
    }
  }

  const buzz = await javascriptOf(url, '/buzz');
  printScripts('/buzz', buzz);
  const mapFiles = buzz.files.filter((f) => MAP_CODE.test(f.file));
  console.log(
    `  total ${(buzz.gzip / 1024).toFixed(1)} KB gzip; map code: ${mapFiles.length === 0 ? 'none (MET)' : `${mapFiles.map((f) => f.file).join(', ')} (MISSED)`}`,
  );
  if (mapFiles.length > 0) failed = true;

  console.log(
    `\nLighthouse (mobile preset), median of ${LIGHTHOUSE_RUNS} runs per page, no run while the load average ` +
      `is above ${MAX_LOAD}\n  machine: ${machine()}`,
  );
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const slowdown = only?.includes('none') ? null : await cpuSlowdown(url);
  if (slowdown) console.log(`  CPU slowdown ${slowdown.multiplier}x, ${slowdown.note}`);
  let refused = 0;
  for (const [name, pagePath] of Object.entries({
    ...pages,
    '/planner': '/planner',
    '/kcourse': '/kcourse',
    '/buzz': '/buzz',
    post: `/buzz/post/${postId}`,
    '/tips': '/tips',
  })) {
    if (only && !only.includes(name)) continue;
    const lh = await runLighthouse(url, pagePath, slowdown.multiplier);
    if (lh.refused) {
      refused += 1;
      console.log(`  ${pagePath.padEnd(14)} NOT SCORED: ${lh.refused}`);
      continue;
    }
    const budget = PERF_BUDGETS[name];
    const ok = lh.performance >= budget && (name !== '/' || lh.accessibility >= A11Y_BUDGET);
    console.log(
      `  ${pagePath.padEnd(14)} performance ${lh.performance} (runs ${lh.scores.join(' ')}; medians FCP ${lh.fcp}, ` +
        `LCP ${lh.lcp}, TBT ${lh.tbt}, CLS ${lh.cls}; ${lh.benchmark}), accessibility ${lh.accessibility}: budget performance >= ` +
        `${budget}${name === '/' ? `, accessibility >= ${A11Y_BUDGET}` : ''}: ${ok ? 'MET' : 'MISSED'}`,
    );
    if (!ok) failed = true;
  }
  // Neutral: a loaded machine is no verdict either way (the exit code stays what the other budgets made it).
  if (refused > 0) {
    console.log(
      `  ${refused} page(s) not scored: run again on a quiet machine (load average <= ${MAX_LOAD}); ` +
        `machine now: ${machine()}`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
