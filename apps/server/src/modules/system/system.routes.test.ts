import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/helpers.ts';

describe('system routes', () => {
  const t = useTestApp({
    MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: '© Example',
  });

  it('GET /api/health reports the database and version', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'up', version: expect.any(String) });
  });

  it('GET /api/config gives public client settings and nothing secret', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      auth: { google: false, devLogin: true },
      map: {
        tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        attribution: '© Example',
        prefetch: false,
      },
      placeSearch: { google: false, kakao: false },
      imports: { naverList: false },
      translate: false,
      errorDemo: 'everyone',
      version: expect.any(String),
    });
  });

  it('sends security headers with a CSP that allows the tile host', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/img-src[^;]*https:\/\/\*\.tiles\.example\.org/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the OpenAPI document generated from the contract schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/me'].get).toBeDefined();
    expect(doc.paths['/api/auth/dev-login'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('keeps a rolling average of response times', async () => {
    await t.app.inject({ url: '/api/health' });
    expect(t.app.responseTimer.count()).toBeGreaterThan(0);
    expect(t.app.responseTimer.average()).toBeGreaterThan(0);
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with database down, and no internals', async () => {
    const t = await buildTestApp();
    await t.database.close();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({ status: 'degraded', database: 'down' });
    await t.app.close();
  });
});
