/**
 * The read cache of the hot reads (place lists, course lists and details, later posts): entries are stored
 * under a data version read from the database *before* the data, so an entry is never older than its key, and
 * a change committed by any instance is seen on the next request (docs/decisions/004, 005 and 006). Nothing
 * expires by time; the size cap only bounds memory (the oldest entry goes first).
 *
 * - `get`: concurrent misses of one key and version wait for a single database read.
 * - `getJson`: the same entry's response text, serialised once (for answers that do not depend on the viewer).
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: number; value: V; json?: string }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries = 256) {}

  /** The value of `key` at `version`, reading it with `read` (once, however many callers wait) on a miss. */
  async get(key: string, version: number, read: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const loadKey = `${version}|${key}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = read()
        .then((value) => {
          this.store(key, version, value);
          return value;
        })
        .finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
    }
    return pending;
  }

  /** The value of `key` when it is kept at `version` (no read), else undefined. */
  peek(key: string, version: number): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === version ? hit.value : undefined;
  }

  /**
   * Keeps the value of `key` at `version` made by `change` from the one kept at an older version, without a read
   * (a like's new counters on the row kept before it). Answers whether an entry at `version` or newer is kept
   * now: not when none was kept or `change` answered undefined (it cannot tell).
   */
  derive(key: string, version: number, change: (value: V) => V | undefined): boolean {
    const hit = this.entries.get(key);
    if (hit && hit.version >= version) return true;
    const value = hit && change(hit.value);
    if (value === undefined) return false;
    this.store(key, version, value);
    return true;
  }

  /** Keeps `value` as `key`'s at `version` (unless a newer one is kept), as a read would. */
  set(key: string, version: number, value: V): void {
    this.store(key, version, value);
  }

  /** The first answer of `test` that is not undefined, over the kept values (none kept: undefined). */
  find<T>(test: (value: V) => T | undefined): T | undefined {
    for (const entry of this.entries.values()) {
      const found = test(entry.value);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The entry's JSON text at `version`, built by `serialize` once per entry. */
  async getJson(
    key: string,
    version: number,
    read: () => Promise<V>,
    serialize: (value: V) => string,
  ): Promise<string> {
    const value = await this.get(key, version, read);
    const entry = this.entries.get(key);
    if (entry && entry.version === version && entry.value === value) {
      entry.json ??= serialize(value);
      return entry.json;
    }
    // A newer version replaced the entry meanwhile: answer what was read, without keeping its text.
    return serialize(value);
  }

  private store(key: string, version: number, value: V): void {
    const current = this.entries.get(key);
    // Two reads of different versions may finish out of order: never replace a newer entry with an older one.
    if (current && current.version > version) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { version, value });
  }
}
