import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ControlSocketError, sendControlCommand } from '../lib/control-socket.ts';
import { acquireDirLock, DirLockError } from '../lib/dir-lock.ts';
import type { Database } from './client.ts';
import { type DumpStats, dumpPglite } from './pglite-dump.ts';

/**
 * Backups of the embedded database (PGlite): a gzipped tarball of its data folder (PGlite's `dumpDataDir`), taken
 * from the running server while writes continue, kept in DATA_DIR/backups. PostgreSQL deployments use pg_dump.
 */

export const BACKUPS_DIR_NAME = 'backups';
/** The control-socket command that makes the running server take a backup. */
export const BACKUP_COMMAND = 'backup';
const DAY_MS = 24 * 60 * 60 * 1000;
/** After a failed daily backup, try again this much later. */
const RETRY_MS = 60 * 60 * 1000;

/** `manual` copies (db:backup) are kept until the operator deletes them; `daily` ones rotate. */
export type BackupKind = 'manual' | 'daily';

const NAME_PATTERN = /^ktravel-(daily-)?(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d+))?\.tar\.gz$/;

export interface BackupFile {
  file: string;
  name: string;
  kind: BackupKind;
  takenAt: Date;
}

export interface BackupLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const backupsDir = (dataDir: string) => path.join(dataDir, BACKUPS_DIR_NAME);

/** `2026-11-22T13-00-00Z`: an ISO time without milliseconds, safe in file names. */
export const fileTimestamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;

/** The PGlite client under a Database opened on PGlite (Drizzle keeps the client it was given as `$client`). */
export function pgliteClientOf(database: Database): PGlite {
  if (database.kind !== 'pglite') {
    throw new Error(
      'Backups here are for the embedded database; on PostgreSQL use pg_dump (see the README).',
    );
  }
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** Writes a tarball into DATA_DIR/backups under a timestamped name (never a half-written file under that name). */
export function writeBackupFile(
  dataDir: string,
  bytes: Uint8Array,
  kind: BackupKind,
  at = new Date(),
): string {
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stem = `ktravel-${kind === 'daily' ? 'daily-' : ''}${fileTimestamp(at)}`;
  let file = path.join(dir, `${stem}.tar.gz`);
  for (let n = 2; fs.existsSync(file); n++) file = path.join(dir, `${stem}-${n}.tar.gz`);
  const partial = path.join(dir, `.${path.basename(file)}.partial`);
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
  return file;
}

/** The backups in DATA_DIR/backups, oldest first (by the time in their names). */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const found: (BackupFile & { seq: number })[] = [];
  for (const name of names) {
    const m = NAME_PATTERN.exec(name);
    if (!m) continue;
    const takenAt = new Date(`${m[2]}T${m[3]}:${m[4]}:${m[5]}Z`);
    if (Number.isNaN(takenAt.getTime())) continue;
    found.push({
      file: path.join(dir, name),
      name,
      kind: m[1] ? 'daily' : 'manual',
      takenAt,
      seq: Number(m[6] ?? 1),
    });
  }
  found.sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime() || a.seq - b.seq);
  return found.map(({ seq: _seq, ...backup }) => backup);
}

/** Deletes the daily copies beyond the newest `keep`; manual copies are never touched. Returns what it deleted. */
export function pruneDailyBackups(dataDir: string, keep: number): string[] {
  const daily = listBackups(dataDir).filter((b) => b.kind === 'daily');
  const excess = daily.slice(0, Math.max(0, daily.length - keep));
  for (const backup of excess) fs.rmSync(backup.file, { force: true });
  return excess.map((b) => b.file);
}

export interface DailyResult {
  created: string | undefined;
  removed: string[];
}

/**
 * Backups of one open embedded database: one at a time (a second request waits for the first), the daily
 * rotation, and a clean stop (waits for a running backup so the database is not closed under it).
 */
export class BackupService {
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** What the latest backup did (files, re-read files, how long requests were held); for tests and logs. */
  lastStats: DumpStats | undefined;

  constructor(
    private readonly database: Database,
    private readonly dataDir: string,
    private readonly log: BackupLog,
  ) {
    pgliteClientOf(database);
  }

  /** Takes a backup now and returns its path. The function the control socket's `backup` command calls. */
  backup(kind: BackupKind = 'manual'): Promise<string> {
    const run = this.queue.then(async () => {
      if (this.stopped) throw new Error('the server is shutting down');
      const { bytes, stats } = await dumpPglite(pgliteClientOf(this.database));
      const file = writeBackupFile(this.dataDir, bytes, kind);
      this.lastStats = stats;
      this.log.info(
        { file, kind, bytes: bytes.length, ms: stats.totalMs, ...stats },
        'database backup written',
      );
      return file;
    });
    this.queue = run.catch(() => {});
    return run;
  }

  /** Makes a daily copy when the newest is 24 h old or more (or there is none), then keeps the newest `keep`. */
  async runDaily(keep: number, now = new Date()): Promise<DailyResult> {
    const newest = listBackups(this.dataDir)
      .filter((b) => b.kind === 'daily')
      .at(-1);
    const due = !newest || now.getTime() - newest.takenAt.getTime() >= DAY_MS;
    const created = due ? await this.backup('daily') : undefined;
    const removed = pruneDailyBackups(this.dataDir, keep);
    if (removed.length > 0) this.log.info({ removed }, 'old daily backups deleted');
    return { created, removed };
  }

  /**
   * Runs the daily job now and then whenever the newest daily copy turns 24 h old (timer unref'd: it never keeps
   * the process alive). Failures are logged and retried an hour later; they never reach the caller.
   */
  startDaily(keep: number): void {
    if (keep <= 0 || this.stopped) return;
    const tick = async () => {
      this.timer = undefined;
      let delay = RETRY_MS;
      try {
        await this.runDaily(keep);
        const newest = listBackups(this.dataDir)
          .filter((b) => b.kind === 'daily')
          .at(-1);
        const dueIn = newest ? newest.takenAt.getTime() + DAY_MS - Date.now() : 0;
        delay = Math.min(DAY_MS, Math.max(60_000, dueIn + 1000));
      } catch (err) {
        this.log.error({ err }, 'daily database backup failed; trying again in an hour');
      }
      if (this.stopped) return;
      this.timer = setTimeout(() => void tick(), delay);
      this.timer.unref();
    };
    void tick();
  }

  /** Stops the daily timer, refuses new backups and waits for a running one. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.queue;
  }
}

/** True when `dir` holds a PGlite (PostgreSQL) data folder. */
export const hasDatabase = (dbDir: string) => fs.existsSync(path.join(dbDir, 'PG_VERSION'));

/**
 * Backs up a data folder no server has open: takes the folder's lock, opens the database (no migrations: a
 * backup changes nothing), dumps it the same way and closes.
 */
export async function backupStoppedFolder(dataDir: string): Promise<string> {
  const dbDir = path.join(dataDir, 'db');
  const missing = () => new Error(`There is no embedded database in ${dbDir}: nothing to back up.`);
  // Checked before taking the lock, which would create the folder.
  if (!hasDatabase(dbDir)) throw missing();
  const lock = acquireDirLock(dataDir);
  try {
    if (!hasDatabase(dbDir)) throw missing();
    const client = new PGlite(dbDir, { extensions: { pg_trgm } });
    try {
      await client.waitReady;
      return writeBackupFile(dataDir, (await dumpPglite(client)).bytes, 'manual');
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * What `npm run db:backup` does: asks the server running on `dataDir` through its control socket; when none
 * answers, backs up the stopped folder itself.
 */
export async function requestBackup(
  dataDir: string,
): Promise<{ file: string; by: 'server' | 'this process' }> {
  try {
    return { file: await sendControlCommand(dataDir, BACKUP_COMMAND), by: 'server' };
  } catch (err) {
    if (!(err instanceof ControlSocketError && err.notListening)) throw err;
  }
  try {
    return { file: await backupStoppedFolder(dataDir), by: 'this process' };
  } catch (err) {
    if (err instanceof DirLockError) {
      throw new DirLockError(
        `No server answered on ${path.join(dataDir, 'control.sock')}, yet the data folder is locked. ${err.message} ` +
          'If it is a server still starting, try again in a moment; otherwise restart it.',
      );
    }
    throw err;
  }
}
