import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { acquireDirLock, type DirLock } from '../lib/dir-lock.ts';
import { connectError } from './connect-error.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** After bulk loads: statistics and a flush, so the next queries and the next start are fast (PGlite). */
  checkpoint(): Promise<void>;
  /** Open connections (pool size on PostgreSQL, 1 for PGlite). */
  connections(): number;
  /**
   * Calls `onEvent('notify', payload)` for each `NOTIFY` on `channel` from any connection (any instance), once
   * committed (`payload` is '' when the notification carries none).
   * On PostgreSQL a dedicated connection listens: when it is lost `onEvent('lost')` is called (notifications may
   * be missed until `onEvent('restored')`, after it reconnects). PGlite is one process and never loses them.
   * Answers a function that stops listening.
   */
  listen(channel: NotifyChannel, onEvent: ListenHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Channels notified on: by the triggers (migration 0016), for the notified caches of lib/notified-cache.ts; and
 * `ktravel_course_events` by the course services, for the live course streams (modules/course-collaboration).
 */
export type NotifyChannel =
  | 'ktravel_sessions'
  | 'ktravel_member_counts'
  | 'ktravel_versions'
  | 'ktravel_course_events';
export type ListenEvent = 'notify' | 'lost' | 'restored';
export type ListenHandler = (event: ListenEvent, payload?: string) => void;

/** How long a lost listening connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1_000;

/** A connection of its own that LISTENs on `channel` and reconnects when lost (see `Database.listen`). */
async function listenPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: NotifyChannel,
  onEvent: ListenHandler,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onEvent('notify', message.payload ?? '');
    });
    const lose = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      onEvent('lost');
      if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    };
    next.on('error', lose);
    next.on('end', lose);
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  const reconnect = () => {
    connect().then(
      () => {
        if (stopped) void client?.end().catch(() => {});
        else onEvent('restored');
      },
      () => {
        if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Data folder for PGlite; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite in memory only: starts from this dump (`dumpDataDir`) of a migrated database instead of an empty one. */
  template?: Blob;
}

/** Migrations sit beside this file under tsx (src/db/migrations) and beside the bundle when built (dist/migrations). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in the data folder (locked), and applies migrations. Each
 * engine's driver is loaded only when it is the one used (a tenth of a second of start-up each).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client error (server restart) must not crash the process; the pool replaces the client.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  try {
    // The first connection on its own: when it fails, the error says where and why in one line (connect-error.ts).
    try {
      (await pool.connect()).release();
    } catch (err) {
      throw connectError(url, err) ?? err;
    }
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async checkpoint() {},
    connections: () => pool.totalCount,
    listen: (channel, onEvent) => listenPostgres(pg.Client, url, channel, onEvent),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let lock: DirLock | undefined;
  if (!inMemory) lock = acquireDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
      ]);
    client = new PGlite(inMemory ? 'memory://' : path.join(dataDir, 'db'), {
      extensions: { pg_trgm },
      ...(inMemory && template ? { loadDataDir: template } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    if (!(await isMigrated(client))) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const pglite = client;
    let closed = false;
    // PGlite has no autovacuum: db/housekeeping.ts vacuums and analyses the tables that changed enough, off the
    // request path (the server starts it). Their statistics live in the catalogue across restarts, so starting
    // does not analyse again (it cost 0.3-0.7 s of every start on the demo data).
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async ping() {
        await pglite.query('select 1');
      },
      async checkpoint() {
        await pglite.exec('analyze');
        await db.execute(sql`checkpoint`);
      },
      connections: () => (closed ? 0 : 1),
      async listen(channel, onEvent) {
        const stop = await pglite.listen(channel, (payload) => onEvent('notify', payload ?? ''));
        return async () => {
          if (!closed) await stop();
        };
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => {});
    lock?.release();
    throw err;
  }
}

/**
 * Whether the newest migration of the journal is already applied (drizzle records each one's `when` as
 * `created_at`, and applies those newer than the last recorded): then starting skips drizzle's migrator, which
 * creates its schema and table "if not exists" and reads every migration file (a tenth of a second of a PGlite
 * start). Any doubt (no table yet, an unreadable journal) answers false and the migrator runs.
 */
async function isMigrated(client: PGlite): Promise<boolean> {
  try {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[];
    };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    const applied = await client.query<{ created_at: string | number }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const last = applied.rows[0]?.created_at;
    return last !== undefined && Number(last) >= newest;
  } catch {
    return false;
  }
}

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
