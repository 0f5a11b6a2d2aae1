import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

// The embedded database's copy for a backup (backup.ts): two passes over the data folder, holding the database only
// for the second, then a tarball in PGlite's own layout, gzipped off the event loop.

/** What one backup did: its size, and how long requests had to wait for it (the second pass). */
export interface DumpStats {
  /** Files in the copy, and how many the second pass read again because they changed during the first. */
  files: number;
  reread: number;
  /** Bytes of the data folder copied (before compression). */
  folderBytes: number;
  /** How long the database was held for the backup (the second pass), and the whole backup, in milliseconds. */
  lockedMs: number;
  totalMs: number;
  /** The first pass's CHECKPOINT (PGlite runs it on the event loop like any statement). */
  firstCheckpointMs?: number;
}

interface CopiedFile {
  /** Path inside the data folder, with a leading slash (as PGlite's own `dumpDataDir` names them). */
  name: string;
  dir: boolean;
  mode: number;
  size: number;
  mtimeMs: number;
  data: Buffer;
}

/**
 * A file whose modification time is this close to (or after) the start of the first pass is read again in the
 * second: the file system's clock for modification times is coarse (a few milliseconds), so a file written just
 * after the first pass read it may keep the very time it had when read. A generous margin only costs re-reading
 * the few files written in the seconds before the backup began.
 */
const MTIME_MARGIN_MS = 2000;
/**
 * Files looked at once: the first pass reads most files (a moderate number at a time, not to flood the thread
 * pool the requests' own file work shares); the second, holding the database, mostly only stats them, so it
 * asks for many at once to be done sooner.
 */
const FIRST_PASS_CONCURRENCY = 32;
const SECOND_PASS_CONCURRENCY = 512;

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** Every file and folder below `root` (paths relative to it, with a leading slash), parents before children. */
async function walk(root: string): Promise<{ name: string; dir: boolean }[]> {
  const out: { name: string; dir: boolean }[] = [];
  const visit = async (rel: string) => {
    const entries = await fs.promises.readdir(path.join(root, rel), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const name = `${rel}/${entry.name}`;
      out.push({ name, dir: entry.isDirectory() });
      if (entry.isDirectory()) await visit(name);
    }
  };
  await visit('');
  return out;
}

/**
 * Copies the folder into memory without blocking the event loop. With `previous` (the first pass's copy), a
 * file is read again only when it is new, its size or modification time changed, or it was modified since
 * `since` (minus the margin); the others are taken from `previous`. Files that vanished are left out.
 */
async function copyFolder(
  root: string,
  previous?: Map<string, CopiedFile>,
  since = 0,
): Promise<{ files: Map<string, CopiedFile>; reread: number }> {
  const files = new Map<string, CopiedFile>();
  let reread = 0;
  const entries = await walk(root);
  await inBatches(
    entries,
    previous ? SECOND_PASS_CONCURRENCY : FIRST_PASS_CONCURRENCY,
    async ({ name, dir }) => {
      const full = path.join(root, name);
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(full);
      } catch (err) {
        // Gone between the listing and now (PostgreSQL removes old WAL segments and temporary files).
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      if (dir || stat.isDirectory()) {
        files.set(name, {
          name,
          dir: true,
          mode: stat.mode,
          size: 0,
          mtimeMs: stat.mtimeMs,
          data: Buffer.alloc(0),
        });
        return;
      }
      const before = previous?.get(name);
      if (
        before &&
        !before.dir &&
        before.size === stat.size &&
        before.mtimeMs === stat.mtimeMs &&
        stat.mtimeMs < since - MTIME_MARGIN_MS
      ) {
        files.set(name, before);
        return;
      }
      let data: Buffer;
      try {
        data = await fs.promises.readFile(full);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      reread++;
      files.set(name, { name, dir: false, mode: stat.mode, size: data.length, mtimeMs: stat.mtimeMs, data });
    },
  );
  return { files, reread };
}

/** One 512-byte ustar header (names here are short: PostgreSQL's longest are well under 100 bytes). */
function tarHeader(file: CopiedFile): Buffer {
  const header = Buffer.alloc(512);
  const name = Buffer.from(file.name, 'utf8');
  if (name.length > 100) throw new Error(`A file name too long for the backup's tarball: ${file.name}`);
  const octal = (value: number, width: number, at: number) =>
    header.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, width, 'ascii');
  name.copy(header, 0);
  octal(file.mode & 0o7777, 8, 100);
  octal(0, 8, 108);
  octal(0, 8, 116);
  octal(file.dir ? 0 : file.data.length, 12, 124);
  octal(Math.floor(file.mtimeMs / 1000), 12, 136);
  header.write('        ', 148, 8, 'ascii');
  header.write(file.dir ? '5' : '0', 156, 1, 'ascii');
  header.write('ustar\0' + '00', 257, 8, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/** The pieces of one tar archive of the files, in PGlite's layout (what `loadDataDir`, and so db:restore, reads). */
function tarParts(files: Iterable<CopiedFile>): Buffer[] {
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(tarHeader(file));
    if (file.dir) continue;
    parts.push(file.data);
    const pad = (512 - (file.data.length % 512)) % 512;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(1024));
  return parts;
}

/**
 * Gzips the pieces through a stream, a piece at a time, on libuv's thread pool: never one 66 MB copy of the folder
 * on the event loop (Buffer.concat and its page faults), only small hand-overs. Level 1: on a 2-core machine the
 * compression competes with the requests for the processor; level 1 took 190 ms of CPU for the 66 MB demo folder
 * where the default level 6 took 450 ms, for 8.7 MB instead of 7.5 MB.
 */
async function gzipParts(parts: Buffer[]): Promise<Uint8Array> {
  const out: Buffer[] = [];
  const stream = zlib.createGzip({ level: 1, chunkSize: 256 * 1024 });
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  for (const part of parts) {
    if (!stream.write(part)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await ended;
  return new Uint8Array(Buffer.concat(out));
}

/**
 * A consistent copy of the whole database as a gzipped tarball, holding the database for a moment only.
 *
 * PGlite's own `dumpDataDir` reads every file synchronously and compresses while it holds the database: every
 * request waited for the whole copy (2.3 s for a health check during the first daily backup), and with the event
 * loop blocked by the reads even requests that never touch the database did. Here the copy is made in two passes:
 *
 * 1. Without holding anything: a CHECKPOINT (one statement, like any other), then every file is read with
 *    asynchronous reads. Writes go on; some files read here are torn.
 * 2. Holding the database: inside our own transaction (PGlite runs one at a time, and every top-level query
 *    takes the same lock, so this waits for open transactions to finish and keeps new ones out), a second
 *    CHECKPOINT writes every committed change into the data files; then only the files that changed since the
 *    first pass (new, other size or modification time, or modified since it began) are read again and the ones
 *    removed are left out. After this pass the copy equals the folder at one moment with no statement running
 *    (what `dumpDataDir` copied). Our transaction reads and writes no rows, so it leaves nothing in the copy.
 *
 * Then, without holding anything, the files are put in a tarball and gzipped on libuv's thread pool.
 * The files are read straight from the folder PGlite keeps on disk (its Node file system writes through).
 */
export async function dumpPglite(client: PGlite): Promise<{ bytes: Uint8Array; stats: DumpStats }> {
  const started = performance.now();
  if (!client.dataDir || client.dataDir.includes('://')) {
    // A database in memory (tests): nothing on disk to copy.
    const bytes = await client.transaction(async (tx) => {
      await tx.exec('checkpoint');
      return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    });
    const ms = performance.now() - started;
    return { bytes, stats: { files: 0, reread: 0, folderBytes: 0, lockedMs: ms, totalMs: ms } };
  }
  const root = path.resolve(client.dataDir);
  const checkpointStarted = performance.now();
  await client.exec('checkpoint');
  const firstCheckpointMs = performance.now() - checkpointStarted;
  const firstPassStarted = Date.now();
  const first = await copyFolder(root);
  let lockedMs = 0;
  const second = await client.transaction(async (tx) => {
    const locked = performance.now();
    try {
      await tx.exec('checkpoint');
      return await copyFolder(root, first.files, firstPassStarted);
    } finally {
      lockedMs = performance.now() - locked;
    }
  });
  const files = [...second.files.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const parts = tarParts(files);
  const bytes = await gzipParts(parts);
  return {
    bytes,
    stats: {
      files: files.length,
      reread: second.reread,
      folderBytes: parts.reduce((sum, part) => sum + part.length, 0),
      firstCheckpointMs: Math.round(firstCheckpointMs),
      lockedMs: Math.round(lockedMs),
      totalMs: Math.round(performance.now() - started),
    },
  };
}
