import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { acquireDirLock, DirLockError } from './dir-lock.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-lock-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs a real entry point (server or seed command) as a second process and collects what it prints. */
function runEntry(entry: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('data folder lock', () => {
  it('refuses a second process while the first holds the folder, and the data stays readable', async () => {
    const dir = path.join(tmp, 'shared');
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(users).values({ email: 'keep@example.com', name: 'Keep' });

    const second = await runEntry('src/main.ts', dir);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/in use by process \d+/);
    expect(second.output).toContain(String(process.pid));
    const seed = await runEntry('src/db/seed/seed-cli.ts', dir);
    expect(seed.code).toBe(1);
    expect(seed.output).toMatch(/in use by process \d+/);

    const rows = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from users`);
    expect(Number(rows[0]!.n)).toBe(1);
    await first.close();

    // Released on close: the folder opens again with the data intact.
    const again = await openDatabase({ dataDir: dir });
    const after = await again.db.select().from(users);
    expect(after.map((u) => u.email)).toEqual(['keep@example.com']);
    await again.close();
  }, 60_000);

  it('takes over a stale lock left by a process that died', () => {
    const dir = path.join(tmp, 'stale');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, '.ktravel.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), command: 'gone', startedAt: 'then' }),
    );
    const lock = acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).toThrow(DirLockError);
    lock.release();
    acquireDirLock(dir).release();
  });
});
