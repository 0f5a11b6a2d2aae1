import { describe, expect, it } from 'vitest';
import { FreshReads } from './fresh-reads.ts';

/** A read whose answers the test releases by hand, counting how many reads were started. */
function manualReads() {
  const started: { key: string; resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  const reads = new FreshReads<string, number>(
    (key) => new Promise((resolve, reject) => started.push({ key, resolve, reject })),
  );
  return { reads, started };
}

describe('FreshReads', () => {
  it('gives a lone request its own read at once', async () => {
    const { reads, started } = manualReads();
    const a = reads.get('v');
    expect(started).toHaveLength(1);
    started[0]!.resolve(1);
    expect(await a).toBe(1);
    const b = reads.get('v');
    expect(started).toHaveLength(2);
    started[1]!.resolve(2);
    expect(await b).toBe(2);
  });

  it('makes requests that arrive during a read wait for one next read, begun after they arrived', async () => {
    const { reads, started } = manualReads();
    const first = reads.get('v');
    const late = [reads.get('v'), reads.get('v'), reads.get('v')];
    expect(started).toHaveLength(1);
    started[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(started).toHaveLength(2);
    started[1]!.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('keeps keys apart, and a failed read fails only its own callers', async () => {
    const { reads, started } = manualReads();
    const a = reads.get('a');
    const b = reads.get('b');
    const waiting = reads.get('a');
    expect(started.map((s) => s.key)).toEqual(['a', 'b']);
    started[0]!.reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    await new Promise((resolve) => setImmediate(resolve));
    started[2]!.resolve(3);
    expect(await waiting).toBe(3);
    started[1]!.resolve(4);
    expect(await b).toBe(4);
  });
});
