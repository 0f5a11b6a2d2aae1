// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, isQueuedOffline } from '../api-client.ts';
import { clearOutbox, enqueue, flushOutbox } from './outbox.ts';
import { useOutbox } from './outbox-store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOutbox();
});

describe('writes made offline (DESIGN §8.2)', () => {
  it('are kept with their Idempotency-Key when offline, and the call says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await api
      .post('/places/7/bookmark', undefined, { offline: { kind: 'bookmark', label: 'N Seoul Tower' } })
      .catch((e: unknown) => e);
    expect(isQueuedOffline(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    const [entry] = useOutbox.getState().waiting;
    expect(entry).toMatchObject({
      kind: 'bookmark',
      label: 'N Seoul Tower',
      method: 'POST',
      url: '/api/places/7/bookmark',
    });
    expect(entry!.key).toMatch(/^[\w-]{16,}$/);
  });

  it('are kept when the network fails under them, with the key the first try carried', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const error = await api
      .post(
        '/comments/course/3',
        { content: 'From the subway' },
        { offline: { kind: 'comment', label: 'Palaces' } },
      )
      .catch((e: unknown) => e);
    expect(isQueuedOffline(error)).toBe(true);
    const sentKey = (fetch.mock.calls[0]![1] as RequestInit & { headers: Record<string, string> }).headers[
      'Idempotency-Key'
    ];
    expect(useOutbox.getState().waiting[0]).toMatchObject({
      key: sentKey,
      body: '{"content":"From the subway"}',
    });
  });

  it('are sent oldest first; a refusal is reported and dropped, a failure keeps the rest in order', async () => {
    await enqueue({ key: 'k1', kind: 'save', label: 'A', method: 'POST', url: '/api/courses/1/save' });
    await enqueue({ key: 'k2', kind: 'save', label: 'Gone', method: 'POST', url: '/api/courses/2/save' });
    await enqueue({
      key: 'k3',
      kind: 'comment',
      label: 'A',
      method: 'POST',
      url: '/api/comments/course/1',
      body: '{}',
    });
    await enqueue({ key: 'k4', kind: 'bookmark', label: 'B', method: 'POST', url: '/api/places/4/bookmark' });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(201, { data: {} }))
      .mockResolvedValueOnce(json(404, { error: { code: 'COURSE_NOT_FOUND', message: 'gone' } }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);

    const results = await flushOutbox();
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      '/api/courses/1/save',
      '/api/courses/2/save',
      '/api/comments/course/1',
    ]);
    expect(
      fetch.mock.calls.map(
        (call) => (call[1] as { headers: Record<string, string> }).headers['Idempotency-Key'],
      ),
    ).toEqual(['k1', 'k2', 'k3']);
    expect(results.map((r) => [r.entry.key, r.outcome])).toEqual([
      ['k1', 'sent'],
      ['k2', 'refused'],
    ]);
    expect(results[1]).toMatchObject({ status: 404, code: 'COURSE_NOT_FOUND' });
    expect(useOutbox.getState().waiting.map((entry) => entry.key)).toEqual(['k3', 'k4']);

    // A server error stops the run too; the next run sends what is left.
    fetch.mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } }));
    expect(await flushOutbox()).toEqual([]);
    fetch.mockResolvedValueOnce(json(201, { data: {} })).mockResolvedValueOnce(json(201, { data: {} }));
    expect((await flushOutbox()).map((r) => r.entry.key)).toEqual(['k3', 'k4']);
    expect(useOutbox.getState().waiting).toEqual([]);
  });
});
