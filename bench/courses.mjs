// npm run bench:courses (issue 5 budgets), on PostgreSQL in a fresh database:
//  1. GET /api/courses/public?limit=10 and GET /api/courses/{id} against the bare baseline (the same bytes from
//     a minimal node:http server outside the app): at least 40% of their throughput, p99 at most 2x.
//  2. Growth: p50 of both (cached per course version, and right after a change, uncached) with the demo
//     courses, then with 10,000 courses of 5–10 stops: each at most 1.5x.
import { compareToBaseline, p50s, reportGrowth, runPostgresBench, secondsSince } from './common.mjs';
import { growCourses } from './grow-courses.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const GROW_TO = Number(process.env.BENCH_COURSES_GROW_TO ?? 10_000);
const LIST = '/api/courses/public?limit=10';

await runPostgresBench('Courses benchmark (issue 5)', {}, async ({ url, bare, db, say }) => {
  // The public demo course with the most stops: the detail figure is for a full course, not a short one.
  const { rows } = await db.query(
    `select c.id from courses c where c.visibility = 'public'
     order by (select count(*) from course_stops s where s.course_id = c.id) desc, c.id limit 1`,
  );
  const detail = `/api/courses/${rows[0].id}`;
  // A write that changes nothing but still raises the course's version: the next read is not a cached one.
  const touch = () => db.query('update courses set updated_at = updated_at where id = $1', [rows[0].id]);
  const queries = [
    ['public list (limit=10)', LIST],
    ['public list after a change', LIST, touch],
    [`detail (${detail})`, detail],
    ['detail after a change', detail, touch],
  ];
  let met = true;
  for (const route of [LIST, detail]) {
    if (!(await compareToBaseline(url, { route, say, bare }))) met = false;
  }
  const seeded = await p50s(url, queries, SAMPLES);
  const before = (await db.query('select count(*)::int as n from courses')).rows[0].n;
  const startedGrow = Date.now();
  const total = await growCourses(db, GROW_TO);
  const stops = (await db.query('select count(*)::int as n from course_stops')).rows[0].n;
  const grown = await p50s(url, queries, SAMPLES);
  say(
    `\n== Growth: p50 of ${SAMPLES} sequential requests; ${before} demo courses, then ${total} with ${stops}` +
      ` stops (grown in ${secondsSince(startedGrow)} s)`,
  );
  if (!reportGrowth(say, queries, seeded, grown)) met = false;
  return met;
});
