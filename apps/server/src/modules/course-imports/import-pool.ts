import { Worker } from 'node:worker_threads';
import type { Language } from '@ktravel/contract';
import { AppError } from '../../lib/app-error.ts';
import { invalid } from './import-errors.ts';
import type { FileFormat } from './import-parsers.ts';
import type { ParsedFile } from './import-points.ts';
import type { ImportJob, ImportJobResult } from './import-worker.ts';

export interface ImportPoolOptions {
  /** Worker threads reading files at once (IMPORT_WORKERS). */
  workers: number;
  /** Files waiting for a worker, beyond which a new one is refused with 503 (IMPORT_QUEUE_MAX). */
  maxWaiting: number;
  /** How long one file may take to read (IMPORT_TIME_LIMIT_MS): the reader stops itself then; a worker that does
   *  not answer a second later is ended. */
  timeLimitMs: number;
  /** Files one member may have reading or waiting at once, beyond which theirs is refused with 429 (IMPORT_PER_MEMBER). */
  perMember: number;
}

/** Seconds a refused import is told to wait. */
export const IMPORT_RETRY_AFTER_S = 5;
/** A worker's heap: a 10 MB KML's reading needs a fraction of it; a file that needs more is refused, not the server. */
const WORKER_HEAP_MB = 256;
/** How long after the time limit a worker that has not answered is ended. */
const GRACE_MS = 1000;

interface Task {
  job: ImportJob;
  memberId: number;
  resolve: (file: ParsedFile) => void;
  reject: (err: Error) => void;
}

interface Busy {
  task: Task;
  timer: NodeJS.Timeout;
}

/** Whether this module runs from its TypeScript source (tsx, vitest) rather than the server's bundle (dist/). */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * Starts an import worker: `dist/import-worker.js` beside the bundle; from the sources, the TypeScript worker through
 * tsx's loader (a worker does not inherit the loader its parent runs under).
 */
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!FROM_SOURCE) return new Worker(new URL('./import-worker.js', import.meta.url), options);
  const entry = JSON.stringify(new URL('./import-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); });`, {
    ...options,
    eval: true,
  });
}

/**
 * Reads imported files in worker threads (DESIGN §8.3, issue 43): a hostile file costs a worker's time, never the
 * event loop that answers everyone else. Bounded in total (workers, then a queue of IMPORT_QUEUE_MAX: 503 with
 * Retry-After past it) and per member (429 with Retry-After), and in time: each file has IMPORT_TIME_LIMIT_MS, after
 * which it is refused as too long to read. Workers start on the first import and are kept for the next ones;
 * a worker that fails, runs out of memory or is ended is replaced by the next file's.
 */
export class ImportParserPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Busy>();
  private readonly waiting: Task[] = [];
  private readonly perMember = new Map<number, number>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: ImportPoolOptions,
    private readonly start: () => Worker = startWorker,
  ) {}

  /** The file's points, read in a worker; refused at once when the pool or the member is at its bound. */
  parse(
    memberId: number,
    format: FileFormat,
    content: string,
    language: Language = 'en',
  ): Promise<ParsedFile> {
    if (this.closed) return Promise.reject(busyError('The server is shutting down'));
    if ((this.perMember.get(memberId) ?? 0) >= this.options.perMember) {
      return Promise.reject(
        new AppError(
          429,
          'RATE_LIMITED',
          'Your other files are still being read: wait for them, then try again',
          undefined,
          IMPORT_RETRY_AFTER_S,
        ),
      );
    }
    if (this.busy.size + this.waiting.length >= this.options.workers + this.options.maxWaiting) {
      return Promise.reject(busyError('Too many files are being read; please try again in a few seconds'));
    }
    this.perMember.set(memberId, (this.perMember.get(memberId) ?? 0) + 1);
    return new Promise<ParsedFile>((resolve, reject) => {
      const job: ImportJob = { id: this.nextId++, format, content, deadline: 0, language };
      const done = () => {
        const left = (this.perMember.get(memberId) ?? 1) - 1;
        if (left > 0) this.perMember.set(memberId, left);
        else this.perMember.delete(memberId);
      };
      this.waiting.push({
        job,
        memberId,
        resolve: (file) => {
          done();
          resolve(file);
        },
        reject: (err) => {
          done();
          reject(err);
        },
      });
      this.pump();
    });
  }

  /** Files being read and waiting (for tests and metrics). */
  get load(): { reading: number; waiting: number; workers: number } {
    return {
      reading: this.busy.size,
      waiting: this.waiting.length,
      workers: this.busy.size + this.idle.length,
    };
  }

  /** Ends the workers; files still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(busyError('The server is shutting down'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    for (const [, { task, timer }] of this.busy) {
      clearTimeout(timer);
      task.reject(busyError('The server is shutting down'));
    }
    this.busy.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private pump(): void {
    while (this.waiting.length > 0 && this.busy.size < this.options.workers) {
      const task = this.waiting.shift()!;
      const worker = this.idle.pop() ?? this.spawn();
      task.job.deadline = Date.now() + this.options.timeLimitMs;
      const timer = setTimeout(() => {
        // The reader stops itself at the deadline; one that did not is stuck: end it, refuse the file.
        this.retire(worker, invalid('the file takes too long to read'));
      }, this.options.timeLimitMs + GRACE_MS);
      timer.unref();
      this.busy.set(worker, { task, timer });
      worker.postMessage(task.job);
    }
  }

  private spawn(): Worker {
    const worker = this.start();
    worker.unref();
    worker.on('message', (result: ImportJobResult) => {
      const busy = this.busy.get(worker);
      if (!busy || busy.task.job.id !== result.id) return;
      clearTimeout(busy.timer);
      this.busy.delete(worker);
      this.idle.push(worker);
      if ('file' in result) busy.task.resolve(result.file);
      else if ('refused' in result) {
        const { status, code, message, fields } = result.refused;
        busy.task.reject(new AppError(status, code, message, fields));
      } else busy.task.reject(new Error(`import worker: ${result.failed}`));
      this.pump();
    });
    worker.on('error', (err: Error & { code?: string }) => {
      this.retire(
        worker,
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? invalid('the file needs more memory to read than is allowed')
          : new Error(`import worker failed: ${err.message}`),
      );
    });
    worker.on('exit', () => this.retire(worker, new Error('import worker stopped')));
    return worker;
  }

  /** Drops a worker (ended, failed or stuck): its file is refused with `err`, the next file gets a new worker. */
  private retire(worker: Worker, err: Error): void {
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    const busy = this.busy.get(worker);
    if (busy) {
      clearTimeout(busy.timer);
      this.busy.delete(worker);
      busy.task.reject(err);
      void worker.terminate();
    }
    if (!this.closed) this.pump();
  }
}

const busyError = (message: string) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', message, undefined, IMPORT_RETRY_AFTER_S);
