// Bundles the server into dist/main.js (the seed command into dist/seed-cli.js, the import worker into
// dist/import-worker.js), with its dependencies:
// loading one file instead of some 600 modules from node_modules took 0.09 s off each start (0.93 -> 0.84 s on an
// existing PGlite folder, `npm run bench:cold-start`). Dependencies that must load from node_modules stay there
// (`STAY_EXTERNAL`); the migrations are copied beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Loaded from node_modules, not bundled: PGlite (its WebAssembly and data files sit beside its code), sharp (native),
 * pg (loaded only for PostgreSQL; may require its optional native driver), pino and its pretty transport (they run
 * a worker thread from their own files), Swagger UI (serves its own files), and what only some configurations load
 * (S3 storage's AWS SDK through createRequire, Redis, Prometheus metrics).
 */
const STAY_EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  'pg',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger-ui',
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  'ioredis',
  'prom-client',
];

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'seed-cli': path.join(root, 'src/db/seed/seed-cli.ts'),
    // The course import's worker thread (modules/course-imports/import-pool.ts starts dist/import-worker.js).
    'import-worker': path.join(root, 'src/modules/course-imports/import-worker.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...STAY_EXTERNAL, ...STAY_EXTERNAL.map((d) => `${d}/*`)],
  // The bundled CommonJS packages require Node's built-in modules (and the external pino): an ES module has no
  // `require` of its own.
  banner: {
    js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
console.log('server built: dist/main.js');
