import { create } from 'zustand';

/**
 * What waits to be sent (lib/offline/outbox.ts keeps it in IndexedDB): the page's view of it, without the
 * IndexedDB code, which loads only when a write has to wait or the connection returns.
 */

export type OutboxKind = 'bookmark' | 'unbookmark' | 'save' | 'unsave' | 'comment' | 'planner';

export interface OutboxEntry {
  /** Order of arrival (IndexedDB's key generator). */
  id?: number;
  key: string;
  kind: OutboxKind;
  /** What the reader recognises it by: the place's or course's name. */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: string;
  at: number;
}

/** What waits, for the page to say so (kept current by outbox.ts). */
export const useOutbox = create<{ waiting: OutboxEntry[]; isSending: boolean }>(() => ({
  waiting: [],
  isSending: false,
}));
