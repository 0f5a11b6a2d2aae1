import { ProviderError } from './types.ts';

/**
 * fetch with a time limit; non-2xx answers and timeouts become ProviderError (never carrying the key). With
 * `redirect: 'manual'` a redirect is an answer (its `Location` is read, never followed).
 */
export async function fetchWithTimeout(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  let res: Response;
  try {
    // Calls that carry a key never follow redirects (the key must not travel elsewhere); image fetches may.
    res = await fetch(url, { redirect: 'error', ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    throw new ProviderError(
      provider,
      name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : `request failed (${name || 'error'})`,
    );
  }
  const isRedirect = init.redirect === 'manual' && res.status >= 300 && res.status < 400;
  if (!res.ok && !isRedirect) {
    await res.body?.cancel().catch(() => {});
    throw new ProviderError(provider, `HTTP ${res.status}`, res.status);
  }
  return res;
}

export async function fetchJson(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<unknown> {
  const res = await fetchWithTimeout(provider, url, init, timeoutMs);
  try {
    return await res.json();
  } catch {
    throw new ProviderError(provider, 'answer is not JSON');
  }
}
