import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on a data folder. PGlite takes none of its own, and two processes on one folder corrupt it,
 * so every process that opens the embedded database takes this lock first.
 */
export class DirLockError extends Error {}

interface LockInfo {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
}

const LOCK_NAME = '.ktravel.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readInfo(file: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

export interface DirLock {
  file: string;
  release(): void;
}

/** Takes the lock or throws DirLockError naming the process that holds it. */
export function acquireDirLock(dir: string, command = process.argv.slice(1).join(' ')): DirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_NAME);
  const info: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    command,
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify(info));
      fs.closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          const current = readInfo(file);
          if (current?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readInfo(file);
    const sameHost = holder?.host === os.hostname();
    if (holder && (!sameHost || isAlive(holder.pid)) && holder.pid !== process.pid) {
      throw new DirLockError(
        `The data folder ${dir} is in use by process ${holder.pid} (${holder.command || 'unknown command'}) on ${holder.host} since ${holder.startedAt}. ` +
          'Only one process may open the embedded database at a time: stop that process first (or point DATA_DIR elsewhere).',
      );
    }
    if (holder?.pid === process.pid) {
      throw new DirLockError(`The data folder ${dir} is already open in this process.`);
    }
    // Stale lock (holder gone, or unreadable): move it aside atomically so only one contender takes over.
    try {
      fs.renameSync(file, `${file}.stale-${process.pid}`);
      fs.rmSync(`${file}.stale-${process.pid}`, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new DirLockError(`Could not lock the data folder ${dir}; try again.`);
}
