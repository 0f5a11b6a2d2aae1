// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its queue is module state) with fetch and sendBeacon recorded. */
async function load() {
  vi.resetModules();
  const fetchCalls: Array<{ url: string; body: unknown; keepalive: boolean | undefined }> = [];
  const beacons: Array<{ url: string; body: Blob }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetchCalls.push({ url, body: JSON.parse(String(init.body)), keepalive: init.keepalive });
      return new Response('{}');
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    },
  });
  const module = await import('./analytics.ts');
  return { ...module, fetchCalls, beacons };
}

describe('recordPageView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the queued paths together after 5 seconds', async () => {
    const { recordPageView, fetchCalls } = await load();
    recordPageView('/kmap');
    recordPageView('/buzz/post/3');
    expect(fetchCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchCalls).toEqual([
      { url: '/api/analytics/pageview', body: { paths: ['/kmap', '/buzz/post/3'] }, keepalive: true },
    ]);
  });

  it('counts a repeat of the same path within a second once (a double render)', async () => {
    const { recordPageView, fetchCalls } = await load();
    recordPageView('/kcourse');
    recordPageView('/kcourse');
    await vi.advanceTimersByTimeAsync(1500);
    recordPageView('/kcourse');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchCalls.flatMap((c) => (c.body as { paths: string[] }).paths)).toEqual([
      '/kcourse',
      '/kcourse',
    ]);
  });

  it('sends with sendBeacon when the page hides', async () => {
    const { recordPageView, fetchCalls, beacons } = await load();
    recordPageView('/tips');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchCalls).toEqual([]);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/analytics/pageview');
    expect(beacons[0]!.body.type).toBe('application/json');
    expect(JSON.parse(await beacons[0]!.body.text())).toEqual({ paths: ['/tips'] });
    // Nothing left for the timer.
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchCalls).toEqual([]);
  });

  it('sends at once when 20 views are queued', async () => {
    const { recordPageView, fetchCalls } = await load();
    for (let i = 0; i < 20; i++) recordPageView(`/kcourse/${i}`);
    expect(fetchCalls).toHaveLength(1);
    expect((fetchCalls[0]!.body as { paths: string[] }).paths).toHaveLength(20);
  });

  it('names an invite page by its route, never by its token (DESIGN §8.4: the token lets anyone join)', async () => {
    const { pageViewPathOf } = await load();
    const token = 'a'.repeat(43);
    expect(pageViewPathOf(`/invite/${token}`)).toBe('/invite/:token');
    expect(pageViewPathOf(`/invite/${token}/`)).toBe('/invite/:token');
    expect(pageViewPathOf('/kcourse/12')).toBe('/kcourse/12');
    expect(pageViewPathOf('/invites')).toBe('/invites');
  });
});
