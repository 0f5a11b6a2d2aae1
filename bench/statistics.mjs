// npm run bench:statistics (issue 14 budgets), on PostgreSQL in a fresh database with the demo data:
//  1. POST /api/analytics/pageview (a browser's batch of one path) against a baseline route of the same app,
//     GET /api/config (no database, no session: the cheapest thing the app answers): at least 40% of its
//     throughput. The bare baseline answering the route's own bytes outside the app (bare-server.mjs) is printed
//     for comparison.
//  2. The four statistics endpoints, signed in as an admin, with 1,000,000 page views, 100,000 posts and 300,000
//     comments (and 20,000 users) spread over 2 years: p50 of sequential requests at most 50 ms each, for the
//     7-day and the 3-month period.
import { DURATION, figuresLine, load, runPostgresBench, secondsSince, throughput } from './common.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const GROW = {
  users: Number(process.env.BENCH_STATS_USERS ?? 20_000),
  posts: Number(process.env.BENCH_POSTS_GROW_TO ?? 100_000),
  comments: Number(process.env.BENCH_COMMENTS_GROW_TO ?? 300_000),
  pageViews: Number(process.env.BENCH_PAGE_VIEWS ?? 1_000_000),
};
const DAYS = 730;
const P50_BUDGET_MS = 50;
const MIN_RATIO = 0.4;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PAGE_VIEW = '/api/analytics/pageview';
const BODY = JSON.stringify({ paths: ['/kcourse'] });

/** The page view batch, as browsers send it. */
const PAGE_VIEW_REQUEST = { method: 'POST', body: BODY };

/** p50 (ms) of `samples` sequential GETs with the admin's cookie, after 20 warm-up ones. */
async function p50(url, cookie, samples, before) {
  const times = [];
  for (let i = 0; i < samples + 20; i++) {
    if (before) await before();
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Users, posts and comments over the last DAYS days, through the app's triggers (the rollups follow). */
async function grow(db) {
  const spread = (s) => `now() - (((${s})::bigint * 7919) % ${DAYS * 24 * 60}) * interval '1 minute'`;
  await db.query(
    `insert into users (email, name, provider, email_verified, created_at)
     select 'stats-bench-' || s || '@example.com', 'Stats bench ' || s, 'dev', true, ${spread('s')}
     from generate_series(1, $1::int) as s on conflict do nothing`,
    [GROW.users],
  );
  const author = `(select min(id) from users)`;
  for (let done = 0; done < GROW.posts; done += 10_000) {
    await db.query(
      `insert into posts (post_type, status, category, title, content, author_id, created_at, updated_at)
       select (case when s % 20 = 0 then 'trend' else 'community' end)::post_type, 'published',
              case when s % 20 = 0 then 'trend' else 'community' end,
              'Stats bench post ' || s, 'Bench', ${author} + s % 1000, ${spread('s')}, now()
       from generate_series($1::int, $2::int) as s`,
      [done + 1, Math.min(done + 10_000, GROW.posts)],
    );
  }
  await db.query('analyze posts');
  const { rows } = await db.query('select min(id) as lo, max(id) as hi from posts');
  const { lo, hi } = rows[0];
  for (let done = 0; done < GROW.comments; done += 20_000) {
    await db.query(
      `insert into post_comments (post_id, author_id, content, created_at, updated_at)
       select ${lo} + (s * 7) % (${hi} - ${lo} + 1), ${author} + s % 1000, 'Bench comment', ${spread('s * 3')}, now()
       from generate_series($1::int, $2::int) as s`,
      [done + 1, Math.min(done + 20_000, GROW.comments)],
    );
  }
  // Page views as the recorder leaves them once compacted: per day and path (30 paths), summing to the target;
  // post views on a fifth of the posts' days.
  const paths = 30;
  const perRow = Math.floor(GROW.pageViews / (DAYS * paths));
  const extra = GROW.pageViews - perRow * DAYS * paths;
  await db.query(
    `insert into activity_days (day, metric, key, n, compacted)
     select current_date - d, 'page_views', '/bench/path-' || p,
            ${perRow} + case when d * ${paths} + p < ${extra} then 1 else 0 end, true
     from generate_series(0, ${DAYS - 1}) as d, generate_series(0, ${paths - 1}) as p
     on conflict (day, metric, key) where compacted do update set n = activity_days.n + excluded.n`,
  );
  await db.query(
    `insert into post_activity_days (day, post_id, views)
     select current_date - (s % ${DAYS}), ${lo} + (s * 13) % (${hi} - ${lo} + 1), 1 + s % 5
     from generate_series(1, 200000) as s`,
  );
  // What the app's compactor does every minute (analytics.repository.ts), so the reads meet the steady state.
  await db.query(`with moved as (delete from activity_days where not compacted returning day, metric, key, n)
    insert into activity_days (day, metric, key, n, compacted)
    select day, metric, key, sum(n), true from moved group by 1, 2, 3
    on conflict (day, metric, key) where compacted do update set n = activity_days.n + excluded.n`);
  await db.query(`with moved as (
      delete from post_activity_days where not compacted returning day, post_id, views, likes, comments)
    insert into post_activity_days (day, post_id, views, likes, comments, compacted)
    select day, post_id, sum(views), sum(likes), sum(comments), true from moved group by 1, 2
    on conflict (day, post_id) where compacted do update set views = post_activity_days.views + excluded.views,
      likes = post_activity_days.likes + excluded.likes, comments = post_activity_days.comments + excluded.comments`);
  for (const table of ['users', 'posts', 'post_comments', 'activity_days', 'post_activity_days'])
    await db.query(`vacuum analyze ${table}`);
  await db.query('checkpoint');
  const counts = await db.query(
    `select (select count(*) from users)::int as users, (select count(*) from posts)::int as posts,
            (select count(*) from post_comments)::int as comments,
            (select sum(n) from activity_days where metric = 'page_views')::bigint as "pageViews",
            (select count(*) from activity_days)::int as "rollupRows",
            (select count(*) from post_activity_days)::int as "postRollupRows"`,
  );
  return counts.rows[0];
}

await runPostgresBench(
  'Statistics benchmark (issue 14)',
  { PAGE_VIEW_RATE_LIMIT: '0', MAX_EVENT_LOOP_DELAY_MS: '0' },
  async ({ url, bare, db, say }) => {
    let met = true;
    const headers = { 'content-type': 'application/json', 'user-agent': BROWSER, origin: url };

    // 1. Recording a page view against the bare baseline answering the same bytes.
    const res = await fetch(url + PAGE_VIEW, { method: 'POST', headers, body: BODY });
    if (!res.ok) throw new Error(`POST ${PAGE_VIEW}: ${res.status}`);
    const real = Buffer.from(await res.arrayBuffer());
    const replayed = Object.fromEntries(
      [...res.headers].filter(
        ([name]) =>
          !['connection', 'keep-alive', 'content-length', 'date', 'transfer-encoding'].includes(name),
      ),
    );
    const stored = await fetch(bare + PAGE_VIEW, {
      method: 'PUT',
      headers: { 'x-bare-headers': JSON.stringify(replayed) },
      body: real,
    });
    if (!stored.ok) throw new Error(`bare snapshot: ${stored.status}`);
    await load(bare + PAGE_VIEW, headers, DURATION, PAGE_VIEW_REQUEST); // warm-up
    const b = await throughput(bare + PAGE_VIEW, 'bare baseline', headers, PAGE_VIEW_REQUEST);
    const before = (
      await db.query(`select coalesce(sum(n), 0)::bigint as n from activity_days where metric = 'page_views'`)
    ).rows[0].n;
    const r = await throughput(url + PAGE_VIEW, PAGE_VIEW, headers, PAGE_VIEW_REQUEST);
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the recorder writes once a second
    const after = (
      await db.query(`select coalesce(sum(n), 0)::bigint as n from activity_days where metric = 'page_views'`)
    ).rows[0].n;
    await load(`${url}/api/config`); // warm-up
    const c = await throughput(`${url}/api/config`, 'GET /api/config');
    const ratio = r.rps / c.rps;
    const ok = ratio >= MIN_RATIO;
    if (!ok) met = false;
    say(`  POST ${PAGE_VIEW}  (${BODY}, answer ${real.length} bytes)`);
    say(figuresLine('bare baseline, same bytes', b));
    say(figuresLine('baseline route GET /api/config', c));
    say(figuresLine('the route', r));
    say(
      `    ${(ratio * 100).toFixed(1)}% of the baseline route's throughput (${((r.rps / b.rps) * 100).toFixed(1)}% ` +
        `of the bare baseline's)   budget >= ${MIN_RATIO * 100}%: ${ok ? 'MET' : 'MISSED'}`,
    );
    say(`    page views written during the run: ${Number(after) - Number(before)}`);

    // 2. The statistics endpoints at scale.
    const login = await fetch(`${url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'admin@example.com', name: 'Bench admin' }),
    });
    if (!login.ok) throw new Error(`dev-login: ${login.status}`);
    const cookie = /ktravel_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')[0];
    const started = Date.now();
    const grown = await grow(db);
    say(
      `\n== Statistics endpoints, p50 of ${SAMPLES} sequential requests; ${grown.users} users, ${grown.posts} posts, ` +
        `${grown.comments} comments, ${grown.pageViews} page views over ${DAYS} days (grown in ${secondsSince(started)} s; ` +
        `${grown.rollupRows} + ${grown.postRollupRows} rollup rows)`,
    );
    // Top content is reused until a like, comment, save, share or view changes it (at most a minute for other
    // instances' views): its p50 is mostly that; the first answer after a change reads the rollup (printed too).
    const touch = () =>
      db.query(`update posts set updated_at = updated_at where id = (select min(id) from posts)`);
    for (const period of ['7days', '3months']) {
      const route = `/api/admin/statistics/top-content?period=${period}`;
      const ms = await p50(url + route, cookie, 40, touch);
      say(`  GET ${route.padEnd(52)} ${ms.toFixed(2).padStart(7)} ms   right after a change (figure only)`);
    }
    for (const period of ['7days', '3months']) {
      for (const suffix of ['', '/daily', '/categories', '/top-content']) {
        const route = `/api/admin/statistics${suffix}?period=${period}`;
        const ms = await p50(url + route, cookie, SAMPLES);
        const fine = ms <= P50_BUDGET_MS;
        if (!fine) met = false;
        say(
          `  GET ${route.padEnd(52)} ${ms.toFixed(2).padStart(7)} ms   budget <= ${P50_BUDGET_MS} ms: ${fine ? 'MET' : 'MISSED'}`,
        );
      }
    }
    return met;
  },
);
