// Debian's Chromium as the browser tests (e2e/playwright.config.ts) and the benches (bench/lighthouse.mjs) start it:
// `npx playwright install` cannot work on these machines (DESIGN §7).

/**
 * Chromium's flags here: no sandbox (it cannot start one in these containers), no GPU, and none of the browser's
 * own traffic (updates, sync, first-run pages, QUIC) beside what a test or a measurement sends.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
