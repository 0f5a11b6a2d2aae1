import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './client.ts';

/**
 * PGlite has no autovacuum: nothing removes dead rows (updated counters, deleted sessions) or refreshes the
 * planner's statistics by itself. This does what autovacuum would, off the request path: a timer (unref'd) looks
 * at the tables' change counters and runs `VACUUM (ANALYZE)` on the table that needs it most, one table per tick,
 * and only while the process is not busy (queries run on the event loop, so a vacuum pauses every request).
 * PostgreSQL has its own autovacuum: nothing runs there.
 */

/** How often the counters are looked at, and how long the process may stay busy before a vacuum runs anyway. */
export const HOUSEKEEPING_EVERY_MS = 60_000;
const FORCE_AFTER_SKIPS = 30;
/** Busy: the event loop worked more than this share of the time since the last tick. */
const BUSY_UTILIZATION = 0.2;

/** The thresholds of PostgreSQL's autovacuum (its defaults): a base number of rows plus a share of the table. */
const VACUUM_THRESHOLD = { base: 50, share: 0.2 };
const INSERT_THRESHOLD = { base: 1000, share: 0.2 };
const ANALYZE_THRESHOLD = { base: 50, share: 0.1 };

interface TableCounters {
  name: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

export interface HousekeepingLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What a table needs: `vacuum` (dead rows, or many inserts for the visibility map), `analyze`, or nothing. */
export function tableNeeds(t: TableCounters): 'vacuum' | 'analyze' | undefined {
  const over = (n: number, { base, share }: { base: number; share: number }) => n > base + share * t.live;
  if (over(t.dead, VACUUM_THRESHOLD) || over(t.insertedSinceVacuum, INSERT_THRESHOLD)) return 'vacuum';
  if (over(t.modifiedSinceAnalyze, ANALYZE_THRESHOLD)) return 'analyze';
  return undefined;
}

export class PgliteHousekeeping {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private skipped = 0;
  private stopped = false;
  private lastUtilization = performance.eventLoopUtilization();

  /** `isBusy` decides when to skip a tick (default: the event loop's utilization since the last one). */
  constructor(
    private readonly database: Database,
    private readonly log: HousekeepingLog,
    private readonly isBusy?: () => boolean,
  ) {}

  /** Whether the event loop was more than BUSY_UTILIZATION busy since the last look. */
  private eventLoopBusy(): boolean {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, this.lastUtilization);
    this.lastUtilization = now;
    return since.utilization > BUSY_UTILIZATION;
  }

  /** Starts the timer (PGlite only; a no-op on PostgreSQL). */
  start(everyMs = HOUSEKEEPING_EVERY_MS): void {
    if (this.database.kind !== 'pglite' || this.stopped || this.timer) return;
    this.timer = setInterval(() => {
      this.running = this.tick().catch((err) => this.log.warn({ err }, 'housekeeping failed'));
    }, everyMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a vacuum under way (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One look: skipped while busy (at most FORCE_AFTER_SKIPS times in a row), else `runOnce`. */
  async tick(): Promise<string | undefined> {
    if (this.stopped) return undefined;
    const busy = this.isBusy ? this.isBusy() : this.eventLoopBusy();
    if (busy && this.skipped < FORCE_AFTER_SKIPS) {
      this.skipped += 1;
      return undefined;
    }
    this.skipped = 0;
    return this.runOnce();
  }

  /** Vacuums (or analyses) the table that needs it most, if any; answers its name. */
  async runOnce(): Promise<string | undefined> {
    if (this.database.kind !== 'pglite' || this.stopped) return undefined;
    const db = this.database.db;
    // PGlite's single backend reports its table counters lazily: ask for them first, read them next statement.
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const rows = await queryRows<{
      name: string;
      live: number;
      dead: number;
      inserted: number;
      modified: number;
    }>(
      db,
      sql`select relname as name, n_live_tup::int as live, n_dead_tup::int as dead,
                 n_ins_since_vacuum::int as inserted, n_mod_since_analyze::int as modified
          from pg_stat_user_tables where schemaname = 'public'`,
    );
    const candidates = rows
      .map((r) => ({
        name: r.name,
        live: Number(r.live),
        dead: Number(r.dead),
        insertedSinceVacuum: Number(r.inserted),
        modifiedSinceAnalyze: Number(r.modified),
      }))
      .map((t) => ({ t, needs: tableNeeds(t) }))
      .filter((c) => c.needs !== undefined)
      // Vacuums before analyses, then the most changed rows first.
      .sort(
        (a, b) =>
          Number(b.needs === 'vacuum') - Number(a.needs === 'vacuum') ||
          b.t.dead + b.t.modifiedSinceAnalyze - (a.t.dead + a.t.modifiedSinceAnalyze),
      );
    const next = candidates[0];
    if (!next) return undefined;
    const started = performance.now();
    const statement = next.needs === 'vacuum' ? sql`vacuum (analyze) ` : sql`analyze `;
    await db.execute(sql`${statement}${sql.identifier(next.t.name)}`);
    this.log.info(
      {
        table: next.t.name,
        did: next.needs === 'vacuum' ? 'vacuum (analyze)' : 'analyze',
        dead: next.t.dead,
        modified: next.t.modifiedSinceAnalyze,
        ms: Math.round(performance.now() - started),
      },
      'database housekeeping',
    );
    return next.t.name;
  }
}
