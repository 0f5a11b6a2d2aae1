import { createHmac, randomBytes } from 'node:crypto';

/** A new random session token (sent in the cookie, never stored). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores for a token: an HMAC keyed by SESSION_SECRET, so a leaked table cannot sign anyone in. */
export function hashSessionToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

/** Tokens we issue are 43 base64url characters; anything else is not worth a database look-up. */
export function isPlausibleToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
