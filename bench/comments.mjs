// npm run bench:comments (issue 16 budget), on PostgreSQL in a fresh database with the demo data:
//   a public course grown to 50,000 comments (and a post likewise, for the post comments list, which shares
//   lib/comment-pages.ts): p50 of sequential requests for its last page (where new comments appear), budget at
//   most 3 ms; the same right after a new comment, the first and the middle page are printed beside it. Then the
//   same pages on PGlite (figures only, as bench:api does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bestP50s, runPostgresBench, secondsSince, startServer } from './common.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const COMMENTS = Number(process.env.BENCH_COURSE_COMMENTS ?? 50_000);
const PAGE_SIZE = 10;
const BUDGET_MS = 3;

/**
 * Gives the course `courseId` (or the post `postId`) `n` comments in all, a second apart and oldest first, by
 * the demo members in turn, through the app's triggers (the counters follow).
 */
async function growComments(db, table, column, id, n) {
  const { rows } = await db.query(`select count(*)::int as n from ${table} where ${column} = $1`, [id]);
  for (let done = rows[0].n; done < n; done += 10_000) {
    await db.query(
      `insert into ${table} (${column}, author_id, content, created_at, updated_at)
       select $1, u.id, 'Bench comment ' || s, now() - ($3::int - s) * interval '1 second', now()
       from generate_series($2::int, least($2::int + 9999, $3::int)) as s
       join (select id, row_number() over (order by id) - 1 as idx, count(*) over () as total from users) as u
         on u.idx = s % u.total`,
      [id, done + 1, n],
    );
  }
  await db.query(`vacuum analyze ${table}`);
}

await runPostgresBench(
  'Comments benchmark (issue 16)',
  {},
  async ({ url, db, say }) => {
    const course = (await db.query(`select id from courses where visibility = 'public' order by id limit 1`))
      .rows[0].id;
    const post = (
      await db.query(
        `select id from posts where status = 'published' and post_type = 'community' order by id limit 1`,
      )
    ).rows[0].id;
    const started = Date.now();
    await growComments(db, 'course_comments', 'course_id', course, COMMENTS);
    await growComments(db, 'post_comments', 'post_id', post, COMMENTS);
    const counts = await db.query(
      `select (select comment_count from courses where id = $1) as course, (select comment_count from posts where id = $2) as post`,
      [course, post],
    );
    const last = Math.ceil(COMMENTS / PAGE_SIZE);
    const middle = Math.ceil(last / 2);
    const courseList = (page) => `/api/comments/course/${course}?page=${page}&limit=${PAGE_SIZE}`;
    const postList = (page) => `/api/comments/post/${post}?page=${page}&limit=${PAGE_SIZE}`;
    // A new comment (another member's, written in SQL) before each request: the list's remembered keys no longer
    // hold, so the page is read from the nearer end, as right after a change.
    let added = 0;
    const newComment = () =>
      db.query(
        `insert into course_comments (course_id, author_id, content)
       select $1, id, 'Bench new comment ' || $2 from users order by id limit 1`,
        [course, ++added],
      );
    const queries = [
      [`course: last page (${last})`, courseList(last)],
      ['course: last page after a comment', courseList(last), newComment],
      ['course: first page', courseList(1)],
      [`course: middle page (${middle})`, courseList(middle)],
      ['course: middle page after a comment', courseList(middle), newComment],
      [`post: last page (${last})`, postList(last)],
      ['post: first page', postList(1)],
      [`post: middle page (${middle})`, postList(middle)],
    ];
    const p50 = await bestP50s(url, queries, SAMPLES);
    say(
      `\n== Comments of a course and of a post with ${counts.rows[0].course} and ${counts.rows[0].post} comments ` +
        `(grown in ${secondsSince(started)} s), ${PAGE_SIZE} a page: p50 of ${SAMPLES} sequential requests ` +
        '(the best of three passes)',
    );
    say(
      '  (a page read again is read from the keys of its last reading; "after a comment" reads from the nearer end)',
    );
    let met = true;
    for (const [name] of queries) {
      // The figure is the last page; right after a comment it is printed beside it.
      const budget = /last page \(/.test(name) ? BUDGET_MS : undefined;
      const ok = budget === undefined || p50[name] <= budget;
      if (!ok) met = false;
      say(
        `  ${name.padEnd(32)} ${p50[name].toFixed(2).padStart(6)} ms` +
          (budget === undefined ? '' : `   budget <= ${budget} ms: ${ok ? 'MET' : 'MISSED'}`),
      );
    }
    return met;
  },
  { throughputHeading: false },
);

/** The same pages on PGlite: the bench server grows the comments itself (only it may open the folder). */
async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-comments-'));
  const started = Date.now();
  const { child, url } = await startServer({
    DATA_DIR: dataDir,
    BENCH_SEED: 'true',
    BENCH_GROW_COMMENTS: String(COMMENTS),
    // Growing 100,000 rows on the event loop trips the overload guard for a while: measure, do not shed.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  try {
    const firstId = async (list) =>
      Math.min(...(await (await fetch(url + list)).json()).data.items.map((item) => item.id));
    const course = await firstId('/api/courses/public?limit=100');
    const post = await firstId('/api/posts?postType=community&limit=100');
    const last = Math.ceil(COMMENTS / PAGE_SIZE);
    const middle = Math.ceil(last / 2);
    const page = (kind, id, n) => `/api/comments/${kind}/${id}?page=${n}&limit=${PAGE_SIZE}`;
    const totalOf = async (kind, id) => (await (await fetch(url + page(kind, id, 1))).json()).data.total;
    const total = await totalOf('course', course);
    const courseLast = Math.ceil(total / PAGE_SIZE);
    const postLast = Math.ceil((await totalOf('post', post)) / PAGE_SIZE);
    const queries = [
      [`course: last page (${courseLast})`, page('course', course, courseLast)],
      ['course: first page', page('course', course, 1)],
      [`course: middle page (${middle})`, page('course', course, middle)],
      [`post: last page (${postLast})`, page('post', post, postLast)],
    ];
    const p50 = await bestP50s(url, queries, SAMPLES);
    console.log(
      `Comments on PGlite (figures only): ${total} comments on a course (grown in ${secondsSince(started)} s), ` +
        `${PAGE_SIZE} a page, p50 of ${SAMPLES} sequential requests (the best of three passes)`,
    );
    for (const [name] of queries) console.log(`  ${name.padEnd(32)} ${p50[name].toFixed(2).padStart(6)} ms`);
    console.log('');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
await onPglite();
