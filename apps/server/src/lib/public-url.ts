import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Readable } from 'node:stream';
import { RefusedAddressError } from './place-providers/types.ts';

/**
 * Addresses a server-side fetch of a URL an admin typed must never reach (SSRF): private, loopback, link-local,
 * shared, reserved, documentation and multicast ranges, and every IPv6 form that carries an IPv4 address inside it
 * (mapped, compatible, NAT64, 6to4, Teredo), since those can lead to the same private IPv4 hosts.
 */
// Two lists: Node's BlockList also matches IPv4 addresses against IPv6 rules as IPv4-mapped, and the rule for
// ::ffff:0:0/96 would then refuse every IPv4 address.
const blockedV4 = new net.BlockList();
const blockedV6 = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // TEST-NET-1 (documentation)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blockedV4.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d)
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(address, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return family === 6 ? !blockedV6.check(address, 'ipv6') : !blockedV4.check(address, 'ipv4');
}

export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * The address to connect to for an http(s) URL, once every address its host resolves to is public (throws
 * otherwise). The fetch then connects to exactly this address (`fetchPinned`): no second DNS look-up, so a host
 * cannot answer a public address to the check and a private one to the connection (DNS rebinding).
 */
export async function resolvePublicUrl(url: string): Promise<PinnedAddress> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not an http(s) URL');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error(`${parsed.hostname} has no address`);
  if (!addresses.every((a) => isPublicAddress(a.address))) throw new RefusedAddressError(url);
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Throws unless the URL is http(s) and every address its host resolves to is public. */
export async function assertPublicUrl(url: string): Promise<void> {
  await resolvePublicUrl(url);
}

/**
 * GET `url` connecting to `pinned` (from `resolvePublicUrl`) whatever DNS says now; TLS still checks the
 * certificate against the URL's host name. No redirects are followed (the caller checks each hop).
 */
export function fetchPinned(url: string, pinned: PinnedAddress, timeoutMs: number): Promise<Response> {
  const parsed = new URL(url);
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      parsed,
      {
        lookup: (_hostname, options, callback) => {
          // Node asks for one address or for all of them depending on its own options: answer both shapes.
          if ((options as { all?: boolean }).all) {
            (callback as (err: null, addresses: { address: string; family: number }[]) => void)(null, [
              { address: pinned.address, family: pinned.family },
            ]);
          } else {
            callback(null, pinned.address, pinned.family);
          }
        },
        headers: { accept: 'image/*', 'user-agent': 'K-Travel image proxy' },
        timeout: timeoutMs,
      },
      (res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
        }
        const status = res.statusCode ?? 502;
        const body = status === 204 || status === 304 ? null : (Readable.toWeb(res) as ReadableStream);
        resolve(new Response(body, { status, headers }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}
