import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type OutboxEntry, type OutboxKind, useOutbox } from './outbox-store.ts';

export type { OutboxEntry, OutboxKind };

/**
 * Writes made offline (DESIGN §8.2): kept in IndexedDB, in order, and sent when the connection returns, each with
 * the `Idempotency-Key` it was first tried with, so a write the server did receive before the connection dropped
 * is not made twice. Which writes wait: bookmark and unbookmark, save and unsave a course, a comment, a planner save.
 */

interface OutboxDb extends DBSchema {
  writes: { key: number; value: OutboxEntry };
}

const DB_NAME = 'ktravel-outbox';
let opened: Promise<IDBPDatabase<OutboxDb>> | undefined;

function open() {
  opened ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('writes', { keyPath: 'id', autoIncrement: true });
    },
  });
  return opened;
}

async function refresh(): Promise<OutboxEntry[]> {
  const waiting = await (await open()).getAll('writes');
  useOutbox.setState({ waiting });
  return waiting;
}

/** Loads what waits from an earlier visit. */
export const loadOutbox = () => refresh().catch(() => []);

export async function enqueue(entry: Omit<OutboxEntry, 'id' | 'at'>): Promise<void> {
  await (await open()).add('writes', { ...entry, at: Date.now() });
  await refresh();
}

/** The result of one write sent: done, refused by the server (with its answer), or still waiting. */
export type SendResult =
  | { entry: OutboxEntry; outcome: 'sent' }
  | { entry: OutboxEntry; outcome: 'refused'; status: number; code: string };

let flushing: Promise<SendResult[]> | null = null;

async function readCode(response: Response): Promise<string> {
  try {
    const json = (await response.json()) as { error?: { code?: unknown } };
    return typeof json.error?.code === 'string' ? json.error.code : 'BAD_RESPONSE';
  } catch {
    return 'BAD_RESPONSE';
  }
}

/**
 * Sends what waits, oldest first, stopping at the first that cannot be sent yet (no connection, a server error,
 * the session gone): those stay, in order, for the next try. A refusal (4xx) is not sent again: it is reported.
 */
export function flushOutbox(): Promise<SendResult[]> {
  flushing ??= (async () => {
    const results: SendResult[] = [];
    useOutbox.setState({ isSending: true });
    try {
      const db = await open();
      for (const entry of await db.getAll('writes')) {
        let response: Response;
        try {
          response = await fetch(entry.url, {
            method: entry.method,
            credentials: 'include',
            headers: {
              Accept: 'application/json',
              'Idempotency-Key': entry.key,
              ...(entry.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            body: entry.body,
          });
        } catch {
          break;
        }
        if (response.status >= 500 || response.status === 401 || response.status === 429) break;
        await db.delete('writes', entry.id!);
        results.push(
          response.ok
            ? { entry, outcome: 'sent' }
            : { entry, outcome: 'refused', status: response.status, code: await readCode(response) },
        );
      }
    } finally {
      await refresh().catch(() => []);
      useOutbox.setState({ isSending: false });
      flushing = null;
    }
    return results;
  })();
  return flushing;
}

/** Forgets every waiting write (sign-out, another member): nothing of one member is sent as another. */
export async function clearOutbox(): Promise<void> {
  await (await open()).clear('writes');
  useOutbox.setState({ waiting: [] });
}
