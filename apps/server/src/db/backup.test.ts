import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { CONTROL_SOCKET_NAME, openControlSocket, sendControlCommand } from '../lib/control-socket.ts';
import { DirLockError } from '../lib/dir-lock.ts';
import { signIn, testConfig } from '../test/helpers.ts';
import {
  BACKUP_COMMAND,
  BackupService,
  backupsDir,
  fileTimestamp,
  listBackups,
  requestBackup,
} from './backup.ts';
import { type Database, openDatabase, queryRows } from './client.ts';
import { restoreBackup } from './restore.ts';

// Backups are of the embedded database on disk: one run is enough, whichever database the suite targets.
const embeddedOnly = describe.skipIf(process.env.TEST_DB === 'postgres');

const journal = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations/meta/_journal.json'),
    'utf8',
  ),
) as { entries: unknown[] };

const temps: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktb-'));
  temps.push(dir);
  return dir;
};
const quietLog = { info: () => {}, error: () => {} };

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(database.db, query))[0]!.n;

/** Counters kept by triggers must equal the rows they count, and every migration must be recorded. */
async function expectConsistent(database: Database) {
  expect(await count(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
    journal.entries.length,
  );
  const wrong = await queryRows(
    database.db,
    sql`select c.id, c.comment_count, c.save_count,
          (select count(*)::int from course_comments x where x.course_id = c.id) as comments,
          (select count(*)::int from course_saves x where x.course_id = c.id) as saves
        from courses c
        where c.comment_count <> (select count(*) from course_comments x where x.course_id = c.id)
           or c.save_count <> (select count(*) from course_saves x where x.course_id = c.id)`,
  );
  expect(wrong).toEqual([]);
}

embeddedOnly('embedded-mode backups', () => {
  it('copies every write acknowledged before the backup began, while writes continue, and restores it', async () => {
    const dataDir = tempDir();
    const config = testConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    const app: FastifyInstance = await buildApp(config);
    await app.ready();
    const backups = new BackupService(app.database, dataDir, quietLog);

    const owner = await signIn(app, 'owner@example.com', 'Owner');
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(app, `m${i}@example.com`, `Member ${i}`)),
    );
    const courseIds: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/courses',
        headers: { cookie: owner },
        payload: {
          title: `Course ${i}`,
          visibility: 'public',
          stops: [{ order: 1, name: 'Gyeongbokgung Palace', lat: 37.5796, lng: 126.977 }],
        },
      });
      expect(res.statusCode).toBe(201);
      courseIds.push(res.json().data.id);
    }

    // Acknowledged writes, in the order their answers arrived.
    const acked: string[] = [];
    let stop = false;
    let inFlight = 0;
    let contactSeq = 0;
    const send = async (key: (body: { data: { id?: number } }) => string, request: InjectOptions) => {
      inFlight++;
      try {
        const res = await app.inject(request);
        expect(res.statusCode, res.body).toBe(201);
        acked.push(key(res.json()));
      } finally {
        inFlight--;
      }
    };
    const commentWorker = async (cookie: string) => {
      // Each member's budget is 20 comments a minute.
      for (let n = 0; n < 18 && !stop; n++) {
        const courseId = courseIds[n % courseIds.length]!;
        await send((b) => `comment:${b.data.id}`, {
          method: 'POST',
          url: `/api/comments/course/${courseId}`,
          headers: { cookie },
          payload: { content: `Comment ${n} on ${courseId}` },
        });
        if (n % 4 === 3) {
          const saved = courseIds[(n - 3) / 4]!;
          await send(() => `save:${cookie}:${saved}`, {
            method: 'POST',
            url: `/api/courses/${saved}/save`,
            headers: { cookie },
          });
        }
      }
    };
    const contactWorker = async () => {
      while (!stop) {
        const seq = ++contactSeq;
        await send((b) => `contact:${b.data.id}`, {
          method: 'POST',
          url: '/api/contact',
          // One address per message: the contact form's limit is per address.
          headers: { 'x-forwarded-for': `10.1.${seq >> 8}.${seq & 255}` },
          payload: {
            name: `Visitor ${seq}`,
            email: `v${seq}@example.com`,
            subject: 'general',
            message: 'Hello',
          },
        });
      }
    };
    const load = Promise.all([...members.map(commentWorker), contactWorker(), contactWorker()]);

    while (acked.length < 60) await new Promise((r) => setTimeout(r, 5));
    // Everything acknowledged up to this instant must be in the copy.
    const before = new Set(acked);
    const inFlightAtStart = inFlight;
    const file = await backups.backup();
    const stats = backups.lastStats!;
    const ackedDuringBackup = acked.length - before.size;
    while (acked.length < before.size + ackedDuringBackup + 20 && contactSeq < 2000) {
      await new Promise((r) => setTimeout(r, 5));
    }
    stop = true;
    await load;
    const ackedTotal = acked.length;
    await app.close();

    // Two passes (checked once the writers have stopped, so a failure here leaves nothing running): the database
    // was held only for the second, which read again the files that changed, not the whole folder. How many
    // changed depends on how long the first pass took under the machine's load (a quarter of them locally).
    expect(stats.files).toBeGreaterThan(100);
    expect(stats.reread).toBeGreaterThan(0);
    expect(stats.reread).toBeLessThan(stats.files);
    expect(stats.lockedMs).toBeLessThan(stats.totalMs);

    expect(inFlightAtStart).toBeGreaterThan(0);
    expect(ackedTotal).toBeGreaterThan(before.size);
    expect(fs.existsSync(file)).toBe(true);
    expect(path.dirname(file)).toBe(backupsDir(dataDir));
    expect(path.basename(file)).toMatch(/^ktravel-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restoredDir = tempDir();
    const result = await restoreBackup(restoredDir, file);
    expect(result.previous).toBeUndefined();
    expect(result.migrationsApplied).toBe(0);

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      await expectConsistent(restored);
      const present = new Set<string>();
      for (const r of await queryRows<{ id: number }>(restored.db, sql`select id from course_comments`)) {
        present.add(`comment:${r.id}`);
      }
      for (const r of await queryRows<{ id: number }>(restored.db, sql`select id from contact_inquiries`)) {
        present.add(`contact:${r.id}`);
      }
      const saves = await queryRows<{ email: string; course_id: number }>(
        restored.db,
        sql`select u.email, s.course_id from course_saves s join users u on u.id = s.user_id`,
      );
      for (const s of saves) {
        const cookie = members[Number(s.email.slice(1, s.email.indexOf('@')))]!;
        present.add(`save:${cookie}:${s.course_id}`);
      }
      const missing = [...before].filter((key) => !present.has(key));
      expect(missing).toEqual([]);
      // The copy is of one moment: it cannot hold more than was ever written.
      expect(present.size).toBeLessThanOrEqual(ackedTotal);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('answers db:backup through the control socket of a running server, and copies a stopped folder itself', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    const backups = new BackupService(database, dataDir, quietLog);
    const control = await openControlSocket(dataDir, { [BACKUP_COMMAND]: () => backups.backup() }, quietLog);
    const socketFile = path.join(dataDir, CONTROL_SOCKET_NAME);
    try {
      expect(fs.statSync(socketFile).isSocket()).toBe(true);
      expect(fs.statSync(socketFile).mode & 0o777).toBe(0o600);

      const viaServer = await requestBackup(dataDir);
      expect(viaServer.by).toBe('server');
      expect(fs.existsSync(viaServer.file)).toBe(true);
      expect(listBackups(dataDir).map((b) => b.file)).toEqual([viaServer.file]);

      await expect(sendControlCommand(dataDir, 'drop everything')).rejects.toThrow(/unknown command/);
    } finally {
      await control.close();
    }
    expect(fs.existsSync(socketFile)).toBe(false);

    // No socket, but the folder is still open (here, by this process): db:backup must not open it a second time.
    await expect(requestBackup(dataDir)).rejects.toThrow(DirLockError);
    await backups.stop();
    await database.close();

    const offline = await requestBackup(dataDir);
    expect(offline.by).toBe('this process');
    expect(listBackups(dataDir)).toHaveLength(2);
    expect(fs.existsSync(path.join(dataDir, '.ktravel.lock'))).toBe(false);
  }, 60_000);

  it('keeps the newest 7 daily copies, makes one only when the newest is a day old, and never deletes manual ones', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    try {
      const dir = backupsDir(dataDir);
      fs.mkdirSync(dir, { recursive: true });
      const dayMs = 86_400_000;
      for (let day = 2; day <= 9; day++) {
        fs.writeFileSync(
          path.join(dir, `ktravel-daily-${fileTimestamp(new Date(Date.now() - day * dayMs))}.tar.gz`),
          'x',
        );
      }
      const manual = path.join(dir, `ktravel-${fileTimestamp(new Date(Date.now() - 30 * dayMs))}.tar.gz`);
      fs.writeFileSync(manual, 'x');
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');

      const backups = new BackupService(database, dataDir, quietLog);
      const first = await backups.runDaily(7);
      expect(first.created).toBeDefined();
      expect(first.removed).toHaveLength(2);
      const daily = listBackups(dataDir).filter((b) => b.kind === 'daily');
      expect(daily).toHaveLength(7);
      expect(daily.at(-1)!.file).toBe(first.created);
      // The two oldest went.
      expect(daily[0]!.takenAt.getTime()).toBeGreaterThan(Date.now() - 7.5 * dayMs);
      expect(fs.existsSync(manual)).toBe(true);
      expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);

      // The newest daily copy is minutes old: nothing new, nothing deleted.
      const second = await backups.runDaily(7);
      expect(second).toEqual({ created: undefined, removed: [] });
      await backups.stop();
    } finally {
      await database.close();
    }
  }, 60_000);

  it('logs a failed daily backup instead of throwing, and makes none when BACKUP_KEEP_DAYS is 0', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    const log = { info: vi.fn(), error: vi.fn() };
    const off = new BackupService(database, dataDir, log);
    off.startDaily(0);
    await off.stop();
    expect(listBackups(dataDir)).toEqual([]);

    const failing = new BackupService(database, dataDir, log);
    await database.close();
    failing.startDaily(7);
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled(), { timeout: 10_000 });
    expect(String(log.error.mock.calls[0]![1])).toMatch(/daily database backup failed/);
    await failing.stop();
  }, 60_000);

  it('refuses to restore while the data folder is locked, naming the holder, and keeps the database in place', async () => {
    const source = tempDir();
    const database = await openDatabase({ dataDir: source });
    const file = await new BackupService(database, source, quietLog).backup();
    await database.close();

    const target = tempDir();
    const existing = await openDatabase({ dataDir: target });
    await existing.close();
    // A server in another process (our parent is alive on this host) holds the lock.
    fs.writeFileSync(
      path.join(target, '.ktravel.lock'),
      JSON.stringify({
        pid: process.ppid,
        host: os.hostname(),
        command: 'node apps/server/dist/main.js',
        startedAt: new Date().toISOString(),
      }),
    );
    const error = await restoreBackup(target, file).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DirLockError);
    expect((error as Error).message).toContain(`process ${process.ppid} (node apps/server/dist/main.js)`);
    expect(fs.readdirSync(target).filter((f) => f.startsWith('db'))).toEqual(['db']);

    // Once it stops, the restore moves the old database aside (kept) and puts the backup in its place.
    fs.rmSync(path.join(target, '.ktravel.lock'));
    const result = await restoreBackup(target, file);
    expect(result.previous).toMatch(/db\.before-restore-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(fs.existsSync(path.join(result.previous!, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(target, '.ktravel.lock'))).toBe(false);
    const reopened = await openDatabase({ dataDir: target });
    await expectConsistent(reopened);
    await reopened.close();

    // Not a backup: refused before anything moves.
    const bogus = path.join(target, 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'plain text');
    await expect(restoreBackup(target, bogus)).rejects.toThrow(/not a gzipped tarball/);
  }, 120_000);
});
