import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultClientMainFields } from 'vite';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

/** Dependencies resolve to the files the browser build uses (ES modules, `browser` fields), as in production. */
const browserResolution = {
  conditions: [...defaultClientConditions],
  mainFields: [...defaultClientMainFields],
};

/**
 * Component tests (`.test.tsx`) run in jsdom; plain logic tests (`.test.ts`) in node, which starts in a fraction
 * of the time. A `.test.ts` that needs the DOM (storage, window) says so in its first line:
 * `// @vitest-environment jsdom`.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias, ...browserResolution },
  // Plain logic tests run in node (Vite's ssr environment): resolve their imports as the browser build does too.
  environments: { ssr: { resolve: browserResolution } },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Dependencies go through Vite like the app's own code, so the `react` → Preact aliases reach the libraries
    // too (Testing Library, React Router, TanStack Query, Radix…): tests render with Preact, as production does.
    // Left external, Node would load the real react and react-dom for them beside Preact for our code.
    server: { deps: { inline: true } },
    // Two test files at a time, also on a 2-core machine (vitest's default there is one): 2.0 -> 1.3 min here.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'dom', include: ['src/**/*.test.tsx'] } },
      {
        extends: true,
        test: { name: 'logic', include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
