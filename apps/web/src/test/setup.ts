import { createRequire } from 'node:module';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Dialogs and other parts load their code on first use (a dynamic import): on a busy CI machine the first one of a
// file took more than Testing Library's default second to appear (a confirm dialog, the "Show in Korean" card).
// A finding query still fails when the element never comes, after 3 s instead of 1.
configure({ asyncUtilTimeout: 3000 });

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  // Absent in tests that run in the node environment.
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});

// Preact runs effects after the next frame, with a 100 ms timer as a fallback that then cancels the frame: a timer
// still pending when a DOM test file ends fired after the environment was gone ("cancelAnimationFrame is not
// defined", seen in CI on a slow machine). Let such timers run while the DOM is still there.
afterAll(async () => {
  if (typeof document !== 'undefined') await new Promise((resolve) => setTimeout(resolve, 150));
});

// Production renders with Preact (vite.config.ts `alias`); a dependency that reached the real React through
// Node's require (a CommonJS file Vite did not transform) would make a test pass or fail for the wrong reason.
afterAll(() => {
  const loaded = Object.keys(createRequire(import.meta.url).cache).filter((path) =>
    /[\\/]node_modules[\\/](react|react-dom)[\\/]/.test(path),
  );
  if (loaded.length > 0) throw new Error(`the real React was loaded: ${loaded.join(', ')}`);
});
