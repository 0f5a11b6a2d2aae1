import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { Language } from '@ktravel/contract';
import { AppError } from '../../lib/app-error.ts';
import { type FileFormat, parseFile } from './import-parsers.ts';
import type { ParsedFile } from './import-points.ts';

/** A file to read: its format, its text, the `Date.now()` by which the reading must have stopped, a language. */
export interface ImportJob {
  id: number;
  format: FileFormat;
  content: string;
  deadline: number;
  /** The reader's language: what the file does not name is named in it (a track's start and end). */
  language: Language;
}

/** The file's points, or the AppError that refused it (its fields, since an Error does not cross threads whole). */
export type ImportJobResult =
  | { id: number; file: ParsedFile }
  | {
      id: number;
      refused: { status: number; code: AppError['code']; message: string; fields?: Record<string, string> };
    }
  | { id: number; failed: string };

/** The niceness the worker gives its own thread: below the event loop's, above nothing else's. */
const WORKER_NICENESS = 10;

/**
 * Reading a file is background work: on a busy machine the thread answering requests should get the processor
 * first. Linux gives each thread its own niceness (`setpriority` with the thread's id, read from /proc); elsewhere
 * this does nothing.
 */
function yieldToRequests(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, WORKER_NICENESS);
  } catch {
    // Not Linux, or not allowed: the worker runs at the process's priority.
  }
}
yieldToRequests();

/**
 * The import worker (import-pool.ts): reads one file at a time, off the server's event loop. The deadline is a
 * wall-clock time, turned into this thread's `performance.now()` (a worker's clock starts at its own birth).
 */
parentPort?.on('message', (job: ImportJob) => {
  let result: ImportJobResult;
  try {
    const deadline = performance.now() + (job.deadline - Date.now());
    result = { id: job.id, file: parseFile(job.format, job.content, { deadline }, job.language) };
  } catch (err) {
    result =
      err instanceof AppError
        ? {
            id: job.id,
            refused: {
              status: err.status,
              code: err.code,
              message: err.message,
              ...(err.fields ? { fields: err.fields } : {}),
            },
          }
        : { id: job.id, failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  parentPort?.postMessage(result);
});
