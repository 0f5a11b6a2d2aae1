import type { AddressInfo } from 'node:net';

/**
 * The site's own origin for absolute links the server writes (link previews): PUBLIC_URL when set (required in
 * production), otherwise the address the server listens on. Never a request header: a forged Host must not
 * end up in a page other people receive.
 */
export function siteOrigin(
  publicUrl: string | undefined,
  address: AddressInfo | string | null,
  fallbackPort: number,
): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (address && typeof address === 'object') {
    const any = address.address === '0.0.0.0' || address.address === '::';
    const host = any ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://localhost:${fallbackPort}`;
}
