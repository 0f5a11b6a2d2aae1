const ignore = () => {};

/**
 * Shares database reads of one key among concurrent requests without ever answering a value older than the
 * request: a request that finds a read of its key already in flight (begun before it arrived, so possibly
 * before a change it must see) waits for the next read, which starts when that one ends and serves everybody who
 * arrived meanwhile. Under load a hot key (a data version, decisions 004–006) costs one query per round trip
 * instead of one per request; a lone request still gets its own read at once.
 */
export class FreshReads<K, V> {
  private readonly running = new Map<K, Promise<V>>();
  private readonly queued = new Map<K, Promise<V>>();

  constructor(private readonly read: (key: K) => Promise<V>) {}

  get(key: K): Promise<V> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key);
    const next = running.then(ignore, ignore).then(() => {
      this.queued.delete(key);
      return this.start(key);
    });
    this.queued.set(key, next);
    return next;
  }

  private start(key: K): Promise<V> {
    const read = this.read(key).finally(() => {
      if (this.running.get(key) === read) this.running.delete(key);
    });
    this.running.set(key, read);
    return read;
  }
}
