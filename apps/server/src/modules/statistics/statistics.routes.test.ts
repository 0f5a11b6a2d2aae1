import { STATS_PERIODS } from '@ktravel/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  courseComments,
  courseSaves,
  courseShares,
  courses,
  postComments,
  postInteractions,
  posts,
  sessions,
  users,
} from '../../db/schema.ts';
import { caller, signIn, useTestApp } from '../../test/helpers.ts';

/**
 * Statistics with controlled data (issue 14): users, posts, comments, courses, likes, saves, shares and page views
 * dated across the periods in Asia/Seoul, several right around midnight. Every figure of every endpoint is
 * compared with the value this file computes on its own from the rows it wrote (dates by Intl's Asia/Seoul
 * calendar, not the server's offset arithmetic).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEOUL_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const seoulDate = (ms: number) => SEOUL_DATE.format(new Date(ms));
/** The instant a Seoul calendar date starts, found by searching the UTC hours around it (no offset assumed). */
function seoulStart(date: string): number {
  let ms = Date.parse(`${date}T00:00:00Z`) - 14 * HOUR;
  while (seoulDate(ms) !== date) ms += 60_000;
  return ms;
}
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const t = useTestApp(
  {},
  {
    extraRoutes: (api) => {
      // A slow API route, to see the measured average response time move.
      api.get('/test/slow', { schema: { hide: true } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        return { ok: true };
      });
    },
  },
);
const call = caller(() => t.app);

type Period = (typeof STATS_PERIODS)[number];

/** The window an admin asks for, computed here independently. */
function windowOf(period: Period, now: number) {
  const to = seoulDate(now);
  let from: string;
  if (period === '7days') from = shiftDate(to, -6);
  else if (period === '30days') from = shiftDate(to, -29);
  else {
    const [y, m, d] = to.split('-').map(Number) as [number, number, number];
    const back = new Date(Date.UTC(y, m - 1 - 3, 1));
    const last = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
    const same = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth(), Math.min(d, last)));
    from = shiftDate(same.toISOString().slice(0, 10), 1);
  }
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
  const previousFrom = shiftDate(from, -days);
  return { from, to, days, previousFrom, fromMs: seoulStart(from), previousFromMs: seoulStart(previousFrom) };
}

interface Dated {
  at: number;
}

const now = Date.now();
const today = seoulDate(now);
const midnight = seoulStart(today);
/** Moments across the periods, several a second either side of a Seoul midnight. */
const w7 = windowOf('7days', now);
const w30 = windowOf('30days', now);
const w3m = windowOf('3months', now);
const MOMENTS = [
  now - 60_000,
  midnight,
  midnight - 1000,
  now - 3 * DAY,
  w7.fromMs,
  w7.fromMs - 1000,
  w7.previousFromMs,
  w7.previousFromMs - 1000,
  w30.fromMs + 1000,
  w30.fromMs - 1000,
  w30.previousFromMs,
  w3m.fromMs,
  w3m.fromMs - 1000,
  w3m.previousFromMs + 2 * HOUR,
  now - 400 * DAY,
].filter((at) => at <= now);

const inRange = (at: number, from: number, to: number) => at >= from && at < to;

describe('admin statistics', () => {
  const userRows: Dated[] = [];
  const postRows: Array<Dated & { id: number; category: 'community' | 'trend' }> = [];
  const commentRows: Dated[] = [];
  const courseRows: Array<Dated & { id: number; category: 'all' | 'cultural' | 'cafe' | 'food' }> = [];
  const pageViewRows: Dated[] = [];
  let admin = '';
  let member = '';

  it('refuses an anonymous caller (401) on every endpoint', async () => {
    for (const suffix of ['', '/daily', '/categories', '/top-content']) {
      const res = await call('GET', `/api/admin/statistics${suffix}`);
      expect(res.statusCode, suffix).toBe(401);
      expect(res.json().error.code).toBe('NOT_SIGNED_IN');
    }
  });

  it('refuses a member (403) on every endpoint', async () => {
    member = await signIn(t.app, 'stats-member@example.com', 'Stats member');
    for (const suffix of ['', '/daily', '/categories', '/top-content']) {
      const res = await call('GET', `/api/admin/statistics${suffix}?period=30days`, member);
      expect(res.statusCode, suffix).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('rejects an unknown period', async () => {
    admin = await signIn(t.app, 'admin@example.com', 'Admin');
    const res = await call('GET', '/api/admin/statistics?period=1year', admin);
    expect(res.statusCode).toBe(400);
  });

  it('writes the controlled data', async () => {
    const db = t.database.db;
    // Users the sign-ins above made (now).
    const existing = await db.select({ createdAt: users.createdAt }).from(users);
    for (const u of existing) userRows.push({ at: u.createdAt.getTime() });
    const authors: number[] = [];
    for (const [i, at] of MOMENTS.entries()) {
      const [u] = await db
        .insert(users)
        .values({
          email: `stats-${i}@example.com`,
          name: `Stats ${i}`,
          provider: 'dev',
          createdAt: new Date(at),
        })
        .returning({ id: users.id });
      authors.push(u!.id);
      userRows.push({ at });
    }
    for (const [i, at] of MOMENTS.entries()) {
      const category = i % 3 === 0 ? 'trend' : 'community';
      const [p] = await db
        .insert(posts)
        .values({
          postType: category,
          category,
          title: `Stats post ${i}`,
          authorId: authors[i % authors.length]!,
          createdAt: new Date(at),
        })
        .returning({ id: posts.id });
      postRows.push({ at, id: p!.id, category });
      const courseCategory = (['all', 'cultural', 'cafe', 'food'] as const)[i % 4]!;
      const [c] = await db
        .insert(courses)
        .values({
          title: `Stats course ${i}`,
          category: courseCategory,
          authorId: authors[(i + 1) % authors.length]!,
          createdAt: new Date(at),
        })
        .returning({ id: courses.id });
      courseRows.push({ at, id: c!.id, category: courseCategory });
    }
    // Comments on posts and courses, each made at a moment no earlier than its target.
    for (const [i, at] of MOMENTS.entries()) {
      const target = postRows.find((p) => p.at <= at)!;
      await db.insert(postComments).values({
        postId: target.id,
        authorId: authors[i]!,
        content: `c${i}`,
        createdAt: new Date(at),
      });
      commentRows.push({ at });
      const course = courseRows.find((c) => c.at <= at)!;
      await db.insert(courseComments).values({
        courseId: course.id,
        authorId: authors[i]!,
        content: `cc${i}`,
        createdAt: new Date(at),
      });
      commentRows.push({ at });
    }
    // Page views: a few on past days through the recorder (as the endpoint does), the rest by requests below.
    for (const at of [now - 2 * DAY, w7.fromMs - 1000, w30.fromMs + 1000, now - 400 * DAY]) {
      t.app.pageViews.record(['/kcourse'], [], 'test-viewer', at);
      pageViewRows.push({ at });
    }
    await t.app.pageViews.flush();
  });

  it('records page views: ids become :id, no query; robots and prefetches are not counted', async () => {
    const browser = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
    };
    const post = postRows[0]!.id;
    const send = (payload: unknown, headers: Record<string, string> = browser, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/pageview',
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        payload: payload as Record<string, unknown>,
      });
    const counted = async (payload: unknown, headers?: Record<string, string>, cookie?: string) => {
      const res = await send(payload, headers, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.counted as number;
    };
    expect(await counted({ path: `/buzz/post/${post}?utm=x#top` })).toBe(1);
    expect(await counted({ paths: [`/buzz/post/${post}`, '/kcourse/12', '/nowhere/at/all'] })).toBe(3);
    expect(
      await counted({ path: '/' }, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    ).toBe(0);
    expect(await counted({ path: '/' }, { ...browser, 'sec-purpose': 'prefetch' })).toBe(0);
    expect(await counted({ path: '/' }, { ...browser, purpose: 'prefetch' })).toBe(0);
    expect(await counted({ path: '/' }, { 'user-agent': '' })).toBe(0);
    // The same post again by a signed-in member: a view of their own session.
    expect(await counted({ path: `/buzz/post/${post}` }, browser, member)).toBe(1);
    expect(await counted({ path: `/buzz/trend/${post}` }, browser, member)).toBe(1);
    for (let i = 0; i < 6; i++) pageViewRows.push({ at: now });
    await t.app.pageViews.flush();

    const rows = await t.database.db.execute(
      sql`select key, sum(n)::int as n from activity_days where metric = 'page_views' and day = ${today}::date group by key order by key`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { key: '(not found)', n: 1 },
      { key: '/buzz/post/:id', n: 3 },
      { key: '/buzz/trend/:id', n: 1 },
      { key: '/kcourse/:id', n: 1 },
    ]);
    // Post views: one per session per post per day (anonymous twice = once; the member's session once more).
    const views = await t.database.db.execute(
      sql`select sum(views)::int as n from post_activity_days where post_id = ${post} and day = ${today}::date`,
    );
    expect((views as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);

    const bad = await send({ path: 'no-slash' });
    expect(bad.statusCode).toBe(400);
    const tooMany = await send({ paths: Array.from({ length: 21 }, () => '/') });
    expect(tooMany.statusCode).toBe(400);
  });

  for (const period of STATS_PERIODS) {
    it(`GET /api/admin/statistics?period=${period}: totals, period, previous and change equal the rows`, async () => {
      const w = windowOf(period, now);
      const res = await call('GET', `/api/admin/statistics?period=${period}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.range).toEqual({
        period,
        from: w.from,
        to: w.to,
        days: w.days,
        previousFrom: w.previousFrom,
        previousTo: shiftDate(w.from, -1),
      });
      const count = (rows: Dated[]) => ({
        total: rows.length,
        period: rows.filter((r) => inRange(r.at, w.fromMs, Number.POSITIVE_INFINITY)).length,
        previous: rows.filter((r) => inRange(r.at, w.previousFromMs, w.fromMs)).length,
      });
      const expected = {
        users: count(userRows),
        posts: count(postRows),
        comments: count(commentRows),
        pageViews: count(pageViewRows),
      };
      for (const key of ['users', 'posts', 'comments', 'pageViews'] as const) {
        expect(data.totals[key], `totals.${key}`).toBe(expected[key].total);
        expect(data.period[key], `period.${key}`).toBe(expected[key].period);
        expect(data.previous[key], `previous.${key}`).toBe(expected[key].previous);
        const { period: p, previous: q } = expected[key];
        const change = q === 0 ? (p === 0 ? 0 : 'new') : Math.round(((p - q) / q) * 1000) / 10;
        expect(data.change[key], `change.${key}`).toBe(change);
      }
    });

    it(`GET /api/admin/statistics/daily?period=${period}: every day, zeros included, equal to the rows`, async () => {
      const w = windowOf(period, now);
      const res = await call('GET', `/api/admin/statistics/daily?period=${period}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const { daily } = res.json().data;
      expect(daily).toHaveLength(w.days);
      expect(daily[0].date).toBe(w.from);
      expect(daily.at(-1).date).toBe(today);
      const on = (rows: Dated[], date: string) => rows.filter((r) => seoulDate(r.at) === date).length;
      for (const day of daily) {
        expect(day, day.date).toEqual({
          date: day.date,
          users: on(userRows, day.date),
          posts: on(postRows, day.date),
          comments: on(commentRows, day.date),
          pageViews: on(pageViewRows, day.date),
        });
      }
      // The days sum to the period's figures.
      const summary = (await call('GET', `/api/admin/statistics?period=${period}`, admin)).json().data;
      for (const key of ['users', 'posts', 'comments', 'pageViews'] as const) {
        expect(daily.reduce((sum: number, d: Record<string, number>) => sum + d[key]!, 0)).toBe(
          summary.period[key],
        );
      }
    });

    it(`GET /api/admin/statistics/categories?period=${period}: counts, percentages summing to 100, colours`, async () => {
      const w = windowOf(period, now);
      const res = await call('GET', `/api/admin/statistics/categories?period=${period}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      const inPeriod = <T extends Dated>(rows: T[]) => rows.filter((r) => r.at >= w.fromMs);
      const check = (
        items: Array<{ name: string; count: number; percentage: number; color: string }>,
        rows: Array<Dated & { category: string }>,
        names: string[],
      ) => {
        expect(items.map((i) => i.name)).toEqual(names);
        for (const item of items) {
          expect(item.count, item.name).toBe(inPeriod(rows).filter((r) => r.category === item.name).length);
          expect(item.color).toMatch(/^#[0-9a-f]{6}$/);
        }
        const total = items.reduce((sum, i) => sum + i.count, 0);
        const sum = Math.round(items.reduce((s, i) => s + i.percentage, 0) * 10) / 10;
        expect(sum).toBe(total === 0 ? 0 : 100);
        for (const item of items) {
          if (total > 0)
            expect(Math.abs(item.percentage - (item.count * 100) / total)).toBeLessThan(0.1 + 1e-9);
        }
      };
      check(data.postCategories, postRows, ['trend', 'community']);
      check(data.courseCategories, courseRows, ['all', 'cultural', 'cafe', 'food']);
      expect(new Set(data.courseCategories.map((c: { color: string }) => c.color)).size).toBe(4);
    });
  }

  it('top content: courses by shares and saves, posts by views, likes and comments, within the period', async () => {
    const db = t.database.db;
    const savers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const [u] = await db
        .insert(users)
        .values({ email: `saver-${i}@example.com`, name: `Saver ${i}`, provider: 'dev' })
        .returning({ id: users.id });
      savers.push(u!.id);
      userRows.push({ at: Date.now() });
    }
    const [a, b, c] = courseRows;
    // a: 3 saves + 1 share now; b: 1 save now and 2 saves 40 days ago (outside 7days and 30days); c: 2 shares now.
    for (const id of savers.slice(0, 3)) await db.insert(courseSaves).values({ courseId: a!.id, userId: id });
    await db.insert(courseShares).values({ courseId: a!.id, sharerKey: 's:one' });
    await db.insert(courseSaves).values({ courseId: b!.id, userId: savers[0]! });
    for (const id of savers.slice(1, 3))
      await db
        .insert(courseSaves)
        .values({ courseId: b!.id, userId: id, createdAt: new Date(now - 40 * DAY) });
    await db.insert(courseShares).values([
      { courseId: c!.id, sharerKey: 's:a' },
      { courseId: c!.id, sharerKey: 's:b' },
    ]);
    // Likes: two now on post 1, one 40 days ago on post 2.
    const [p1, p2] = postRows;
    await db.insert(postInteractions).values([
      { postId: p1!.id, userId: savers[0]!, type: 'like' },
      { postId: p1!.id, userId: savers[1]!, type: 'like' },
      { postId: p1!.id, userId: savers[2]!, type: 'scrap' },
      { postId: p2!.id, userId: savers[0]!, type: 'like', createdAt: new Date(now - 40 * DAY) },
    ]);

    const week = (await call('GET', '/api/admin/statistics/top-content?period=7days', admin)).json().data;
    expect(week.topCourses.slice(0, 3)).toEqual([
      { id: a!.id, title: 'Stats course 0', author: expect.any(String), shares: 1, saves: 3, total: 4 },
      { id: c!.id, title: 'Stats course 2', author: expect.any(String), shares: 2, saves: 0, total: 2 },
      { id: b!.id, title: 'Stats course 1', author: expect.any(String), shares: 0, saves: 1, total: 1 },
    ]);
    const [author] = await db
      .select({ name: users.name })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(eq(courses.id, a!.id));
    expect(week.topCourses[0].author).toBe(author!.name);
    const quarter = (await call('GET', '/api/admin/statistics/top-content?period=3months', admin)).json()
      .data;
    expect(quarter.topCourses.find((x: { id: number }) => x.id === b!.id)).toMatchObject({
      saves: 3,
      total: 3,
    });

    // Post 1: viewed twice today (anonymous and the member's session), 2 likes now, comments from the data.
    const commentsOn = (postId: number, from: number) =>
      postRows.length > 0
        ? (
            t.database.db.execute(
              sql`select count(*)::int as n from post_comments where post_id = ${postId} and created_at >= ${new Date(from).toISOString()}::timestamptz`,
            ) as unknown as Promise<{ rows: Array<{ n: number }> }>
          ).then((r) => r.rows[0]!.n)
        : 0;
    const top = week.topPosts.find((x: { id: number }) => x.id === p1!.id);
    expect(top).toEqual({
      id: p1!.id,
      postType: p1!.category,
      title: 'Stats post 0',
      author: expect.any(String),
      views: 2,
      likes: 2,
      comments: await commentsOn(p1!.id, w7.fromMs),
    });
    expect(week.topPosts[0].id).toBe(p1!.id);
    expect(week.topPosts.length).toBeLessThanOrEqual(5);
    expect(week.topPosts.find((x: { id: number }) => x.id === p2!.id)?.likes ?? 0).toBe(0);
    const quarterPost = quarter.topPosts.find((x: { id: number }) => x.id === p2!.id);
    if (quarterPost) expect(quarterPost.likes).toBe(1);

    // An admin hides post 1: it leaves the top posts at once (issue 33), and comes back when shown again.
    const moderate = (status: string) =>
      call('PATCH', `/api/admin/content/post/${p1!.id}`, admin, { status });
    expect((await moderate('hidden')).statusCode).toBe(200);
    const hidden = (await call('GET', '/api/admin/statistics/top-content?period=7days', admin)).json().data;
    expect(hidden.topPosts.map((x: { id: number }) => x.id)).not.toContain(p1!.id);
    expect((await moderate('active')).statusCode).toBe(200);
    const shown = (await call('GET', '/api/admin/statistics/top-content?period=7days', admin)).json().data;
    expect(shown.topPosts[0].id).toBe(p1!.id);
  });

  it('top content follows a save and a share made through the app right after it was read', async () => {
    const url = '/api/admin/statistics/top-content?period=7days';
    const [, , , d] = courseRows;
    const figures = async () =>
      (await call('GET', url, admin)).json().data.topCourses.find((x: { id: number }) => x.id === d!.id) ?? {
        saves: 0,
        shares: 0,
      };
    const before = await figures();
    // Saves and shares raise no list version (migration 0020): the kept versions they forget tell it.
    expect((await call('POST', `/api/courses/${d!.id}/save`, member)).statusCode).toBe(201);
    expect((await call('POST', `/api/courses/${d!.id}/share`, member)).statusCode).toBe(200);
    expect(await figures()).toMatchObject({ saves: before.saves + 1, shares: before.shares + 1 });
  });

  it('deleting keeps every figure equal to the rows (cascades included), and compaction changes none', async () => {
    const db = t.database.db;
    const before = (await call('GET', '/api/admin/statistics?period=3months', admin)).json().data;
    // A post with comments on it goes, with them.
    const victim = postRows[0]!;
    const [{ n: itsComments }] = (
      (await db.execute(
        sql`select count(*)::int as n from post_comments where post_id = ${victim.id}`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows as [{ n: number }];
    await db.delete(posts).where(eq(posts.id, victim.id));
    const after = (await call('GET', '/api/admin/statistics?period=3months', admin)).json().data;
    expect(after.totals.posts).toBe(before.totals.posts - 1);
    expect(after.totals.comments).toBe(before.totals.comments - itsComments);
    const top = (await call('GET', '/api/admin/statistics/top-content?period=3months', admin)).json().data;
    expect(top.topPosts.map((p: { id: number }) => p.id)).not.toContain(victim.id);

    const daily = (await call('GET', '/api/admin/statistics/daily?period=3months', admin)).json().data;
    const folded = await t.app.pageViews.compact();
    expect(folded).toBeGreaterThan(0);
    const pending = (
      (await db.execute(
        sql`select count(*)::int as n from activity_days where not compacted`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
    expect(pending).toBe(0);
    expect((await call('GET', '/api/admin/statistics?period=3months', admin)).json().data.totals).toEqual(
      after.totals,
    );
    expect((await call('GET', '/api/admin/statistics/daily?period=3months', admin)).json().data).toEqual(
      daily,
    );
    expect(
      (await call('GET', '/api/admin/statistics/top-content?period=3months', admin)).json().data,
    ).toEqual(top);
  });

  it('realtime: sessions seen in the last 5 minutes, admins among them, users new since Seoul midnight', async () => {
    const db = t.database.db;
    const idle = await signIn(t.app, 'stats-idle@example.com', 'Idle');
    userRows.push({ at: Date.now() });
    const [idleUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'stats-idle@example.com'));
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, idleUser!.id));
    expect(idle).toBeTruthy();
    const res = await call('GET', '/api/admin/statistics', admin);
    const { realtime } = res.json().data;
    const active = (
      (await db.execute(
        sql`select count(*)::int as n from sessions where last_seen_at > now() - interval '5 minutes'`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;
    expect(realtime.activeUsers).toBe(active);
    // The admin's own session and the member's are recent; the idle one is not.
    expect(realtime.activeUsers).toBe(2);
    expect(realtime.onlineAdmins).toBe(1);
    expect(realtime.todayNewUsers).toBe(userRows.filter((u) => u.at >= midnight).length);
    expect(realtime.serverStatus).toBe('healthy');
    expect(realtime.serverStatusReason).toBeNull();
    expect(realtime.dbConnections).toBeGreaterThanOrEqual(1);
    expect(realtime.dbPool.total).toBe(realtime.dbConnections);
  });

  it('the average response time is measured: slow requests move it', async () => {
    const first = (await call('GET', '/api/admin/statistics', admin)).json().data.realtime;
    expect(first.avgResponseTime).toBeGreaterThan(0);
    expect(first.avgResponseTime).toBeLessThan(250);
    for (let i = 0; i < 6; i++) expect((await call('GET', '/api/test/slow')).statusCode).toBe(200);
    const second = (await call('GET', '/api/admin/statistics', admin)).json().data.realtime;
    expect(second.responseSamples).toBeGreaterThan(first.responseSamples + 5);
    expect(second.avgResponseTime).toBeGreaterThan(first.avgResponseTime);
    const expectedFloor = (first.avgResponseTime * first.responseSamples + 6 * 250) / second.responseSamples;
    expect(second.avgResponseTime).toBeGreaterThanOrEqual(Math.floor(expectedFloor * 0.9));
  });

  it('serverStatus is degraded with the reason when the database does not answer within 1 s', async () => {
    const original = t.database.ping;
    (t.database as { ping: () => Promise<void> }).ping = () =>
      new Promise((resolve) => setTimeout(resolve, 1500));
    try {
      const { realtime } = (await call('GET', '/api/admin/statistics', admin)).json().data;
      expect(realtime.serverStatus).toBe('degraded');
      expect(realtime.serverStatusReason).toMatch(/did not answer within 1000 ms/);
    } finally {
      (t.database as { ping: () => Promise<void> }).ping = original;
    }
  });
});
