// The real app, started for benchmarking, with baseline routes that answer the same JSON from memory.
// Run by run.mjs as its own process (so the load generator does not share its event loop).
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';

const config = loadConfig();
const me = JSON.parse(process.env.BENCH_ME_JSON ?? 'null');
/** GET /api/places?pageSize=100 as the real route answered it once at start (places.mjs). */
let placesPayload: unknown = null;
const app = await buildApp(config, {
  extraRoutes: (api) => {
    api.get('/bench/baseline/me', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return me;
    });
    api.get('/bench/baseline/places', async () => placesPayload);
    api.get('/bench/baseline/health', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: {
          status: 'ok',
          database: 'up',
          version: config.version,
          uptimeSeconds: Math.round(process.uptime()),
        },
      };
    });
  },
});
if (process.env.BENCH_SEED === 'true') await seedIfEmpty(app.database, app.log);
if (process.env.BENCH_PLACES === 'true') {
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/places?pageSize=100' });
  if (res.statusCode !== 200) throw new Error(`places baseline: ${res.statusCode} ${res.body}`);
  placesPayload = res.json();
}
const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`BENCH_LISTENING ${typeof address === 'object' && address ? address.port : config.port}`);
