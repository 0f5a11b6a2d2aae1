// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('whenIdle', () => {
  afterEach(() => {
    setReadyState('complete');
    vi.useRealTimers();
  });

  it('waits for the page to load, then for a quiet moment', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs soon on a page already loaded, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdle(kept);
    whenIdle(cancelled)();
    vi.advanceTimersByTime(5);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('cancelled before the page loads, it never runs', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    whenIdle(task)();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
  });
});
