import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://ktravel.example',
  GOOGLE_CLIENT_ID: 'id',
  GOOGLE_CLIENT_SECRET: 'secret',
};

describe('loadConfig', () => {
  it('prefetches tiles only when asked and never from OpenStreetMap’s public servers (DESIGN §8.2)', () => {
    expect(loadConfig({}).map.prefetch).toBe(false);
    expect(loadConfig({ MAP_TILE_PREFETCH: 'true' }).map.prefetch).toBe(false);
    expect(
      loadConfig({
        MAP_TILE_PREFETCH: 'true',
        MAP_TILE_URL: 'https://a.tile.openstreetmap.org/{z}/{x}/{y}.png',
      }).map.prefetch,
    ).toBe(false);
    const own = { MAP_TILE_URL: 'https://tiles.example.kr/{z}/{x}/{y}.png' };
    expect(loadConfig({ ...own, MAP_TILE_PREFETCH: 'true' }).map.prefetch).toBe(true);
    expect(loadConfig(own).map.prefetch).toBe(false);
    expect(() => loadConfig({ MAP_TILE_PREFETCH: 'sometimes' })).toThrow(/MAP_TILE_PREFETCH/);
  });

  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.devLogin).toBe(true);
    expect(config.adminEmails).toEqual(['admin@example.com']);
    expect(config.seed).toBe(true);
    expect(config.google).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/SEED/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.devLogin).toBe(false);
    expect(config.adminEmails).toEqual([]);
    expect(config.google?.issuer).toBe('https://accounts.google.com');
  });

  it('refuses production with development sign-in on', () => {
    expect(() => loadConfig({ ...production, AUTH_DEV_LOGIN: 'true' })).toThrow(/AUTH_DEV_LOGIN/);
  });

  it.each(['SESSION_SECRET', 'PUBLIC_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'])(
    'refuses production without %s',
    (name) => {
      expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(new RegExp(name));
    },
  );

  it('parses ADMIN_EMAILS as a lower-cased list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.com, b@Y.com ,' }).adminEmails).toEqual(['a@x.com', 'b@y.com']);
  });
});
