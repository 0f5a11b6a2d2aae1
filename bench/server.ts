// The real app, started for benchmarking. With BENCH_APP_BASELINE=1 the bench also compares routes with the older
// in-app baseline: a route of this app answering a snapshot of another route from memory.
// Run by run.mjs as its own process (so the load generator does not share its event loop).
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';

const config = loadConfig();
/**
 * Answers of real routes taken once (PUT /api/bench/baseline/snapshot/{name}?path=...), then served from memory by
 * GET /api/bench/baseline/snapshot/{name} (places.mjs, courses.mjs).
 */
const snapshots = new Map<string, unknown>();
const app = await buildApp(config, {
  extraRoutes: (api) => {
    api.get<{ Params: { name: string } }>('/bench/baseline/snapshot/:name', async (request, reply) => {
      const payload = snapshots.get(request.params.name);
      if (payload === undefined) return reply.code(404).send({ error: 'no such snapshot' });
      return payload;
    });
    api.put<{ Params: { name: string }; Querystring: { path: string } }>(
      '/bench/baseline/snapshot/:name',
      async (request, reply) => {
        const cookie = request.headers.cookie;
        const res = await app.inject({
          method: 'GET',
          url: request.query.path,
          headers: cookie ? { cookie } : {},
        });
        if (res.statusCode !== 200) return reply.code(502).send({ error: `${res.statusCode} ${res.body}` });
        snapshots.set(request.params.name, res.json());
        return { ok: true };
      },
    );
  },
});
if (process.env.BENCH_SEED === 'true') await seedIfEmpty(app.database, app.log);
// comments.mjs on PGlite, where only this process may open the database: grows the first public course's and the
// first published community post's comments to BENCH_GROW_COMMENTS each, oldest first, a second apart.
const growComments = Number(process.env.BENCH_GROW_COMMENTS ?? 0);
if (growComments > 0) {
  for (const [table, column, parent] of [
    [
      'course_comments',
      'course_id',
      `(select id from courses where visibility = 'public' order by id limit 1)`,
    ],
    [
      'post_comments',
      'post_id',
      `(select id from posts where status = 'published' and post_type = 'community' order by id limit 1)`,
    ],
  ] as const) {
    await app.database.db.execute(
      sql.raw(`insert into ${table} (${column}, author_id, content, created_at, updated_at)
        select ${parent}, u.id, 'Bench comment ' || s, now() - (${growComments} - s) * interval '1 second', now()
        from generate_series(1, ${growComments}) as s
        join (select id, row_number() over (order by id) - 1 as idx, count(*) over () as total from users) as u
          on u.idx = s % u.total`),
    );
  }
  // What the embedded database's housekeeping (db/housekeeping.ts) does within minutes of such a load.
  await app.database.db.execute(sql`vacuum (analyze) course_comments, post_comments`);
  await app.database.checkpoint();
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
