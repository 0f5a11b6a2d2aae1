// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownLocationPermission, withLocationPermission } from './location-permission.ts';

function stubPermissions(query: () => Promise<{ state: PermissionState }>) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: {} });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });
}

describe('withLocationPermission', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the module on once the browser has said whether location is allowed, and remembers the answer', async () => {
    let answer: (status: { state: PermissionState }) => void = () => {};
    stubPermissions(() => new Promise((resolve) => (answer = resolve)));
    const handled = vi.fn((module: string) => `page of ${module}`);
    const wrapped = withLocationPermission(handled)('kmap');
    await Promise.resolve();
    expect(handled).not.toHaveBeenCalled();
    answer({ state: 'denied' });
    await expect(wrapped).resolves.toBe('page of kmap');
    expect(knownLocationPermission()).toBe('denied');
  });

  it('does not hold the page back more than a moment when the browser is slow to answer', async () => {
    vi.useFakeTimers();
    stubPermissions(() => new Promise(() => {}));
    const wrapped = withLocationPermission((module: string) => module)('kmap');
    await vi.advanceTimersByTimeAsync(200);
    await expect(wrapped).resolves.toBe('kmap');
  });
});
