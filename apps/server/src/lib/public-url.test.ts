import { describe, expect, it } from 'vitest';
import { assertPublicUrl, isPublicAddress } from './public-url.ts';

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
