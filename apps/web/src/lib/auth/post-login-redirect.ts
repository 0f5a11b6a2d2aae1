import { sanitizeRedirect } from '../redirect.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';

// sessionStorage can throw (storage disabled, quota); losing the redirect only means landing on `/`.
function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect);
  } catch {
    return null;
  }
}

/**
 * Remembers where to return after signing in. Paths that are not valid destinations (the sign-in pages
 * themselves, other origins) are ignored, so a stored redirect is never replaced by `/login`.
 */
export function rememberPostLoginRedirect(path: string, options: { overwrite?: boolean } = {}): void {
  const { overwrite = true } = options;
  if (sanitizeRedirect(path) !== path) return;
  if (!overwrite && read() !== null) return;
  try {
    sessionStorage.setItem(STORAGE_KEYS.postLoginRedirect, path);
  } catch {
    // See read().
  }
}

/** The stored destination, if any, without consuming it. */
export function peekPostLoginRedirect(): string | null {
  return read();
}

/** Consumes the stored destination: returns it sanitised (default `/`) and clears it. */
export function takePostLoginRedirect(): string {
  const stored = read();
  try {
    sessionStorage.removeItem(STORAGE_KEYS.postLoginRedirect);
  } catch {
    // See read().
  }
  return sanitizeRedirect(stored);
}
