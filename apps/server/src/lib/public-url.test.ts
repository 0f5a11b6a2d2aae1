import { describe, expect, it } from 'vitest';
import { assertPublicUrl, fetchPinned, isPublicAddress } from './public-url.ts';

describe('public address checks (SSRF guard)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    // IPv4 inside IPv6, in every form (issue 10): mapped (hex too), compatible, NAT64, 6to4, Teredo.
    '::ffff:7f00:1',
    '::ffff:a00:1',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fec0::1',
    // Documentation ranges.
    '192.0.2.10',
    '198.51.100.7',
    '203.0.113.99',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '211.249.220.24', '2001:4860:4860::8888'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses URLs on private hosts, localhost and odd schemes', async () => {
    await expect(assertPublicUrl('http://127.0.0.1:8080/x.png')).rejects.toThrow(/not a public address/);
    await expect(assertPublicUrl('http://localhost/x.png')).rejects.toThrow(/not a public address/);
    await expect(assertPublicUrl('http://[::1]/x.png')).rejects.toThrow(/not a public address/);
    await expect(assertPublicUrl('file:///etc/passwd')).rejects.toThrow(/http/);
    await expect(assertPublicUrl('http://8.8.8.8/x.png')).resolves.toBeUndefined();
  });
});

describe('pinned fetch (no DNS rebinding window)', () => {
  it('connects to the address the check resolved, whatever the host name says', async () => {
    const http = await import('node:http');
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'x-host': req.headers.host ?? '' });
      res.end('pinned');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      // A name that does not resolve at all: only the pinned address can make this request succeed.
      const res = await fetchPinned(
        `http://rebinding.invalid:${port}/x.png`,
        { address: '127.0.0.1', family: 4 },
        2000,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('x-host')).toBe(`rebinding.invalid:${port}`);
      expect(await res.text()).toBe('pinned');
    } finally {
      server.close();
    }
  });
});
