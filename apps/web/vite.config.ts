import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkPlan } from './build/chunk-plan.ts';
import { pureCalls } from './build/pure-calls.ts';
import { routePreloads } from './scripts/route-preloads.ts';
import { I18N_NAMESPACE, LOCALES_PATH } from './src/lib/locales-version.ts';

/**
 * `@/…` is `src/…` (tsconfig `paths` says the same to TypeScript); vitest.config.ts uses it too.
 *
 * React and React DOM are Preact 11 (`preact/compat`) at run time: the source and every library stay written
 * against React (and are typechecked against @types/react), the bundle carries Preact's ~12 KB instead of
 * react-dom's ~63 KB gzip. Preact 11 is needed, not 10: react-leaflet 5 reads its context with React 19's
 * `use()`, and 11 passes `ref` to function components as a prop like React 19. The JSX runtime is compat's, so
 * compat's option hooks (className, onChange→onInput, …) are in place before the first element is made.
 * Anchored patterns: `react-dom/client` must not fall through to the `react-dom` entry. See decision 013.
 */
export const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // The shim (recharts', Radix's) only hands over to React's own useSyncExternalStore: compat's, without the shim.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * React Router 7 publishes its production build (dist/production: its development warnings compiled out) but its
 * package exports name only the development one, for every bundler and mode (remix-run/react-router#12532, "intended
 * to be temporary"; #14753). The two differ in `ENABLE_DEV_WARNINGS` alone: with it true, every navigation, route
 * match and link runs checks that only warn a developer. A build takes the production files.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const productionAlias = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * For the service worker's own build: vite-plugin-pwa 2 asks Rolldown for one file with Rollup's name for it
 * (`output.inlineDynamicImports`), which Rolldown reports deprecated on every build. Rolldown's name for the same
 * thing is `codeSplitting: false`; the output is the same single `sw.mjs`.
 */
function workerInOneFile(): Plugin {
  return {
    name: 'ktravel-worker-in-one-file',
    outputOptions(options) {
      const { inlineDynamicImports, ...rest } = options;
      return inlineDynamicImports ? { ...rest, codeSplitting: false } : options;
    },
  };
}

const ROUTES_FILE = fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url));
/** The pages a first visit most often lands on (the Lighthouse budgets' pages): their chunks are planned. */
const chunks = chunkPlan(
  ROUTES_FILE,
  {
    '': 'home',
    kmap: 'kmap',
    kcourse: 'kcourse',
    'kcourse/:courseId': 'course',
    planner: 'planner',
    buzz: 'buzz',
    // Issue 33: pages outside the plan load the planned chunks of the pages they share modules with (/tips loaded
    // K-Map's and K-Course's page chunks, a post K-Map's and a course's).
    'buzz/post/:id': 'post',
    tips: 'tips',
  },
  // The map (LazyAppMap): course pages and the planner load it too, and must not load K-Map's page with it. K-Map's
  // place panel and the place drawings load after the first paint (issue 33): planned like pages, so that what
  // they share with a page is not pulled into another page's chunk (the panel's report button into a post's).
  {
    'src/components/map/app-map.tsx': 'map',
    'src/features/kmap/components/place-detail-panel.tsx': 'place',
    'src/components/place-illustrations/scenes.ts': 'art',
  },
  {
    leaveAlone: /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/,
    firstLoadAlso: /packages[\\/]contract[\\/]src[\\/](constants|limits|geo|seoul-date|languages)\.ts$/,
    // What only a few pages share (the place illustrations: K-Map and a course) is apart from the shared chunk.
    minSetChunkSize: 12 * 1024,
  },
);

/** The API server (apps/server) listens here in development; see DESIGN §2. */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    // React Fast Refresh cannot patch Preact components (it hooks into react-dom): with it off, an edited module
    // reloads the page in development instead of leaving the old component on screen.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    chunks.plugin,
    // Building a zod schema has no side effects: unused contract schemas (and with them zod) are dropped from
    // bundles that only need the contract's constants and types, e.g. the one every page loads. Likewise
    // making an icon (lineIcon, brandIcon): a chunk keeps only the icons it uses.
    pureCalls(['z', 'dataOf', 'pageOf', 'pageQuery', 'lineIcon', 'brandIcon']),
    routePreloads(ROUTES_FILE, LOCALES_PATH.replace('{{ns}}', I18N_NAMESPACE)),
    // The service worker (src/sw/sw.ts -> /sw.js) with the build's precache list (DESIGN §8.2). The manifest is
    // the server's (/manifest.webmanifest, in the reader's language); the app registers the worker itself
    // (lib/offline/register-sw.ts), after the first paint.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        // The shell, every page chunk and style a visitor's pages load, the icons; not the admin pages (an
        // administrator works at a desk, online), source maps, the install screenshots or the share image.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/icon-192.png'],
        globIgnores: ['assets/admin-*', '**/*.map'],
        maximumFileSizeToCacheInBytes: 400 * 1024,
        minify: true,
        sourcemap: false,
        // The plugin builds the worker with Rollup's `inlineDynamicImports: true`, which Rolldown (Vite 8) calls
        // deprecated on every build; the same setting under its new name (one file, no chunks) silences it.
        buildPlugins: { vite: [workerInOneFile()] },
      },
    }),
  ],
  resolve: { alias: command === 'build' ? [...productionAlias, ...alias] : alias },
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
          // The plan names every module it groups, dependencies included (see build/chunk-plan.ts).
          includeDependenciesRecursively: false,
          // `name` is the plan's function, so the bundler asks for a label of its own (it warned on every build
          // without one).
          groups: [{ name: chunks.name, debugName: 'chunk-plan' }],
        },
      },
      onLog(level, log, handler) {
        // React Router looks `useOptimistic` up on React on purpose (`React["useOptimistic"]`) and falls back to
        // plain state when it is missing, as it is in preact/compat: the bundler's "will always be undefined"
        // is that fallback working, not a fault, and alarmed every first `npm start`. Only this one is silenced.
        if (
          log.code === 'IMPORT_IS_UNDEFINED' &&
          log.message.includes('useOptimistic') &&
          log.message.includes('preact/compat')
        ) {
          return;
        }
        handler(level, log);
      },
      treeshake: {
        // Icon files only declare components: a page that imports one icon through the icons index does not
        // pull the other icon files into its chunk (the first page would load every icon otherwise).
        moduleSideEffects: [{ test: /src[\\/]components[\\/]icons[\\/]/, sideEffects: false }],
      },
    },
  },
}));
