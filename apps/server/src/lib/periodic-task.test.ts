import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic-task.ts';

describe('runPeriodically', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the first delay, then every interval, never twice at once; stop waits for a run under way', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = runPeriodically(task, 1_000, 10_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    // Still running at the first interval: not started again.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
