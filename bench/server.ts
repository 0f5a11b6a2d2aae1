// The real app, started for benchmarking, with baseline routes that answer the same JSON from memory.
// Run by run.mjs as its own process (so the load generator does not share its event loop).
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const config = loadConfig();
const me = JSON.parse(process.env.BENCH_ME_JSON ?? 'null');
const app = await buildApp(config, {
  extraRoutes: (api) => {
    api.get('/bench/baseline/me', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return me;
    });
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
const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`BENCH_LISTENING ${typeof address === 'object' && address ? address.port : config.port}`);
