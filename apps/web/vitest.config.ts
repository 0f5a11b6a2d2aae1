import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

/**
 * Component tests (`.test.tsx`) run in jsdom; plain logic tests (`.test.ts`) in node, which starts in a fraction
 * of the time. A `.test.ts` that needs the DOM (storage, window) says so in its first line:
 * `// @vitest-environment jsdom`.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      { extends: true, test: { name: 'dom', include: ['src/**/*.test.tsx'] } },
      {
        extends: true,
        test: { name: 'logic', include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
