import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LazyPart, lazyPart, useLazyPart } from './lazy-part.ts';

function Shown({ part, isWanted }: { part: LazyPart<() => string>; isWanted: boolean }) {
  const { value: Part, failure } = useLazyPart(part, isWanted);
  if (failure) return <p>failed: {String(failure.error)}</p>;
  return <p>{Part ? Part() : 'waiting'}</p>;
}

describe('lazyPart', () => {
  it('imports once, however many ask, and keeps what it loaded', async () => {
    const importPart = vi.fn(async () => () => 'the panel');
    const part = lazyPart(importPart);
    expect(part.loaded).toBeNull();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(part.loaded).toBe(first);
    await part.load();
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('hands the part over in a task after the one its import settled in (its render is a task of its own)', async () => {
    const part = lazyPart(() => Promise.resolve('map'));
    const loading = part.load();
    // Every microtask of this task: an import's promise and its users' renders would all run in them.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(part.loaded).toBeNull();
    expect(await loading).toBe('map');
    expect(part.loaded).toBe('map');
  });

  it('forgets a failed import, so the next one tries again', async () => {
    const importPart = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('the drawings');
    const part = lazyPart(importPart);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded).toBeNull();
    await expect(part.load()).resolves.toBe('the drawings');
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyPart', () => {
  it('loads nothing until wanted, then shows the part (a component, not taken for a state updater)', async () => {
    const importPart = vi.fn(async () => () => 'the panel');
    const part = lazyPart(importPart);
    const { rerender } = render(<Shown part={part} isWanted={false} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(importPart).not.toHaveBeenCalled();
    rerender(<Shown part={part} isWanted />);
    expect(await screen.findByText('the panel')).toBeTruthy();
  });

  it('gives a part loaded before at once', async () => {
    const part = lazyPart(async () => () => 'the map');
    await part.load();
    render(<Shown part={part} isWanted={false} />);
    expect(screen.getByText('the map')).toBeTruthy();
  });

  it('answers the failure with what the import rejected with', async () => {
    const part = lazyPart<() => string>(() => Promise.reject(new Error('chunk missing')));
    render(<Shown part={part} isWanted />);
    await waitFor(() => expect(screen.getByText('failed: Error: chunk missing')).toBeTruthy());
  });
});
