import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import { type Database, queryRows } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { PageViewRecorder } from '../modules/analytics/page-view-recorder.ts';

/** Active sessions: seen within this window, as on the statistics screen. */
const ACTIVE_WINDOW = '5 minutes';

/** prom-client's default gauges named like counters (see where they are removed). */
export const DUPLICATE_TOTALS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
] as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /api/metrics in Prometheus text format, for operators (issue 14): request counts and durations per route
 * and status, Node's event-loop lag, heap and GC (prom-client's defaults), database pool connections, active
 * sessions and page views. Registered only when METRICS_TOKEN is set, and then only for callers sending it as a
 * Bearer token. A registry per app, so several apps in one process (tests) keep their own figures.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { config: AppConfig; database: Database; recorder: PageViewRecorder },
  ) => {
    const { config, database, recorder } = opts;
    const token = config.metricsToken;
    if (!token) return;
    // Loaded only when metrics are on: prom-client costs about 70 ms of start-up.
    const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
    const register = new Registry();
    collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
    // prom-client also writes each sum of the per-type gauges `nodejs_active_{handles,requests,resources}` as a gauge
    // named `…_total`, a suffix Prometheus keeps for counters (promtool check metrics says so): left out, as
    // `sum(nodejs_active_handles)` gives the same figure.
    for (const name of DUPLICATE_TOTALS) register.removeSingleMetric(name);

    const labelNames = ['method', 'route', 'status_code'] as const;
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds, per route template and status',
      labelNames,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [register],
    });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, per route template and status',
      labelNames,
      registers: [register],
    });
    new Gauge({
      name: 'ktravel_db_pool_connections',
      help: 'Database connections by state (PGlite: one, in-process)',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        if (database.kind === 'postgres') {
          const pool = (database.db as unknown as { $client: pg.Pool }).$client;
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        } else {
          this.set({ state: 'total' }, database.connections());
          this.set({ state: 'idle' }, 0);
          this.set({ state: 'waiting' }, 0);
        }
      },
    });
    new Gauge({
      name: 'ktravel_active_sessions',
      help: `Signed-in sessions with a request in the last ${ACTIVE_WINDOW}`,
      registers: [register],
      async collect() {
        const [row] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from sessions
              where last_seen_at > now() - ${ACTIVE_WINDOW}::interval and expires_at > now()`,
        );
        this.set(row?.n ?? 0);
      },
    });
    let reported = 0;
    new Counter({
      name: 'ktravel_page_views_total',
      help: 'Page views recorded by this instance (robots and prefetches left out)',
      registers: [register],
      collect() {
        this.inc(recorder.counted - reported);
        reported = recorder.counted;
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // Route templates only (unmatched addresses share one label), so the label set stays small.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      duration.observe(labels, reply.elapsedTime / 1000);
      requests.inc(labels);
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasBearerToken(request, token))
        throw new AppError(401, 'NOT_SIGNED_IN', 'The metrics need the Bearer token (METRICS_TOKEN)');
      reply.header('cache-control', 'no-store').type(register.contentType);
      return register.metrics();
    });
  },
);
