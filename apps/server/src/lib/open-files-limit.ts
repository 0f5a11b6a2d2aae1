import { readFileSync } from 'node:fs';

/**
 * How many files (sockets included) this process may hold open: the soft "Max open files" of /proc/self/limits
 * (Node raises it to the hard limit at start). Undefined where /proc is not there (not Linux) or it says
 * "unlimited".
 */
export function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.slice('Max open files'.length).trim().split(/\s+/)[0]);
    return Number.isInteger(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/** Files kept for the rest of the process: the database pool, PGlite's files, logs, the import worker, backups. */
const RESERVED_FILES = 256;

/**
 * The connections to accept at most with `limit` open files: half of what is left after the reserve, since a
 * request may open a connection of its own (a provider, S3, PostgreSQL) while it is answered. Past it, a new
 * connection is closed at once: running out of files would otherwise throw EMFILE wherever a file is opened next.
 */
export function connectionsWithin(limit: number): number {
  return Math.max(16, Math.floor((limit - RESERVED_FILES) / 2));
}
