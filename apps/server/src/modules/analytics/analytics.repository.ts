import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Page views of one day and path, as the recorder hands them over. */
export interface PageViewCount {
  day: string;
  path: string;
  n: number;
}

/** One session's view of a post on a day (`viewer`: a keyed hash, never the session token). */
export interface PostView {
  day: string;
  postId: number;
  viewer: string;
}

/** Appends page-view counts to the daily rollup (inserts only: no writer waits on another). */
export async function appendPageViews(db: Db, counts: PageViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.execute(sql`
    insert into activity_days (day, metric, key, n)
    select x.day, 'page_views', x.path, x.n
    from json_to_recordset(${JSON.stringify(counts)}::json) as x(day date, path text, n bigint)`);
}

/**
 * Records post views: a view counts once per viewer per post per day (the marks' primary key), and only for a
 * post that exists. Answers how many were new.
 */
export async function appendPostViews(db: Db, views: PostView[]): Promise<number> {
  if (views.length === 0) return 0;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
      with fresh as (
        insert into post_view_marks (day, post_id, viewer)
        select x.day, x."postId", x.viewer
        from json_to_recordset(${JSON.stringify(views)}::json) as x(day date, "postId" integer, viewer text)
        where exists (select 1 from posts p where p.id = x."postId")
        on conflict do nothing
        returning day, post_id
      ), counted as (
        insert into post_activity_days (day, post_id, views)
        select day, post_id, count(*) from fresh group by 1, 2
        returning views
      )
      select coalesce(sum(views), 0)::int as n from counted`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Folds the appended rollup rows into one compacted row per (day, metric, key) and (day, post), and forgets post
 * view marks older than yesterday. One instance at a time (an advisory lock; the others skip); rows appended
 * meanwhile are left for the next run. Answers how many appended rows were folded.
 */
export async function compactRollups(db: Db, keepMarksFrom: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(1414678, 14) as ok`,
    );
    if (!lock?.ok) return 0;
    const [a] = await queryRows<{ n: number }>(
      tx,
      sql`
        with moved as (
          delete from activity_days where not compacted returning day, metric, key, n
        ), merged as (
          insert into activity_days (day, metric, key, n, compacted)
          select day, metric, key, sum(n), true from moved group by 1, 2, 3 order by 1, 2, 3
          on conflict (day, metric, key) where compacted do update set n = activity_days.n + excluded.n
          returning 1
        )
        select (select count(*) from moved)::int as n`,
    );
    const [p] = await queryRows<{ n: number }>(
      tx,
      sql`
        with moved as (
          delete from post_activity_days where not compacted returning day, post_id, views, likes, comments
        ), merged as (
          insert into post_activity_days (day, post_id, views, likes, comments, compacted)
          select m.day, m.post_id, sum(m.views), sum(m.likes), sum(m.comments), true
          from moved m where exists (select 1 from posts p where p.id = m.post_id)
          group by 1, 2 order by 1, 2
          on conflict (day, post_id) where compacted do update set
            views = post_activity_days.views + excluded.views,
            likes = post_activity_days.likes + excluded.likes,
            comments = post_activity_days.comments + excluded.comments
          returning 1
        )
        select (select count(*) from moved)::int as n`,
    );
    await tx.execute(sql`delete from post_view_marks where day < ${keepMarksFrom}::date`);
    return (a?.n ?? 0) + (p?.n ?? 0);
  });
}
