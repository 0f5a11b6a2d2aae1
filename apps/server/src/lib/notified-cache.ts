import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, NotifyChannel } from '../db/client.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * In-process half of the notified caches' invalidation (docs/decisions/011): code that changes what a channel
 * covers calls `changed(channel)` once its transaction has committed, so this instance's next request reads
 * again; other instances hear the same change from the database (`NOTIFY`, migration 0016).
 */
const listeners = new Map<NotifyChannel, Set<() => void>>();

export function changed(channel: NotifyChannel): void {
  for (const listener of listeners.get(channel) ?? []) listener();
}

function onChanged(channel: NotifyChannel, listener: () => void): () => void {
  let set = listeners.get(channel);
  if (!set) {
    set = new Set();
    listeners.set(channel, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Reads kept in memory for a while (`ttlMs`, 0 = never kept) and forgotten, all at once, whenever the database
 * notifies the channel: from this instance at once (`changed`) and from the others by `NOTIFY`. A read that was
 * running while a change happened is not kept (it may hold the old value). While notifications may be missed (the
 * listening connection is lost) nothing is kept or reused.
 */
export class NotifiedCache<K, V> {
  private readonly entries: TtlCache<K, V>;
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 10_000,
  ) {
    this.entries = new TtlCache(ttlMs, maxEntries);
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** Notifications are flowing (true) or may be missed (false): either way, everything kept is forgotten. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidate();
  }

  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  /**
   * The value of `key`: from memory when kept and `usable` accepts it, else from `read` (kept when defined and no
   * change happened meanwhile).
   */
  async lookup(key: K, read: () => Promise<V | undefined>, usable: (value: V) => boolean = () => true) {
    if (!this.enabled) return read();
    const hit = this.entries.get(key);
    if (hit !== undefined && usable(hit)) return hit;
    const epoch = this.epoch;
    const value = await read();
    if (value !== undefined && epoch === this.epoch && this.enabled) this.entries.set(key, value);
    return value;
  }

  /** Replaces a kept value (e.g. a session's new expiry) without reading; nothing happens if none is kept. */
  update(key: K, change: (value: V) => V): void {
    const hit = this.entries.get(key);
    if (hit !== undefined) this.entries.set(key, change(hit));
  }

  /**
   * Wires the cache to `channel`: database notifications (and the listening connection's health) and this
   * process's `changed(channel)`; stops with the app. Nothing is listened to when the cache is off.
   */
  async attach(app: FastifyInstance, database: Database, channel: NotifyChannel): Promise<void> {
    if (this.ttlMs <= 0) return;
    const stop = await database.listen(channel, (event) => {
      if (event === 'notify') this.invalidate();
      else this.setListening(event === 'restored');
    });
    this.setListening(true);
    const forget = onChanged(channel, () => this.invalidate());
    app.addHook('onClose', async () => {
      forget();
      await stop();
    });
  }
}

const isWriteMethod = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** Set for the whole of a write request (`forgetOnWrites`). */
const writing = new AsyncLocalStorage<true>();

/**
 * Whether the code runs for a write request. Such a request reads back what it just committed (a PUT answers the
 * saved course) before its caches are forgotten and before the database's notification arrives: it must not use
 * kept values.
 */
export function inWriteRequest(): boolean {
  return writing.getStore() === true;
}

/**
 * Forgets `caches` before the answer of every successful write request through this app is sent, so whoever
 * wrote sees it on their next request (the database's notification reaches the other instances a moment later).
 * Page views change nothing such caches hold and arrive with every navigation: they keep them. Registered at the
 * root so the hook sees every route.
 */
export const forgetOnWrites = fp(
  async (app: FastifyInstance, { caches }: { caches: { invalidate(): void }[] }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (isWriteMethod(request.method)) writing.run(true, done);
      else done();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        isWriteMethod(request.method) &&
        reply.statusCode < 400 &&
        !request.url.startsWith('/api/analytics/')
      ) {
        for (const cache of caches) cache.invalidate();
      }
      return payload;
    });
  },
);
