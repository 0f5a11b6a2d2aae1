import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { connectError, DatabaseConnectError, describeDatabaseUrl } from './connect-error.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A local port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a DATABASE_URL that does not work (issue 33)', () => {
  it('names host, port, database and user, never the password', () => {
    expect(describeDatabaseUrl('postgres://app:s3cret@db.internal:6543/ktravel')).toBe(
      'db.internal:6543, database "ktravel" as "app"',
    );
    expect(describeDatabaseUrl('postgres://localhost/ktravel')).toBe(
      'localhost:5432, database "ktravel" as "(default user)"',
    );
  });

  it.each([
    ['ECONNREFUSED', /connection refused \(ECONNREFUSED\); check that PostgreSQL is running/],
    ['ENOTFOUND', /host not found/],
    ['28P01', /password authentication failed \(28P01\); check the user name and password/],
    ['3D000', /the database does not exist \(3D000\); create it/],
  ])('says why for %s and what to check', (code, expected) => {
    const err = Object.assign(new Error(`driver says ${code}`), { code });
    const found = connectError('postgres://app:s3cret@db.internal:6543/ktravel', err);
    expect(found).toBeInstanceOf(DatabaseConnectError);
    expect(found?.message).toMatch(
      /^cannot connect to PostgreSQL at db\.internal:6543, database "ktravel" as "app": /,
    );
    expect(found?.message).toMatch(expected);
    expect(found?.message).not.toContain('s3cret');
  });

  it('leaves other errors (a migration failing) as they are', () => {
    expect(
      connectError('postgres://x@h/d', Object.assign(new Error('syntax error'), { code: '42601' })),
    ).toBe(undefined);
  });

  it('is what opening the database throws when nothing listens there', async () => {
    const port = await closedPort();
    const opening = openDatabase({
      databaseUrl: `postgres://app:s3cret@127.0.0.1:${port}/ktravel`,
      dataDir: '',
    });
    await expect(opening).rejects.toThrow(DatabaseConnectError);
    await expect(opening).rejects.toThrow(
      `127.0.0.1:${port}, database "ktravel" as "app": connection refused`,
    );
  });

  it('makes the server print one line and exit 1, not a stack trace', async () => {
    const port = await closedPort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/ktravel`,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toEqual([
      `Cannot start: cannot connect to PostgreSQL at 127.0.0.1:${port}, database "ktravel" as "app": connection refused (ECONNREFUSED); check that PostgreSQL is running and listening there, and the host and port in DATABASE_URL.`,
    ]);
    expect(stderr + stdout).not.toContain('s3cret');
  }, 20_000);
});
