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

/**
 * The largest answer read from a provider unless the call says otherwise: place searches and details are a few
 * kilobytes, a Naver list of 5,000 places under 2 MB. A provider gone wrong (or something posing as one) answering
 * without end costs this much memory at most, never the server.
 */
export const PROVIDER_ANSWER_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Reads at most `max` bytes of an answer: one that says it is longer (Content-Length) is refused before reading,
 * one that turns out longer is cut off there; both are a ProviderError.
 */
export async function readLimited(res: Response, provider: string, max: number): Promise<Buffer> {
  const tooLarge = () => new ProviderError(provider, `answer larger than ${max} bytes`);
  if (Number(res.headers.get('content-length') ?? 0) > max) {
    await res.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: Awaited<ReturnType<typeof reader.read>>;
    try {
      read = await reader.read();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      throw new ProviderError(provider, name === 'TimeoutError' ? 'timed out' : 'answer cut short');
    }
    if (read.done) break;
    size += read.value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** A provider's JSON answer, at most `maxBytes` of it (PROVIDER_ANSWER_MAX_BYTES unless said). */
export async function fetchJson(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  maxBytes = PROVIDER_ANSWER_MAX_BYTES,
): Promise<unknown> {
  const res = await fetchWithTimeout(provider, url, init, timeoutMs);
  const body = await readLimited(res, provider, maxBytes);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ProviderError(provider, 'answer is not JSON');
  }
}
