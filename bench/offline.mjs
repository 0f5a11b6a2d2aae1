// npm run bench:offline (issue 27, DESIGN §8.2), against the built app (`npm run build` first), started here with
// a fresh data folder and the demo data:
//  - a member's course opened with no connection renders its title in at most 1 s on Lighthouse's mobile profile
//    (412x823 px, CPU slowed 4x; the network is off), median of 5 reloads; its largest paint is reported too;
//  - the app is installable: Chrome's own installability check (what Lighthouse's "installable manifest" audit
//    read) has no error;
//  - the precache stays within 1.5 MB (the worker's precache list, summed from the built files).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { machine, startBuiltApp } from './common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RENDER_BUDGET_MS = 1000;
const PRECACHE_BUDGET_BYTES = 1.5 * 1024 * 1024;
const RUNS = 5;

/** The worker's precache list (its `url`s, injected by the build) and their total size on disk. */
function precacheBytes() {
  const dist = path.join(root, 'apps/web/dist');
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  const bytes = urls.reduce((sum, url) => sum + fs.statSync(path.join(dist, url)).size, 0);
  return { entries: urls.length, bytes };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!fs.existsSync(path.join(root, 'apps/web/dist/sw.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const { child, dataDir, url } = await startBuiltApp('offline', {
  SEED: 'true',
  AUTH_DEV_LOGIN: 'true',
  RATE_LIMIT_MAX: '0',
});
// A profile on disk, not an incognito context: Chrome does not offer to install from an incognito window.
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-profile-'));
let context;
let met = true;
const lines = [];
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Asia/Seoul',
    locale: 'en-US',
  });
  // Map tiles: an empty tile (no internet here), for the page and its worker.
  const empty = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await context.route(
    (target) => !target.href.startsWith(url),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/png',
        headers: { 'access-control-allow-origin': '*' },
        body: empty,
      }),
  );
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', 'en');
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const headers = { Origin: url };
  const login = await page.request.post(`${url}/api/auth/dev-login`, {
    data: { email: `bench-offline-${Date.now()}@example.com`, name: 'Bench Offline' },
    headers,
  });
  if (!login.ok()) throw new Error(`dev-login: ${login.status()}`);
  const stops = [];
  for (const name of [
    'Gyeongbokgung Palace',
    'Bukchon Hanok Village',
    'Changdeokgung Palace',
    'N Seoul Tower',
  ]) {
    const found = (
      await (await page.request.get(`${url}/api/places/search?q=${encodeURIComponent(name)}`)).json()
    ).data;
    const place = found.find((p) => p.name === name);
    stops.push({ order: stops.length + 1, name, placeId: place.id, lat: place.lat, lng: place.lng, day: 1 });
  }
  const created = await page.request.post(`${url}/api/courses`, {
    data: {
      title: 'Bench offline course',
      visibility: 'public',
      startDate: '2026-12-02',
      dayCount: 1,
      stops,
    },
    headers,
  });
  const courseId = (await created.json()).data.id;

  await page.goto(`${url}/`);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 60_000,
  });
  await page.waitForFunction(
    (id) =>
      (JSON.parse(localStorage.getItem('ktravel-offline-pack') ?? '{}').state?.courses ?? []).includes(id),
    courseId,
    { timeout: 60_000 },
  );

  const cdp = await context.newCDPSession(page);
  const installability = (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors ?? [];
  const installable = installability.length === 0;
  if (!installable) met = false;

  await page.goto(`${url}/kcourse/${courseId}`);
  await page.getByRole('heading', { level: 1, name: 'Bench offline course' }).waitFor();
  await context.setOffline(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const titles = [];
  const paints = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.reload({ waitUntil: 'commit' });
    const at = await page.waitForFunction(
      () =>
        [...document.querySelectorAll('h1')].some((h) => h.textContent?.includes('Bench offline course')) &&
        performance.now(),
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    titles.push(await at.jsonValue());
    await page.waitForTimeout(1500);
    paints.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? 0);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      ),
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const title = median(titles);
  const lcp = median(paints);
  if (title > RENDER_BUDGET_MS) met = false;
  const precache = precacheBytes();
  if (precache.bytes > PRECACHE_BUDGET_BYTES) met = false;
  lines.push(
    `  course page offline (mobile: 412x823, CPU 4x slower), median of ${RUNS}: title ${title.toFixed(0)} ms,` +
      ` largest paint ${lcp.toFixed(0)} ms   budget title <= ${RENDER_BUDGET_MS} ms: ${title <= RENDER_BUDGET_MS ? 'MET' : 'MISSED'}`,
    `  installable (Chrome's installability check): ${installable ? 'yes' : `no: ${installability.map((e) => e.errorId).join(', ')}`}   ${installable ? 'MET' : 'MISSED'}`,
    `  precache: ${precache.entries} files, ${(precache.bytes / 1024).toFixed(0)} KB   budget <= ${PRECACHE_BUDGET_BYTES / 1024} KB: ${precache.bytes <= PRECACHE_BUDGET_BYTES ? 'MET' : 'MISSED'}`,
  );
} finally {
  await context?.close();
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
}
console.log(`\nOffline trip pack (issue 27)\n  machine: ${machine()}\n${lines.join('\n')}`);
if (!met) process.exitCode = 1;
