import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { seedAll } from '../db/seed/seed.ts';
import { buildTestApp, signIn, type TestApp } from '../test/helpers.ts';

/** The defects probing found (issue 10), one test each; every one of these answered 500 or worse before. */

let t: TestApp;
let member: string;
let admin: string;
let courseId: number;
let commentId: number;
let placeId: number;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-hardening-web-'));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Each call from its own address, so the per-address limits of sign-in and contact do not answer 429 first. */
let caller = 0;
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.9.${Math.floor(++caller / 250)}.${caller % 250}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>K</title></head><body></body></html>',
  );
  // No PUBLIC_URL: the development case, where the Host header used to leak into link previews.
  t = await buildTestApp({ WEB_DIST_DIR: dist });
  await seedAll(t.database.db);
  member = await signIn(t.app, 'hardening@example.com', 'Hardening');
  admin = await signIn(t.app, 'admin@example.com', 'Admin');
  placeId = (await queryRows<{ id: number }>(t.database.db, sql`select min(id) as id from places`))[0]!.id;
  const stop = { order: 1, name: 'Stop', lat: 37.5, lng: 127 };
  courseId = (await call('POST', '/api/courses', member, { title: 'Hardening', stops: [stop] })).json().data
    .id;
  commentId = (await call('POST', `/api/comments/course/${courseId}`, member, { content: 'Hi' })).json().data
    .id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** encodeURIComponent, or '' for text it cannot encode (lone surrogates; those cases are skipped). */
const uri = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '';
  }
};

const expectRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { code: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.error.fields ?? {})).toContain(field);
};

describe('text the database cannot store (1: NUL, 6: lone surrogates)', () => {
  const stop = (extra: object) => ({ order: 1, name: 'Stop', lat: 37.5, lng: 127, ...extra });
  for (const [label, bad] of [
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ] as const) {
    it(`refuses ${label} in every kind of text input, naming the field`, async () => {
      const cases: [Method, string, string | undefined, unknown, string][] = [
        ['POST', '/api/auth/dev-login', undefined, { email: 'x@example.com', name: bad }, 'name'],
        [
          'POST',
          '/api/contact',
          undefined,
          { name: bad, email: 'x@example.com', subject: 'general', message: 'Hello there' },
          'name',
        ],
        [
          'POST',
          '/api/contact',
          undefined,
          { name: 'N', email: 'x@example.com', subject: 'general', message: bad },
          'message',
        ],
        ['GET', `/api/places?q=${uri(bad)}`, undefined, undefined, 'query.q'],
        ['GET', `/api/places/search?q=${uri(bad)}`, undefined, undefined, 'query.q'],
        ['PUT', `/api/places/${placeId}`, admin, { name: bad }, 'name'],
        ['PUT', `/api/places/${placeId}`, admin, { name: 'Ok', description: bad }, 'description'],
        ['POST', '/api/courses', member, { title: bad, stops: [stop({})] }, 'title'],
        ['POST', '/api/courses', member, { title: 'T', stops: [stop({ name: bad })] }, 'stops.0.name'],
        [
          'POST',
          '/api/courses',
          member,
          { title: 'T', stops: [stop({ externalId: bad })] },
          'stops.0.externalId',
        ],
        ['POST', `/api/comments/course/${courseId}`, member, { content: bad }, 'content'],
        ['PUT', `/api/comments/course-comment/${commentId}`, member, { content: bad }, 'content'],
        ['GET', `/api/places/external/google/${uri(bad)}`, undefined, undefined, 'params.externalId'],
      ];
      // A lone surrogate cannot be percent-encoded (it is not UTF-8): in a URL it never arrives as such.
      const inUrl = !/\p{Cs}/u.test(bad);
      for (const [method, url, cookie, payload, field] of cases) {
        if (!inUrl && (url.includes('%') || url.includes('?q=') || url.startsWith('/api/places/external')))
          continue;
        expectRefused(await call(method, url, cookie, payload), field);
      }
    });
  }

  it('accepts paired surrogates (emoji), RTL and CJK text as they are', async () => {
    const content = 'מסלול 😀 서울 景福宫';
    const res = await call('POST', `/api/comments/course/${courseId}`, member, { content });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.content).toBe(content);
  });

  it('refuses absurdly deep JSON while parsing, before anything walks it', async () => {
    const depth = 100_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.8.0.1',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"x@example.com","name":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    // Refused by the body parser's bounded scan (plugins/json-body.ts), before the body is built.
    expect(Object.keys(res.json().error.fields)).toEqual(['body']);
  });
});

describe('ids beyond the database integer (2)', () => {
  const huge = '2147483648';
  it('answers 400 or 404 for every :id route, never 500', async () => {
    const routes: [Method, string, string | undefined, unknown][] = [
      ['GET', `/api/places/${huge}`, undefined, undefined],
      ['POST', `/api/places/${huge}/bookmark`, member, undefined],
      ['DELETE', `/api/places/${huge}/bookmark`, member, undefined],
      ['PUT', `/api/places/${huge}`, admin, { name: 'x' }],
      ['PUT', `/api/places/${huge}/type`, admin, { type: 'food' }],
      ['PUT', `/api/places/${huge}/advertisement`, admin, { isAdvertisement: true }],
      ['PUT', `/api/places/${huge}/multilingual-menu`, admin, { hasMultilingualMenu: true }],
      ['DELETE', `/api/places/admin/${huge}`, admin, undefined],
      ['GET', `/api/courses/${huge}`, undefined, undefined],
      ['GET', `/api/courses/${huge}/export.gpx`, undefined, undefined],
      [
        'PUT',
        `/api/courses/${huge}`,
        member,
        { title: 'x', stops: [{ order: 1, name: 'a', lat: 1, lng: 1 }] },
      ],
      ['DELETE', `/api/courses/${huge}`, member, undefined],
      ['POST', `/api/courses/${huge}/save`, member, undefined],
      ['POST', `/api/courses/${huge}/share`, member, undefined],
      ['GET', `/api/comments/course/${huge}`, undefined, undefined],
      ['DELETE', `/api/comments/course-comment/${huge}`, member, undefined],
      ['GET', `/api/places/photo?name=place/9999999999`, undefined, undefined],
      [
        'POST',
        '/api/courses',
        member,
        { title: 'x', stops: [{ order: 1, name: 'a', lat: 1, lng: 1, placeId: 2 ** 31 }] },
      ],
      ['GET', '/api/courses/public?page=1e300', undefined, undefined],
      ['GET', '/api/places?page=99999999999', undefined, undefined],
    ];
    for (const [method, url, cookie, payload] of routes) {
      const res = await call(method, url, cookie, payload);
      expect([400, 404], `${method} ${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().error.code).toMatch(/VALIDATION_FAILED|NOT_FOUND/);
    }
  });
});

describe("Fastify's and Node's own errors in the envelope (5)", () => {
  it('answers a bad URL, a too long parameter and too large headers as { error: { code, message } }', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk;
        });
        socket.on('end', () => resolve(data));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
    const parse = (response: string) => {
      const [head, body] = response.split('\r\n\r\n');
      return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) };
    };
    const close = 'Host: x\r\nConnection: close\r\n';
    const cases: [string, number][] = [
      [`GET /api/places/%E0%A4%A HTTP/1.1\r\n${close}\r\n`, 400],
      [`GET /api/places/external/google/${'a'.repeat(300)} HTTP/1.1\r\n${close}\r\n`, 414],
      [`GET /api/health HTTP/1.1\r\n${close}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ];
    for (const [request, status] of cases) {
      const res = parse(await raw(request));
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
    }
  });
});

describe('link previews without PUBLIC_URL (7)', () => {
  it('never write the Host header into og:url or og:image', async () => {
    const res = await t.app.inject({ url: `/kcourse/${courseId}`, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('og:url');
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toMatch(/property="og:url" content="http:\/\/(localhost|127\.0\.0\.1):\d+\/kcourse\//);
  });
});

describe('security headers (8)', () => {
  it('send Permissions-Policy, and X-Frame-Options DENY in line with frame-ancestors', async () => {
    for (const url of ['/api/health', '/kcourse']) {
      const res = await t.app.inject({ url });
      expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('microphone=()');
      expect(res.headers['permissions-policy']).toContain('payment=()');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

describe('API docs in production (10)', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_DEV_LOGIN: 'false',
    SESSION_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://ktravel.example',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
  };
  it('are served in development, and in production only with API_DOCS=true', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const hidden = await buildTestApp(production);
    const shown = await buildTestApp({ ...production, API_DOCS: 'true' });
    try {
      const res = await hidden.app.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
      expect((await hidden.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      expect((await shown.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await hidden.close();
      await shown.close();
    }
  });
});
