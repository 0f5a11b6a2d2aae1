// npm run bench:posts (issue 11 budgets), on PostgreSQL in a fresh database with the demo data:
//  1. GET /api/posts?postType=community&limit=5 and GET /api/posts/{id} against the bare baseline (the same bytes
//     from a minimal node:http server outside the app): at least 40% of its throughput, p99 at most 2x.
//  2. The same while a writer toggles likes on other posts at 50 per second (through the API, as members do):
//     at least 30%, p99 at most 2x.
//  3. Growth: p50 of both (cached, and right after a change, uncached) with the demo data, then with 100,000
//     posts, 1,000,000 likes and 300,000 comments: each at most 1.5x.
import { bestP50s, compareToBaseline, reportGrowth, runPostgresBench, secondsSince } from './common.mjs';
import { growPosts } from './grow-posts.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const GROW = {
  posts: Number(process.env.BENCH_POSTS_GROW_TO ?? 100_000),
  likes: Number(process.env.BENCH_LIKES_GROW_TO ?? 1_000_000),
  comments: Number(process.env.BENCH_COMMENTS_GROW_TO ?? 300_000),
};
const WRITES_PER_SECOND = 50;
/** Members the writer signs in: each likes at most once a second, within the per-member limit (120 a minute). */
const WRITERS = 60;
const LIST = '/api/posts?postType=community&limit=5';

/** Signs in a member by development sign-in and answers the session cookie. */
async function signIn(url, i) {
  const res = await fetch(`${url}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-writer-${i}@example.com`, name: `Bench writer ${i}` }),
  });
  if (!res.ok) throw new Error(`dev-login: ${res.status}`);
  return /ktravel_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')[0];
}

/**
 * Toggles likes on `postIds` at WRITES_PER_SECOND, round robin over WRITERS members, until stopped; answers the
 * stop function, which reports how many toggles were made and whether any failed.
 */
async function startLikeWriter(url, postIds) {
  const cookies = [];
  for (let i = 0; i < WRITERS; i++) cookies.push(await signIn(url, i));
  let sent = 0;
  let failed = 0;
  const timer = setInterval(() => {
    const n = sent++;
    fetch(`${url}/api/posts/buzz/${postIds[n % postIds.length]}/like`, {
      method: 'POST',
      headers: { cookie: cookies[n % cookies.length] },
    })
      .then((res) => {
        if (!res.ok) failed += 1;
        return res.arrayBuffer();
      })
      .catch(() => {
        failed += 1;
      });
  }, 1000 / WRITES_PER_SECOND);
  const started = Date.now();
  return () => {
    clearInterval(timer);
    return { sent, failed, perSecond: sent / ((Date.now() - started) / 1000) };
  };
}

await runPostgresBench('Posts benchmark (issue 11)', {}, async ({ url, bare, db, say }) => {
  // The demo community post with the most comments, for a full detail; the writer likes the others.
  const { rows } = await db.query(
    `select id from posts where post_type = 'community' and status = 'published'
     order by comment_count desc, id limit 1`,
  );
  const postId = rows[0].id;
  const detail = `/api/posts/${postId}`;
  const others = (
    await db.query(`select id from posts where status = 'published' and id <> $1 order by id`, [postId])
  ).rows.map((r) => r.id);

  let met = true;
  for (const route of [LIST, detail]) {
    if (!(await compareToBaseline(url, { route, say, bare }))) met = false;
  }
  say(`\n== While a writer toggles likes on ${others.length} other posts at ${WRITES_PER_SECOND}/s`);
  const stop = await startLikeWriter(url, others);
  try {
    for (const route of [LIST, detail]) {
      if (!(await compareToBaseline(url, { route, say, bare, minRatio: 0.3 }))) met = false;
    }
  } finally {
    const writer = stop();
    say(`  writer: ${writer.sent} toggles (${writer.perSecond.toFixed(1)}/s), ${writer.failed} failed`);
    if (writer.failed > 0) met = false;
  }

  // A write that changes nothing but still raises the post's version (and the list's): the next read is uncached.
  const touch = () => db.query('update posts set updated_at = updated_at where id = $1', [postId]);
  const queries = [
    ['community list (limit=5)', LIST],
    ['community list after a change', LIST, touch],
    [`detail (${detail})`, detail],
    ['detail after a change', detail, touch],
  ];
  const seeded = await bestP50s(url, queries, SAMPLES);
  const startedGrow = Date.now();
  const grown = await growPosts(db, GROW);
  const after = await bestP50s(url, queries, SAMPLES);
  say(
    `\n== Growth: p50 of ${SAMPLES} sequential requests (the best of three passes); the demo data, then ${grown.posts} posts, ` +
      `${grown.likes} likes and ${grown.comments} comments (grown in ${secondsSince(startedGrow)} s)`,
  );
  if (!reportGrowth(say, queries, seeded, after)) met = false;
  return met;
});
