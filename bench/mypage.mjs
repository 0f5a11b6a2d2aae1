// npm run bench:mypage (issue 12 budgets), on PostgreSQL in a fresh database with the demo data:
//  1. GET /api/mypage/stats (signed in) against the bare baseline (the same bytes from a minimal node:http server
//     outside the app): at least 40% of its throughput, p99 at most 2x.
//  2. Growth: p50 of the stats for a demo member, then for the same member with 1,000 of each item (bookmarks,
//     saved courses, courses, course comments, scraps, posts, comments) among 10,000 members who each have some
//     too: at most 1.5x. Beside it (figures only): the stats right after the member's own write (the kept counts
//     forgotten, read from the database; docs/decisions/011) and the lists' p50s.
import {
  bestP50s,
  compareToBaseline,
  growInBatches,
  reportGrowth,
  runPostgresBench,
  secondsSince,
} from './common.mjs';
import { grow as growPlaces } from './grow-places.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const MEMBERS = Number(process.env.BENCH_MYPAGE_MEMBERS ?? 10_000);
const EACH = Number(process.env.BENCH_MYPAGE_EACH ?? 1_000);
/** What each of the other members has of each kind (the noise the member's queries must not read). */
const OTHERS_EACH = Number(process.env.BENCH_MYPAGE_OTHERS_EACH ?? 5);
/** A demo member (seed data): the one measured, before and after growth. */
const MEMBER = { email: 'mina@example.com', name: '박미나' };
const STATS = '/api/mypage/stats';

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  if (!res.ok) throw new Error(`dev-login: ${res.status}`);
  return /ktravel_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')[0];
}

/**
 * 10,000 members; the measured member gets `EACH` of every kind, every other member `OTHERS_EACH`; inserted with
 * generate_series so the counter triggers run as they do in use. Answers the member's counts.
 */
async function growMyPage(db, memberId) {
  await db.query(
    `insert into users (email, name, provider, email_verified)
     select 'bench-mp-' || s || '@example.com', 'Bench member ' || s, 'dev', true
     from generate_series(1, $1::int) as s on conflict do nothing`,
    [MEMBERS],
  );
  await db.query('analyze users');
  const others = `(select id, row_number() over (order by id) - 1 as idx from users where email like 'bench-mp-%')`;
  const activePlaces = (await db.query(`select count(*)::int as n from places where status = 'active'`))
    .rows[0].n;
  if (activePlaces < EACH + OTHERS_EACH) {
    const total = (await db.query('select count(*)::int as n from places')).rows[0].n;
    await growPlaces(db, total + EACH + OTHERS_EACH - activePlaces + 50);
  }
  // Courses and posts: the member's, and one of each kind per other member (public, published).
  const grow = (table, target, sql) => growInBatches(db, { table, target, batch: 5_000, sql });
  const courseCount = (await db.query('select count(*)::int as n from courses')).rows[0].n;
  await grow(
    'courses',
    courseCount + EACH + MEMBERS,
    `with made as (
       insert into courses (title, visibility, author_id, created_at, updated_at)
       select 'Bench course ' || s, 'public',
              case when s <= ${courseCount} + ${EACH} then ${memberId}
                   else (select id from ${others} o where o.idx = s % ${MEMBERS}) end,
              now() - (s % 1000) * interval '1 minute', now()
       from generate_series($1::int, $2::int) as s returning id)
     insert into course_stops (course_id, "order", name, lat, lng)
     select id, 1, 'Gyeongbokgung', 37.5796, 126.977 from made`,
  );
  const postCount = (await db.query('select count(*)::int as n from posts')).rows[0].n;
  await grow(
    'posts',
    postCount + EACH + MEMBERS,
    `insert into posts (post_type, title, content, author_id, created_at, updated_at)
     select 'community', 'Bench post ' || s, 'Where to eat near ' || s || '?',
            case when s <= ${postCount} + ${EACH} then ${memberId}
                 else (select id from ${others} o where o.idx = s % ${MEMBERS}) end,
            now() - (s % 1000) * interval '1 minute', now()
     from generate_series($1::int, $2::int) as s`,
  );
  await db.query('analyze courses; analyze posts; analyze places');
  // Every member (the measured one with EACH, the others with OTHERS_EACH) links to others' things: the k-th
  // link of a member goes to the k-th item counted from an offset of their own, so pairs are distinct.
  const links = async (label, sql) => {
    const started = Date.now();
    await db.query(sql.replaceAll('$MEMBERS', others));
    return `${label} ${secondsSince(started)} s`;
  };
  const pick = (n) => `(select ${memberId} as id, ${n} as n, 0 as idx union all
                        select o.id, ${OTHERS_EACH}, o.idx + 1 from $MEMBERS o)`;
  const targets = (
    table,
    where,
  ) => `(select id, row_number() over (order by id) - 1 as k, count(*) over () as total
                                       from ${table} where ${where})`;
  // Each kind: its table, the items linked to (a subquery numbering them `k` of `total`) and the spread of picks.
  const liked = `author_id <> ${memberId} and status = 'published' and moderation_status = 'active'`;
  const kinds = [
    {
      label: 'bookmarks',
      insert: 'bookmarks (user_id, place_id, created_at)',
      select: `m.id, t.id, now() - k.k * interval '1 second'`,
      targets: targets('places', `status = 'active'`),
      step: 7,
      unique: true,
    },
    {
      label: 'saved courses',
      insert: 'course_saves (course_id, user_id, created_at)',
      select: `t.id, m.id, now() - k.k * interval '1 second'`,
      targets: targets('courses', `author_id <> ${memberId} and visibility = 'public'`),
      step: 7,
      unique: true,
    },
    {
      label: 'course comments',
      insert: 'course_comments (course_id, author_id, content, created_at, updated_at)',
      select: `t.id, m.id, 'Bench comment', now() - k.k * interval '1 second', now()`,
      targets: targets('courses', `author_id <> ${memberId} and visibility = 'public'`),
      step: 11,
      unique: false,
    },
    {
      label: 'scraps',
      insert: 'post_interactions (post_id, user_id, type, created_at)',
      select: `t.id, m.id, 'scrap', now() - k.k * interval '1 second'`,
      targets: targets('posts', liked),
      step: 7,
      unique: true,
    },
    {
      label: 'comments',
      insert: 'post_comments (post_id, author_id, content, created_at, updated_at)',
      select: `t.id, m.id, 'Bench comment', now() - k.k * interval '1 second', now()`,
      targets: targets('posts', liked),
      step: 11,
      unique: false,
    },
  ];
  const timings = [];
  for (const kind of kinds) {
    timings.push(
      await links(
        kind.label,
        `insert into ${kind.insert}
         select ${kind.select}
         from ${pick(EACH)} m cross join lateral generate_series(0, m.n - 1) as k(k)
         join ${kind.targets} t on t.k = (m.idx * ${kind.step} + k.k) % t.total
         ${kind.unique ? 'on conflict do nothing' : ''}`,
      ),
    );
  }
  for (const table of [
    'users',
    'bookmarks',
    'courses',
    'course_stops',
    'course_saves',
    'course_comments',
    'posts',
    'post_interactions',
    'post_comments',
  ]) {
    await db.query(`vacuum analyze ${table}`);
  }
  await db.query('checkpoint');
  return timings;
}

// The overload guard answers 503 while the event loop lags, which a shared machine under other load makes it do in
// the middle of a measurement: off here, as in the tests.
await runPostgresBench(
  'My Page benchmark (issue 12)',
  { MAX_EVENT_LOOP_DELAY_MS: '0' },
  async ({ url, bare, db, say }) => {
    const cookie = await signIn(url);
    const headers = { cookie };
    const memberId = (await db.query('select id from users where email = $1', [MEMBER.email])).rows[0].id;
    let met = await compareToBaseline(url, { route: STATS, headers, say, bare });
    // The floor of any signed-in route on the same run: the session look-up alone (figures only).
    say('  for comparison, the session look-up alone:');
    await compareToBaseline(url, { route: '/api/auth/me', headers, say, bare, budget: false });

    // A member's own write (a bookmark toggled) empties the kept counts: the next stats request reads them.
    const placeId = (await db.query(`select id from places where status = 'active' order by id limit 1`))
      .rows[0].id;
    const bookmark = (method) =>
      fetch(`${url}/api/places/${placeId}/bookmark`, { method, headers: { ...headers, origin: url } });
    const write = async () => {
      // Bookmarked already (the growth adds bookmarks too): take it back instead; either is the member's write.
      let res = await bookmark('POST');
      if (res.status === 409) res = await bookmark('DELETE');
      if (!res.ok) throw new Error(`bookmark toggle: ${res.status}`);
    };
    const queries = [
      ['stats', STATS],
      ['stats right after a write', STATS, write],
      ['posts (10)', '/api/mypage/posts'],
      ['comments (10)', '/api/mypage/comments'],
      ['saved courses (12)', '/api/mypage/saved-courses'],
      ['bookmarks (12)', '/api/mypage/bookmarks'],
    ];
    const before = await bestP50s(url, queries, SAMPLES, headers);
    const demoStats = await (await fetch(url + STATS, { headers })).json();
    const started = Date.now();
    const timings = await growMyPage(db, memberId);
    const grownStats = await (await fetch(url + STATS, { headers })).json();
    const members = (await db.query('select count(*)::int as n from users')).rows[0].n;
    const after = await bestP50s(url, queries, SAMPLES, headers);
    const counts = (stats) =>
      Object.entries(stats.data)
        .filter(([key]) => key.endsWith('Count'))
        .map(([key, n]) => `${key.replace('Count', '')} ${n}`)
        .join(', ');
    say(
      `\n== Growth: p50 of ${SAMPLES} sequential requests as ${MEMBER.email}; the demo data (${counts(demoStats)}), ` +
        `then ${members} members (${counts(grownStats)}; grown in ${secondsSince(started)} s: ${timings.join(', ')})`,
    );
    if (!reportGrowth(say, queries.slice(0, 1), before, after)) met = false;
    say('  read from the database (figures only; the kept counts are forgotten by the write):');
    reportGrowth(say, queries.slice(1, 2), before, after, Number.POSITIVE_INFINITY);
    say('  the lists (figures only):');
    reportGrowth(say, queries.slice(2), before, after, Number.POSITIVE_INFINITY);
    return met;
  },
);
