import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirLock, type DirLock } from '../lib/dir-lock.ts';
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

/** Channels the triggers notify on (migration 0016): the notified caches of lib/notified-cache.ts. */
export type NotifyChannel = 'ktravel_sessions' | 'ktravel_member_counts' | 'ktravel_versions';
export type ListenEvent = 'notify' | 'lost' | 'restored';
export type ListenHandler = (event: ListenEvent, payload?: string) => void;

/** How long a lost listening connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1_000;

/** A connection of its own that LISTENs on `channel` and reconnects when lost (see `Database.listen`). */
async function listenPostgres(
  url: string,
  channel: NotifyChannel,
  onEvent: ListenHandler,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
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

/** Opens PostgreSQL when a URL is given, otherwise PGlite in the data folder (locked), and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client error (server restart) must not crash the process; the pool replaces the client.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  try {
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
    listen: (channel, onEvent) => listenPostgres(url, channel, onEvent),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let lock: DirLock | undefined;
  if (!inMemory) lock = acquireDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    client = new PGlite(inMemory ? 'memory://' : path.join(dataDir, 'db'), {
      extensions: { pg_trgm },
      ...(inMemory && template ? { loadDataDir: template } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
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

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
