import {
  CATEGORY_COLORS,
  type CategoryStatDto,
  type CategoryStatisticsDto,
  COURSE_CATEGORIES,
  type DailyStatisticsDto,
  OTHER_CATEGORY_COLOR,
  POST_TYPES,
  type RealtimeDto,
  type StatisticsDto,
  TOP_CONTENT_LIMIT,
  type TopContentDto,
} from '@ktravel/contract';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { readDataVersion, versionChanges } from '../../db/data-version.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import type { ResponseTimer } from '../../plugins/request-timing.ts';
import type { PageViewRecorder } from '../analytics/page-view-recorder.ts';
import { seoulDay, seoulMidnight } from '../analytics/seoul-day.ts';
import { changePercent, datesOf, largestRemainder, periodRange } from './statistics.figures.ts';
import {
  categoryCounts,
  dailyMetrics,
  type Metric,
  realtimeCounts,
  sumMetrics,
  topCourses,
  topPosts,
} from './statistics.repository.ts';

type Period = StatisticsDto['range']['period'];

/** A session counts as active when seen within this window. */
export const ACTIVE_WINDOW_MS = 5 * 60_000;
/** The database ping of the server status must answer within this. */
export const PING_TIMEOUT_MS = 1_000;
/**
 * Longest a top-content answer is reused for post views written by other instances. Likes, comments, saves,
 * shares, deletions (the post and course versions) and this instance's post views refresh it at once.
 */
export const TOP_CONTENT_REUSE_MS = 60_000;

const FIELD: Record<Metric, 'users' | 'posts' | 'comments' | 'pageViews'> = {
  users: 'users',
  posts: 'posts',
  comments: 'comments',
  page_views: 'pageViews',
};

const zeroCounts = () => ({ users: 0, posts: 0, comments: 0, pageViews: 0 });

export interface StatisticsDeps {
  database: Database;
  timer: ResponseTimer;
  recorder: PageViewRecorder;
}

/** Admin statistics (issue 14): every figure measured, from the rollups, the sessions and the server itself. */
export class StatisticsService {
  /** Top content ranks every post active in the period: kept per period, keyed by what changes it. */
  private readonly topCache = new VersionedCache<TopContentDto>(32);

  constructor(private readonly deps: StatisticsDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  async summary(period: Period, now = Date.now()): Promise<StatisticsDto> {
    const range = periodRange(period, now);
    // This instance's last second of page views first, so an admin sees the view they just caused.
    await this.deps.recorder.flush();
    const [sums, realtime] = await Promise.all([
      sumMetrics(this.db, range.from, range.previousFrom),
      this.realtime(now),
    ]);
    const totals = zeroCounts();
    const current = zeroCounts();
    const previous = zeroCounts();
    for (const row of sums) {
      const field = FIELD[row.metric];
      totals[field] = Math.max(0, Number(row.total));
      current[field] = Math.max(0, Number(row.period));
      previous[field] = Math.max(0, Number(row.previous));
    }
    return {
      range,
      totals,
      period: current,
      previous,
      change: {
        users: changePercent(current.users, previous.users),
        posts: changePercent(current.posts, previous.posts),
        comments: changePercent(current.comments, previous.comments),
        pageViews: changePercent(current.pageViews, previous.pageViews),
      },
      realtime,
    };
  }

  async realtime(now = Date.now()): Promise<RealtimeDto> {
    const [counts, ping] = await Promise.all([
      realtimeCounts(this.db, new Date(now - ACTIVE_WINDOW_MS), seoulMidnight(seoulDay(now))),
      this.ping(),
    ]);
    const samples = this.deps.timer.count();
    const pool = this.pool();
    return {
      ...counts,
      serverStatus: ping === null ? 'healthy' : 'degraded',
      serverStatusReason: ping,
      avgResponseTime: samples === 0 ? null : Math.round(this.deps.timer.average() * 10) / 10,
      responseSamples: samples,
      dbConnections: pool.total,
      dbPool: pool,
      measuredAt: new Date(now).toISOString(),
    };
  }

  /** null when the database answered within PING_TIMEOUT_MS, else why not. */
  private async ping(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const started = performance.now();
    try {
      const answered = await Promise.race([
        this.deps.database.ping().then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
        }),
      ]);
      return answered
        ? null
        : `database did not answer within ${PING_TIMEOUT_MS} ms (${Math.round(performance.now() - started)} ms)`;
    } catch (err) {
      return `database unreachable: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The connection pool (pg: its own counts; PGlite: one connection, in-process). */
  private pool(): RealtimeDto['dbPool'] {
    const { database } = this.deps;
    if (database.kind !== 'postgres') {
      const open = database.connections();
      return { total: open, idle: 0, waiting: 0 };
    }
    const client = (database.db as unknown as { $client: pg.Pool }).$client;
    return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
  }

  async daily(period: Period, now = Date.now()): Promise<DailyStatisticsDto> {
    const range = periodRange(period, now);
    await this.deps.recorder.flush();
    const rows = await dailyMetrics(this.db, range.from, range.to);
    const byDay = new Map(datesOf(range.from, range.to).map((date) => [date, { date, ...zeroCounts() }]));
    for (const row of rows) {
      const day = byDay.get(row.day);
      if (day) day[FIELD[row.metric]] = Math.max(0, Number(row.n));
    }
    return { range, daily: [...byDay.values()] };
  }

  async categories(period: Period, now = Date.now()): Promise<CategoryStatisticsDto> {
    const range = periodRange(period, now);
    const rows = await categoryCounts(this.db, range.from);
    const counted = (metric: 'posts' | 'courses', known: readonly string[]): CategoryStatDto[] => {
      const counts = new Map(known.map((name) => [name, 0]));
      for (const row of rows) {
        if (row.metric === metric)
          counts.set(row.key, (counts.get(row.key) ?? 0) + Math.max(0, Number(row.n)));
      }
      const names = [...counts.keys()];
      const percentages = largestRemainder(names.map((name) => counts.get(name)!));
      return names.map((name, i) => ({
        name,
        count: counts.get(name)!,
        percentage: percentages[i]!,
        color: (CATEGORY_COLORS as Record<string, string>)[name] ?? OTHER_CATEGORY_COLOR,
      }));
    };
    return {
      range,
      postCategories: counted('posts', POST_TYPES),
      courseCategories: counted('courses', COURSE_CATEGORIES),
    };
  }

  async topContent(period: Period, now = Date.now()): Promise<TopContentDto> {
    const range = periodRange(period, now);
    await this.deps.recorder.flush();
    const [postVersion, courseVersion] = await Promise.all([
      readDataVersion(this.db, 'post_version'),
      readDataVersion(this.db, 'course_version'),
    ]);
    const key = [
      period,
      range.to,
      Math.floor(now / TOP_CONTENT_REUSE_MS),
      this.deps.recorder.postViewsWritten,
    ].join('|');
    const read = async () => {
      const [courses, posts] = await Promise.all([
        topCourses(this.db, seoulMidnight(range.from), TOP_CONTENT_LIMIT),
        topPosts(this.db, range.from, TOP_CONTENT_LIMIT),
      ]);
      return { range, topCourses: courses, topPosts: posts };
    };
    // Likes, comments, saves and shares raise no list version (migrations 0018 and 0020), only the rows' own:
    // any kept version forgotten since (`versionChanges`) is a change too. Without kept versions, read each time.
    const changes = versionChanges(this.db);
    if (changes === undefined) return read();
    return this.topCache.get(key, postVersion + courseVersion + changes, read);
  }
}
