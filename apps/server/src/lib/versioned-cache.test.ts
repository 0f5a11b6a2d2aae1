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
