import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * The statistics' queries. They read the daily rollups (`activity_days`, `post_activity_days`: a few rows per day
 * whatever the amount of content), the sessions and users for the realtime figures, and course saves and shares
 * by their (created_at, course_id) indexes. Read-only across other modules' tables: a report, not a rule.
 */

/** The four counted metrics as stored in `activity_days`. */
export type Metric = 'users' | 'posts' | 'comments' | 'page_views';

export interface MetricSums {
  metric: Metric;
  total: number;
  period: number;
  previous: number;
}

/** Totals, period and previous window of each metric, in one pass over the rollup. */
export async function sumMetrics(db: Db, from: string, previousFrom: string): Promise<MetricSums[]> {
  return queryRows<MetricSums & Record<string, unknown>>(
    db,
    sql`
      select metric,
             coalesce(sum(n), 0)::float8 as total,
             coalesce(sum(n) filter (where day >= ${from}::date), 0)::float8 as period,
             coalesce(sum(n) filter (where day >= ${previousFrom}::date and day < ${from}::date), 0)::float8
               as previous
      from activity_days
      where metric in ('users', 'posts', 'comments', 'page_views')
      group by metric`,
  );
}

/** Per day and metric within [from, to]; days without a row are missing (the service fills them in). */
export async function dailyMetrics(
  db: Db,
  from: string,
  to: string,
): Promise<Array<{ day: string; metric: Metric; n: number }>> {
  return queryRows(
    db,
    sql`
      select to_char(day, 'YYYY-MM-DD') as day, metric, sum(n)::float8 as n
      from activity_days
      where metric in ('users', 'posts', 'comments', 'page_views')
        and day >= ${from}::date and day <= ${to}::date
      group by 1, 2`,
  );
}

/** Posts and courses created from `from` on, by category. */
export async function categoryCounts(
  db: Db,
  from: string,
): Promise<Array<{ metric: 'posts' | 'courses'; key: string; n: number }>> {
  return queryRows(
    db,
    sql`
      select metric, key, sum(n)::float8 as n
      from activity_days
      where metric in ('posts', 'courses') and day >= ${from}::date
      group by 1, 2`,
  );
}

export interface RealtimeCounts {
  activeUsers: number;
  onlineAdmins: number;
  todayNewUsers: number;
}

/** Sessions seen since `since` (and admins among them, by user), users created since `midnight`. */
export async function realtimeCounts(db: Db, since: Date, midnight: Date): Promise<RealtimeCounts> {
  const [row] = await queryRows<RealtimeCounts & Record<string, unknown>>(
    db,
    sql`
      select
        (select count(*) from sessions
          where last_seen_at > ${since.toISOString()}::timestamptz and expires_at > now())::int as "activeUsers",
        (select count(distinct s.user_id) from sessions s join users u on u.id = s.user_id
          where s.last_seen_at > ${since.toISOString()}::timestamptz and s.expires_at > now()
            and u.role = 'admin')::int as "onlineAdmins",
        (select count(*) from users where created_at >= ${midnight.toISOString()}::timestamptz)::int
          as "todayNewUsers"`,
  );
  return row ?? { activeUsers: 0, onlineAdmins: 0, todayNewUsers: 0 };
}

export interface TopPostRow {
  id: number;
  postType: 'trend' | 'community';
  title: string;
  author: string;
  views: number;
  likes: number;
  comments: number;
}

/**
 * The `limit` posts most viewed from `from` on (then most liked, most commented), with any activity, among those
 * everybody may see: a draft or a post hidden by moderation leaves the list at once (issue 33; hiding raises
 * `post_version`, under which the list is kept).
 */
export async function topPosts(db: Db, from: string, limit: number): Promise<TopPostRow[]> {
  return queryRows<TopPostRow & Record<string, unknown>>(
    db,
    sql`
      select a.post_id as id, p.post_type as "postType", p.title, u.name as author,
             a.views, a.likes, a.comments
      from (
        -- int4 sums (bigint ones aggregate as numeric, several times slower over tens of thousands of rows)
        select post_id, sum(views::int)::int as views, sum(likes::int)::int as likes,
               sum(comments::int)::int as comments
        from post_activity_days
        where day >= ${from}::date
          and post_id in (select id from posts where status = 'published' and moderation_status <> 'hidden')
        group by post_id
        having sum(views::int) > 0 or sum(likes::int) > 0 or sum(comments::int) > 0
        order by 2 desc, 3 desc, 4 desc, post_id
        limit ${limit}
      ) as a
      join posts p on p.id = a.post_id
      join users u on u.id = p.author_id
      order by a.views desc, a.likes desc, a.comments desc, a.post_id`,
  );
}

export interface TopCourseRow {
  id: number;
  title: string;
  author: string;
  shares: number;
  saves: number;
  total: number;
}

/** The `limit` courses with the most shares and saves made since `since`. */
export async function topCourses(db: Db, since: Date, limit: number): Promise<TopCourseRow[]> {
  const at = since.toISOString();
  return queryRows<TopCourseRow & Record<string, unknown>>(
    db,
    sql`
      with activity as (
        select course_id, count(*)::int as shares, 0 as saves
        from course_shares where created_at >= ${at}::timestamptz group by 1
        union all
        select course_id, 0, count(*)::int
        from course_saves where created_at >= ${at}::timestamptz group by 1
      ), top as (
        select course_id, sum(shares)::int as shares, sum(saves)::int as saves
        from activity group by 1
        order by sum(shares) + sum(saves) desc, sum(saves) desc, course_id
        limit ${limit}
      )
      select c.id, c.title, u.name as author, t.shares, t.saves, (t.shares + t.saves)::int as total
      from top t
      join courses c on c.id = t.course_id
      join users u on u.id = c.author_id
      order by total desc, t.saves desc, c.id`,
  );
}
