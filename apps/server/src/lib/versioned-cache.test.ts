import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('reads once per key and version, and again when the version moves', async () => {
    const cache = new VersionedCache<string>();
    let reads = 0;
    const read = async () => `value ${++reads}`;
    expect(await cache.get('a', 1, read)).toBe('value 1');
    expect(await cache.get('a', 1, read)).toBe('value 1');
    expect(await cache.get('a', 2, read)).toBe('value 2');
    expect(reads).toBe(2);
  });

  it('lets concurrent misses of one key share a single read', async () => {
    const cache = new VersionedCache<number>();
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = async () => {
      reads += 1;
      await gate;
      return 42;
    };
    const waiting = Promise.all([cache.get('k', 7, read), cache.get('k', 7, read), cache.get('k', 7, read)]);
    release();
    expect(await waiting).toEqual([42, 42, 42]);
    expect(reads).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const cache = new VersionedCache<number>();
    await expect(cache.get('k', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1, async () => 5)).toBe(5);
  });

  it('never replaces a newer entry with an older read that finished later', async () => {
    const cache = new VersionedCache<string>();
    let releaseOld!: () => void;
    const slowOld = cache.get(
      'k',
      1,
      () =>
        new Promise<string>((resolve) => {
          releaseOld = () => resolve('old');
        }),
    );
    expect(await cache.get('k', 2, async () => 'new')).toBe('new');
    releaseOld();
    expect(await slowOld).toBe('old');
    expect(await cache.get('k', 2, async () => 'read again')).toBe('new');
  });

  it('derives a newer entry from the kept one without a read, only when the change can tell', async () => {
    const cache = new VersionedCache<{ likes: number; at: number } | undefined>();
    await cache.get('k', 4, async () => ({ likes: 1, at: 4 }));
    const next = (row: { likes: number; at: number } | undefined) =>
      row?.at === 4 ? { likes: row.likes + 1, at: 5 } : undefined;
    expect(cache.derive('k', 5, next)).toBe(true);
    expect(cache.peek('k', 5)).toEqual({ likes: 2, at: 5 });
    expect(cache.derive('k', 5, next)).toBe(true); // already kept at that version: unchanged
    expect(cache.derive('k', 7, next)).toBe(false); // from 5, the change cannot tell: 7 is read
    expect(cache.derive('none', 1, next)).toBe(false);
    expect(await cache.get('k', 7, async () => ({ likes: 9, at: 7 }))).toEqual({ likes: 9, at: 7 });
    cache.set('other', 1, { likes: 3, at: 1 });
    expect(cache.find((row) => (row?.likes === 3 ? 'found' : undefined))).toBe('found');
    expect(cache.find((row) => (row?.likes === 100 ? 'found' : undefined))).toBeUndefined();
  });

  it('serialises an entry once and drops the oldest entry past its size', async () => {
    const cache = new VersionedCache<{ n: number }>(2);
    let serialised = 0;
    const json = (v: { n: number }) => {
      serialised += 1;
      return JSON.stringify(v);
    };
    expect(await cache.getJson('a', 1, async () => ({ n: 1 }), json)).toBe('{"n":1}');
    expect(await cache.getJson('a', 1, async () => ({ n: 9 }), json)).toBe('{"n":1}');
    expect(serialised).toBe(1);
    await cache.get('b', 1, async () => ({ n: 2 }));
    await cache.get('c', 1, async () => ({ n: 3 }));
    let reads = 0;
    expect(
      await cache.get('a', 1, async () => {
        reads += 1;
        return { n: 4 };
      }),
    ).toEqual({ n: 4 });
    expect(reads).toBe(1);
  });
});
