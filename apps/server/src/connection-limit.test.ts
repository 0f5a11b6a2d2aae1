import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { connectionsWithin } from './lib/open-files-limit.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILES = 512;

/** The server (from its sources) under an open-files limit of FILES; answers it and the port it listens on. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    'bash',
    ['-c', `ulimit -n ${FILES} && exec "$0" --import tsx src/main.ts`, process.execPath],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        SEED: 'false',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        BACKUP_KEEP_DAYS: '0',
      },
    },
  );
  let output = '';
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      output += d;
      const found = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return { child, port };
}

/** Opens a TCP connection and keeps it; answers whether it stayed open for a moment (a refused one is closed). */
function connect(port: number): Promise<{ socket: net.Socket; isOpen: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let settled = false;
    const settle = (isOpen: boolean) => {
      if (settled) return;
      settled = true;
      resolve({ socket, isOpen });
    };
    socket.on('error', () => settle(false));
    socket.on('close', () => settle(false));
    socket.on('connect', () => setTimeout(() => settle(!socket.destroyed), 200));
  });
}

const openFiles = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;

describe.runIf(process.platform === 'linux')('more connections than files (issue 43)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-connections-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses connections past the limit the open files allow, and never ends the process', async () => {
    const started = await startServer(dataDir);
    server = started.child;
    const limit = connectionsWithin(FILES);
    // More connections than the process may open files (19,600 streams ended it at its 20,000).
    const sockets = [];
    for (let i = 0; i < FILES + 100; i += 1) sockets.push(connect(started.port));
    const opened = await Promise.all(sockets);
    // Alive, below its limit, through a few rounds of the overload guard's sampler (it reads /proc: a file).
    await new Promise((r) => setTimeout(r, 1000));
    expect(server.exitCode, 'the server ended').toBeNull();
    expect(openFiles(server.pid!)).toBeLessThan(FILES);
    const kept = opened.filter((s) => s.isOpen && !s.socket.destroyed).length;
    expect(kept).toBeLessThanOrEqual(limit);
    expect(kept).toBeGreaterThan(limit / 2);
    for (const { socket } of opened) socket.destroy();
    await new Promise((r) => setTimeout(r, 300));
    const health = await fetch(`http://127.0.0.1:${started.port}/api/health`);
    expect(health.status).toBe(200);
  }, 60_000);
});
