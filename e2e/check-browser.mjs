// Runs before the browser tests: says in one line what to install when there is no Chromium, instead of a
// Playwright stack trace. The unit and server tests have already run by then (`npm test`).
import fs from 'node:fs';

const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  fs.accessSync(browser, fs.constants.X_OK);
} catch {
  console.error(
    `Browser tests need Chromium at ${browser}: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to another Chromium or Chrome.`,
  );
  process.exit(1);
}
