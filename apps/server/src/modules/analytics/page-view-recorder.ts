import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  appendPageViews,
  appendPostViews,
  compactRollups,
  type PageViewCount,
  type PostView,
} from './analytics.repository.ts';
import { addDays, seoulDay } from './seoul-day.ts';

export interface RecorderOptions {
  /** How often buffered page views are written (ms). */
  flushEveryMs?: number;
  /** How often the rollups are compacted (ms). */
  compactEveryMs?: number;
}

/** Buffered post views above which a flush starts at once instead of waiting for the timer. */
const EAGER_FLUSH_AT = 2_000;
/** Buffered entries kept across failed flushes (database down); beyond this the oldest counts are dropped. */
const MAX_BUFFERED = 50_000;

/**
 * Counts page views in memory per (Seoul day, path) and writes the sums once a second: a page view costs a
 * request that touches no database, and the rollup gets one row per path per second at most. A crash loses at
 * most the last second's counts. Post views (one per viewer per post per day) are written the same way.
 */
export class PageViewRecorder {
  private pages = new Map<string, number>();
  private posts = new Map<string, PostView>();
  private flushing: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];
  /** Page views counted since start (the metrics endpoint's counter). */
  counted = 0;
  /** Post views this instance has written (new ones only): the top-content cache keys on it. */
  postViewsWritten = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly secret: string,
    private readonly options: RecorderOptions = {},
  ) {}

  /** A keyed hash naming the viewer (session, or address and browser): stored for two days, never reversible. */
  viewerKey(identity: string): string {
    return createHmac('sha256', this.secret).update(identity).digest('base64url').slice(0, 22);
  }

  /** Counts page views of normalised paths, and views of posts (`postIds`) by `viewer`. */
  record(paths: string[], postIds: number[], viewer: string, now = Date.now()): void {
    const day = seoulDay(now);
    for (const path of paths) {
      const key = `${day}\t${path}`;
      this.pages.set(key, (this.pages.get(key) ?? 0) + 1);
    }
    this.counted += paths.length;
    for (const postId of postIds) this.posts.set(`${day}\t${postId}\t${viewer}`, { day, postId, viewer });
    if (this.posts.size >= EAGER_FLUSH_AT) void this.flush();
  }

  /** Writes what is buffered (one flush at a time; a second caller waits for the running one, then flushes). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pages.size === 0 && this.posts.size === 0) return;
    const pages = this.pages;
    const posts = this.posts;
    this.pages = new Map();
    this.posts = new Map();
    this.flushing = this.write(pages, posts).finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  private async write(pages: Map<string, number>, posts: Map<string, PostView>): Promise<void> {
    const counts: PageViewCount[] = [...pages].map(([key, n]) => {
      const [day, path] = key.split('\t') as [string, string];
      return { day, path, n };
    });
    try {
      await appendPageViews(this.db, counts);
      pages.clear();
      this.postViewsWritten += await appendPostViews(this.db, [...posts.values()]);
      posts.clear();
    } catch (err) {
      this.log.warn({ err }, 'page views: write failed, kept for the next try');
      for (const [key, n] of pages) this.pages.set(key, (this.pages.get(key) ?? 0) + n);
      for (const [key, view] of posts) this.posts.set(key, view);
      if (this.pages.size + this.posts.size > MAX_BUFFERED) {
        this.log.error('page views: buffer full while the database is unreachable; dropping buffered views');
        this.pages.clear();
        this.posts.clear();
      }
    }
  }

  /** Folds the appended rollup rows (see db/tables/statistics.ts); marks older than yesterday are forgotten. */
  async compact(now = Date.now()): Promise<number> {
    return compactRollups(this.db, addDays(seoulDay(now), -1));
  }

  start(): void {
    const flushEvery = this.options.flushEveryMs ?? 1_000;
    const compactEvery = this.options.compactEveryMs ?? 60_000;
    const flusher = setInterval(() => void this.flush(), flushEvery);
    const compactor = setInterval(() => {
      this.compact().catch((err) => this.log.warn({ err }, 'statistics: compaction failed'));
    }, compactEvery);
    flusher.unref();
    compactor.unref();
    this.timers.push(flusher, compactor);
  }

  /** Stops the timers and writes what is left. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.flush();
  }
}
