import { dataOf, UserDto } from '@ktravel/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with credentials to /api and returns the body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);

    const result = await api.post(
      '/auth/dev-login',
      { email: 'a@example.com' },
      { query: { x: 1, y: null } },
    );

    expect(result).toEqual({ data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/dev-login?x=1');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"email":"a@example.com"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('does not send a Content-Type without a body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/auth/logout');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws ApiError with the server code, message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          error: { code: 'VALIDATION_FAILED', message: 'Invalid body', fields: { email: 'Invalid email' } },
        }),
      ),
    );
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fields: { email: 'Invalid email' },
    });
  });

  it('turns a non-JSON error page into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'BAD_RESPONSE' });
  });

  it('treats an error body of the wrong shape as a bad response', async () => {
    for (const body of [
      { error: { code: 42, message: 'x' } },
      { error: { code: 'X', message: 'x', fields: { a: 1 } } },
    ]) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(400, body)));
      await expect(api.get('/x')).rejects.toMatchObject({ status: 400, code: 'BAD_RESPONSE' });
    }
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('checks the response against the contract schema', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { data: { id: 'nope' } })));
    await expect(api.get('/auth/me', { schema: dataOf(UserDto) })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
