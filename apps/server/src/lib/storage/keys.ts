import { UPLOAD_KEY_MAX_LENGTH } from '@ktravel/contract';

/** Where the app serves stored files itself (local driver, or S3 without S3_PUBLIC_URL). */
export const APP_FILES_PATH = '/api/uploads/files/';

/** Path segments of a key: start with a letter or digit, then letters, digits, dot, hyphen and underscore. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Whether a storage key is one we could have made: `/`-separated segments of safe characters, none empty, none
 * containing `..`, not too long. Every driver refuses any other key, so no key can leave its folder or bucket
 * prefix (`../`, absolute paths, backslashes, encoded dots).
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > UPLOAD_KEY_MAX_LENGTH + 40 || key.includes('..')) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Throws unless `isSafeKey`: every driver calls it before touching a key. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key.slice(0, 80)}`);
}

/** The public URL of a key under a base (`/api/uploads/files/` or S3_PUBLIC_URL with a trailing slash). */
export const publicUrlOf = (base: string, key: string) => `${base}${key}`;

/** The key a public URL under `base` names, or undefined when it is not one of ours. */
export function keyOfPublicUrl(base: string, url: string): string | undefined {
  if (!url.startsWith(base)) return undefined;
  const key = url.slice(base.length);
  return isSafeKey(key) ? key : undefined;
}
