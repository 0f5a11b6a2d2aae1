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

/** Calls `listener` after each `changed(channel)` of this process; answers a function that stops it. */
export function onChanged(channel: NotifyChannel, listener: () => void): () => void {
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
 * notifies the channel: from this instance at once (`changed`) and from the others by `NOTIFY`. A notification
 * whose payload names a key (`NOTIFY ktravel_versions, 'post:7'`) forgets that key only. A read that was
 * running while a change happened is not kept (it may hold the old value). While notifications may be missed (the
 * listening connection is lost) nothing is kept or reused. A payload that also names the key's new value
 * (`'post:7=124'`, values that only grow: row versions) is `advance`d instead: a kept value at least that new stays.
 */
export class NotifiedCache<K, V> {
  private readonly entries: TtlCache<K, V>;
  private epoch = 0;
  private listening = false;
  /** Reads under way, by key, with the epoch they began in. */
  private readonly inflight = new Map<K, { epoch: number; value: Promise<V | undefined> }>();

  constructor(
    private readonly ttlMs: number,
    maxEntries = 10_000,
  ) {
    this.entries = new TtlCache(ttlMs, maxEntries);
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** Moves with every change heard (all forgotten, or one key): a cheap "has anything changed since". */
  get changes(): number {
    return this.epoch;
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

  /** Forgets one key; a read of any key running meanwhile is not kept (it began before the change). */
  forget(key: K): void {
    this.epoch += 1;
    this.entries.delete(key);
  }

  /**
   * A newer value of `key` was committed (values that only grow, such as row versions): a kept value at least as new
   * stays (a read may have found it before the news came), an older or missing one is replaced by it, without a
   * read. Counts as a change either way (`changes`), and a read of any key running meanwhile is not kept.
   */
  advance(this: NotifiedCache<K, number>, key: K, value: number): void {
    this.epoch += 1;
    if (!this.enabled) return;
    const hit = this.entries.get(key);
    if (hit === undefined || hit < value) this.entries.set(key, value);
  }

  /** A notification's payload: '' forgets everything, `key` that key, `key=<number>` advances it (`advance`). */
  private heard(payload: string): void {
    const at = payload.lastIndexOf('=');
    const value = at > 0 ? Number(payload.slice(at + 1)) : Number.NaN;
    if (!payload) {
      this.invalidate();
    } else if (Number.isSafeInteger(value)) {
      (this as unknown as NotifiedCache<string, number>).advance(payload.slice(0, at), value);
    } else {
      this.forget(payload as K);
    }
  }

  /**
   * The value of `key`: from memory when kept and `usable` accepts it, else from `read` (kept when defined and no
   * change happened meanwhile).
   */
  async lookup(key: K, read: () => Promise<V | undefined>, usable: (value: V) => boolean = () => true) {
    if (!this.enabled) return read();
    const hit = this.entries.get(key);
    if (hit !== undefined && usable(hit)) return hit;
    // Requests that miss the same key together share one read (a kept value expiring under load would otherwise
    // send every waiting request to the database at once), unless a change came after that read began.
    const running = this.inflight.get(key);
    if (running && running.epoch === this.epoch) return running.value;
    const epoch = this.epoch;
    const value = read();
    const entry = { epoch, value };
    this.inflight.set(key, entry);
    try {
      const result = await value;
      if (result !== undefined && epoch === this.epoch && this.enabled) this.entries.set(key, result);
      return result;
    } finally {
      if (this.inflight.get(key) === entry) this.inflight.delete(key);
    }
  }

  /** The kept value of `key`, without reading (undefined when none is kept or nothing may be kept now). */
  peek(key: K): V | undefined {
    return this.enabled ? this.entries.get(key) : undefined;
  }

  /**
   * The values of `keys`, in order: the kept ones from memory, the others by one `readMissing` (kept as `lookup`
   * keeps; a key it does not answer is undefined).
   */
  async lookupMany(keys: K[], readMissing: (keys: K[]) => Promise<Map<K, V>>): Promise<(V | undefined)[]> {
    if (!this.enabled) {
      const read = await readMissing(keys);
      return keys.map((key) => read.get(key));
    }
    const values = keys.map((key) => this.entries.get(key));
    const missing = keys.filter((_, i) => values[i] === undefined);
    if (missing.length === 0) return values;
    const epoch = this.epoch;
    const read = await readMissing(missing);
    const keep = epoch === this.epoch && this.enabled;
    return keys.map((key, i) => {
      if (values[i] !== undefined) return values[i];
      const value = read.get(key);
      if (value !== undefined && keep) this.entries.set(key, value);
      return value;
    });
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
    const stop = await database.listen(channel, (event, payload) => {
      if (event !== 'notify') this.setListening(event === 'restored');
      else this.heard(payload ?? '');
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

interface Forgettable {
  invalidate(): void;
}

/**
 * Set for the whole of a write request (`forgetOnWrites`): `forgot` once it said it forgot, itself, all that its
 * change touched, `spared` the caches it said so of (`forgotOnly`).
 */
const writing = new AsyncLocalStorage<{ forgot: boolean; spared: Set<Forgettable> }>();

/**
 * Whether the code runs for a write request. Such a request reads back what it just committed (a PUT answers the
 * saved course) before its caches are forgotten and before the database's notification arrives: it must not use
 * kept values.
 */
export function inWriteRequest(): boolean {
  return writing.getStore() !== undefined;
}

/**
 * Said by a write that has forgotten, itself, everything kept that its committed change touched (a like: that
 * post's kept version): `forgetOnWrites` then keeps the rest instead of forgetting everything. With `cache`, only
 * that cache is spared (a comment on a course: its kept version is forgotten, the member counts still go).
 */
export function forgotOnly(cache?: Forgettable): void {
  const store = writing.getStore();
  if (!store) return;
  if (cache) store.spared.add(cache);
  else store.forgot = true;
}

/**
 * Forgets `caches` before the answer of every successful write request through this app is sent, so whoever
 * wrote sees it on their next request (the database's notification reaches the other instances a moment later).
 * Page views change nothing such caches hold and arrive with every navigation: they keep them. Registered at the
 * root so the hook sees every route.
 */
export const forgetOnWrites = fp(async (app: FastifyInstance, { caches }: { caches: Forgettable[] }) => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (isWriteMethod(request.method)) writing.run({ forgot: false, spared: new Set() }, done);
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const store = writing.getStore();
    if (
      isWriteMethod(request.method) &&
      reply.statusCode < 400 &&
      !request.url.startsWith('/api/analytics/') &&
      store?.forgot !== true
    ) {
      for (const cache of caches) if (!store?.spared.has(cache)) cache.invalidate();
    }
    return payload;
  });
});
