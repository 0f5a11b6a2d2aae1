// Web budgets (issue 3): JavaScript loaded (gzip) by `/`, `/kmap` and a course's page, and Lighthouse (mobile
// preset) on `/`; the JavaScript /buzz loads is reported, and it must hold no map code (issue 11).
// Runs against the built app (`npm run build` first), started here with a fresh data folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** Gzip KB of every script a page loads (decision 012). /kcourse/1 is the demo data's first course. */
const JS_BUDGETS = [
  { path: '/', kb: 130 },
  { path: '/kmap', kb: 190 },
  { path: '/kcourse/1', kb: 200 },
];
const PERF_BUDGET = 90;
const A11Y_BUDGET = 95;

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-web-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const match = /listening on http:\/\/localhost:(\d+)/.exec(buffer);
      if (match) resolve({ child, dataDir, url: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Every script a page loads in a real browser (entry, its imports and the page's lazy chunks). */
async function javascriptOf(url, pagePath = '/') {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  const page = await browser.newPage();
  const scripts = new Set();
  // Map tiles come from another site: not JavaScript, and not always reachable.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(`${url}${pagePath}`, { waitUntil: 'networkidle' });
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
  return { raw, gzip, files };
}

/** The chunk holding Leaflet and the map component (Vite names it after `app-map`). */
const MAP_CODE = /\/(app-map|leaflet)[^/]*\.js$/;

function printScripts(pagePath, js) {
  console.log(`\nWeb: JavaScript loaded by ${pagePath} (${js.files.length} files)`);
  for (const f of js.files.sort((a, b) => b.kb - a.kb))
    console.log(`  ${f.file.padEnd(48)} ${f.kb.toFixed(1).padStart(6)} KB gzip`);
}

async function runLighthouse(url) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(`${url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].displayValue,
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
    };
  } finally {
    chrome.kill();
  }
}

if (
  !fs.existsSync(path.join(root, 'apps/server/dist/main.js')) ||
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}
/** The demo data is loaded after the server starts listening: a course page needs its course. */
async function waitForDemoData(url) {
  for (let i = 0; i < 120; i += 1) {
    if ((await fetch(`${url}/api/courses/1`)).ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the demo data did not load within a minute');
}

const { child, dataDir, url } = await startServer();
let failed = false;
try {
  await waitForDemoData(url);
  for (const budget of JS_BUDGETS) {
    const js = await javascriptOf(url, budget.path);
    printScripts(budget.path, js);
    const totalKb = js.gzip / 1024;
    const jsOk = totalKb <= budget.kb;
    console.log(
      `  total ${(js.raw / 1024).toFixed(0)} KB raw, ${totalKb.toFixed(1)} KB gzip: budget <= ${budget.kb} KB ${jsOk ? 'MET' : 'MISSED'}`,
    );
    if (!jsOk) failed = true;
  }

  const buzz = await javascriptOf(url, '/buzz');
  printScripts('/buzz', buzz);
  const mapFiles = buzz.files.filter((f) => MAP_CODE.test(f.file));
  console.log(
    `  total ${(buzz.gzip / 1024).toFixed(1)} KB gzip; map code: ${mapFiles.length === 0 ? 'none (MET)' : `${mapFiles.map((f) => f.file).join(', ')} (MISSED)`}`,
  );
  if (mapFiles.length > 0) failed = true;

  const lh = await runLighthouse(url);
  const lhOk = lh.performance >= PERF_BUDGET && lh.accessibility >= A11Y_BUDGET;
  console.log(
    `\nLighthouse (mobile preset) on /: performance ${lh.performance}, accessibility ${lh.accessibility}`,
  );
  console.log(`  FCP ${lh.fcp}, LCP ${lh.lcp}, TBT ${lh.tbt}, CLS ${lh.cls}`);
  console.log(
    `  budget performance >= ${PERF_BUDGET}, accessibility >= ${A11Y_BUDGET}: ${lhOk ? 'MET' : 'MISSED'}`,
  );
  if (!lhOk) failed = true;
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
