import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (apps/server) listens here in development; see DESIGN §2. */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
        // Building a zod schema has no side effects: unused contract schemas (and with them zod) are dropped
        // from bundles that only need the contract's constants and types, e.g. the one every page loads.
        manualPureFunctions: ['z', 'dataOf', 'pageOf', 'pageQuery'],
      },
    },
  },
});
