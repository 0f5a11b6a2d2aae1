// npm run bench:comments (issue 16 budget), on PostgreSQL in a fresh database with the demo data:
//   a public course grown to 50,000 comments (and a post likewise, for the post comments list, which shares
//   lib/comment-pages.ts): p50 of sequential requests for its last page (where new comments appear), also right
//   after a new comment, budget at most 3 ms each; the first and the middle page are printed beside it.
import { bestP50s, runPostgresBench, secondsSince } from './common.mjs';

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

await runPostgresBench('Comments benchmark (issue 16)', {}, async ({ url, db, say }) => {
  const course = (await db.query(`select id from courses where visibility = 'public' order by id limit 1`))
    .rows[0].id;
  const post = (
    await db.query(`select id from posts where status = 'published' and post_type = 'community' order by id limit 1`)
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
      '(the better of two passes)',
  );
  say(
    '  (a page read again is read from the keys of its last reading; "after a comment" reads from the nearer end)',
  );
  let met = true;
  for (const [name] of queries) {
    const budget = name.includes('last page') ? BUDGET_MS : undefined;
    const ok = budget === undefined || p50[name] <= budget;
    if (!ok) met = false;
    say(
      `  ${name.padEnd(32)} ${p50[name].toFixed(2).padStart(6)} ms` +
        (budget === undefined ? '' : `   budget <= ${budget} ms: ${ok ? 'MET' : 'MISSED'}`),
    );
  }
  return met;
}, { throughputHeading: false });
