import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium.mjs';

/**
 * Asks the OS for a free port, synchronously (a config file cannot await). Runs once, in the main
 * process: the value goes into process.env, which the test workers inherit.
 */
function findFreePortSync(): string {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= findFreePortSync();
// Requests a service worker makes go through `context.route` too (offline.spec.ts stubs the map tiles its worker
// fetches, as the other specs stub the page's).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';
if (!process.env.E2E_DATA_DIR) {
  // A fresh database for every run; removed when the run ends (after the server has stopped).
  const dataDir = mkdtempSync(join(tmpdir(), 'ktravel-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

process.env.RATES_STUB_PORT ??= findFreePortSync();
const PORT = process.env.E2E_PORT;
/** The exchange-rates stand-in (rates-stub.mjs) the app fetches its rates from (DESIGN §8.7). */
const RATES_URL = `http://127.0.0.1:${process.env.RATES_STUB_PORT}/v6/latest/KRW`;
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Two spec files at a time against the one server (each file's tests in order, in one worker): the flows sign
  // in as users of their own (`uniqueUser`), so files do not see each other's data. 10.3 -> 8.2 min on 2 cores.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    // The app's service worker (DESIGN §8.2) stays out of the flows that are not about it: what they check is the
    // network's answer, not a cached one. offline.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // Debian's Chromium (or CHROMIUM_PATH); `npx playwright install` cannot work on these machines (DESIGN §7).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node rates-stub.mjs',
      url: RATES_URL,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // Built by `npm test` (root `npm run build`: web, then server); the server also serves apps/web/dist.
      command: 'node ../apps/server/dist/main.js',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED: 'true',
        NODE_ENV: 'test',
        AUTH_DEV_LOGIN: 'true',
        LOG_LEVEL: 'warn',
        // The global per-IP limit (600 a minute) also counts the app's scripts, styles and translations; one
        // browser replaying every flow from 127.0.0.1 goes past it. Per-route limits (contact, sign-in) stay on.
        RATE_LIMIT_MAX: '0',
        FX_RATES_URL: RATES_URL,
      },
    },
  ],
});
