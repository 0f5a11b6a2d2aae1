import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pureCalls } from './build/pure-calls.ts';

/** `@/…` is `src/…` (tsconfig `paths` says the same to TypeScript); vitest.config.ts uses it too. */
export const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** The API server (apps/server) listens here in development; see DESIGN §2. */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Building a zod schema has no side effects: unused contract schemas (and with them zod) are dropped from
    // bundles that only need the contract's constants and types, e.g. the one every page loads. Likewise
    // making an icon (lineIcon, brandIcon): a chunk keeps only the icons it uses.
    pureCalls(['z', 'dataOf', 'pageOf', 'pageQuery', 'lineIcon', 'brandIcon']),
  ],
  resolve: { alias },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page uses TanStack Query: one chunk instead of pieces split by which lazy pages share
            // them, which cost the first page more in per-chunk overhead than the few unused functions.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
      treeshake: {
        // Icon files only declare components: a page that imports one icon through the icons index does not
        // pull the other icon files into its chunk (the first page would load every icon otherwise).
        moduleSideEffects: [{ test: /src[\\/]components[\\/]icons[\\/]/, sideEffects: false }],
      },
    },
  },
});
