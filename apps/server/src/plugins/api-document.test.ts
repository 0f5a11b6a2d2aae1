import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDocument, DocumentedAnswers } from '../test/api-document.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { Fixtures } from '../test/route-matrix.ts';
import { errorStatuses, operationIdOf, routeGuard } from './api-docs.ts';
import { requireAdmin, requireUser } from './auth.ts';

/**
 * The API document (issue 33, docs/decisions/021): lint clean by Redocly's recommended rules (apps/server/redocly.yaml,
 * the file the CLI reads too), with operation ids, security and error answers derived from the routes. Real answers
 * are checked against it by the authorization matrix (every route, every kind of caller) and the fuzzer.
 */
let t: TestApp;
let document: ApiDocument;
let raw: string;

/** A built web app, so that the routes registered only beside one (the manifest, the pages) are in the document. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-api-document-web-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>K-Travel</title></head><body></body></html>',
  );
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  raw = res.body;
  document = JSON.parse(raw);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      path,
      method,
      operation: operation as ApiDocument['paths'][string][string] & { security?: unknown[] },
    })),
  );

describe('the API document', () => {
  it('passes Redocly lint with no error; the only warnings are the two kinds docs/decisions/021 explains', async () => {
    const config = await loadConfig({
      configPath: fileURLToPath(new URL('../../redocly.yaml', import.meta.url)),
    });
    const problems = await lintFromString({ source: raw, absoluteRef: 'api-docs.json', config });
    const text = (p: (typeof problems)[number]) =>
      `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(text)).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn');
    // `admin` is a literal segment and `{id}` a number: no request is ambiguous (redocly.yaml says why).
    const ambiguous = warnings.filter(
      (p) => p.ruleId === 'no-ambiguous-paths' && p.message.includes('`/api/places/admin/{id}`'),
    );
    // The health check takes no input and no session, and no limit applies to it: it has no 4xx to document.
    const health = warnings.filter(
      (p) =>
        p.ruleId === 'operation-4xx-response' &&
        p.location[0]?.pointer === '#/paths/~1api~1health/get/responses',
    );
    expect(warnings.filter((p) => !ambiguous.includes(p) && !health.includes(p)).map(text)).toEqual([]);
    expect(health).toHaveLength(1);
  });

  it('gives every operation a unique operationId from its method and path, and a security requirement', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const ids = all.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/courses/{id}']?.get?.operationId).toBe('getCoursesById');
    expect(document.paths['/api/uploads/files/{key}']?.get?.operationId).toBe('getUploadsFilesByKey');
    for (const { operation } of all) expect(operation.security, operation.operationId).toBeDefined();
    // Guarded routes carry the session cookie; public ones say they need nothing.
    expect(document.paths['/api/mypage/courses']?.get).toMatchObject({ security: [{ session: [] }] });
    expect(document.paths['/api/admin/users']?.get).toMatchObject({ security: [{ session: [] }] });
    expect(document.paths['/api/courses/public']?.get).toMatchObject({ security: [] });
    expect(Object.keys(document.components.securitySchemes ?? {})).toEqual(['session']);
  });

  it('documents the error envelope once and the errors each route answers', () => {
    expect(document.components.schemas?.ErrorBody).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
    const responses = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {}).map(Number);
    // An admin route: 401 anonymous, 403 a member; a body: 400, 413, 415.
    expect(responses('/api/admin/users/{id}', 'patch')).toEqual(
      expect.arrayContaining([400, 401, 403, 404, 409, 413, 415, 429, 500, 503]),
    );
    // A public read without input answers no 400, 401 or 404.
    expect(responses('/api/courses/public', 'get')).not.toEqual(expect.arrayContaining([401]));
    expect(responses('/api/config', 'get').sort()).toEqual([200, 429, 500, 503]);
    // The health check keeps its own 503 body (the status, not the envelope).
    expect(document.paths['/api/health']?.get?.responses['503']).not.toHaveProperty('$ref');
    expect(document.paths['/api/courses/{id}']?.get?.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
  });

  it('documents the files the routes answer with their media types (the five exports and the course file schema)', () => {
    const files = {
      '/api/courses/{id}/export.ics': 'text/calendar',
      '/api/courses/{id}/export.gpx': 'application/gpx+xml',
      '/api/courses/{id}/export.kml': 'application/vnd.google-earth.kml+xml',
      '/api/courses/{id}/export.geojson': 'application/geo+json',
      '/api/courses/{id}/export.json': 'application/json',
      '/api/schemas/ktravel-course.json': 'application/schema+json',
    };
    for (const [path, mediaType] of Object.entries(files)) {
      const ok = document.paths[path]?.get?.responses['200'] as { content?: object; headers?: object };
      expect(Object.keys(ok?.content ?? {}), path).toEqual([mediaType]);
      if (path.includes('/export.')) expect(ok.headers, path).toHaveProperty('Content-Disposition');
    }
  });

  it('names the wildcard upload paths and writes no nullable without a type', () => {
    expect(Object.keys(document.paths).filter((p) => p.includes('*'))).toEqual([]);
    expect(document.paths['/api/uploads/files/{key}']?.get).toMatchObject({
      parameters: [{ in: 'path', name: 'key', required: true }],
    });
    const untyped: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && schema.type === undefined) untyped.push(at);
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
        untyped.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    expect(untyped).toEqual([]);
  });

  it('answers null for the category of a stop not linked to a place, and the document allows it', async () => {
    const f = new Fixtures(t.app);
    await f.signInAll();
    const id = await f.course('public');
    const res = await t.app.inject({ method: 'GET', url: `/api/courses/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stops[0].category).toBeNull();
    const documented = await DocumentedAnswers.load(t.app);
    expect(documented.problems('GET', '/api/courses/:id', res)).toEqual([]);
    // And the judge can fail: the same answer with a category outside the enum is refused.
    const wrong = { ...res, body: res.body.replace('"category":null', '"category":"nightlife"') };
    expect(wrong.body).not.toBe(res.body);
    expect(documented.problems('GET', '/api/courses/:id', wrong)).not.toEqual([]);
    expect(documented.problems('GET', '/api/courses/:id', { ...res, statusCode: 418 })).toEqual([
      'getCoursesById: 418 is not documented',
    ]);
  });
});

describe('deriving from a route', () => {
  const route = (options: Partial<RouteOptions>) =>
    ({ method: 'GET', url: '/api/things/:id', handler: () => {}, ...options }) as RouteOptions;

  it('finds the guard by identity, as an onRequest or a preHandler hook, alone or in a list', () => {
    expect(routeGuard(route({ preHandler: [requireUser] }))).toBe('member');
    expect(routeGuard(route({ onRequest: requireUser }))).toBe('member');
    expect(routeGuard(route({ onRequest: [async () => {}, requireAdmin] }))).toBe('admin');
    expect(routeGuard(route({ preHandler: [async () => {}] }))).toBeNull();
    expect(routeGuard(route({}))).toBeNull();
  });

  it('makes camelCase operation ids from method and path', () => {
    expect(operationIdOf('GET', '/api/courses/:id')).toBe('getCoursesById');
    expect(operationIdOf('DELETE', '/api/courses/:id/invites/:token')).toBe(
      'deleteCoursesByIdInvitesByToken',
    );
    expect(operationIdOf('GET', '/api/courses/:id/export.ics')).toBe('getCoursesByIdExportIcs');
    expect(operationIdOf('PUT', '/api/uploads/put/*')).toBe('putUploadsPutByKey');
  });

  it('derives statuses from schema, guard, method and config', () => {
    expect(errorStatuses(route({ onRequest: [requireAdmin] }), 'GET')).toEqual([
      401, 403, 404, 429, 500, 503,
    ]);
    expect(
      errorStatuses(
        route({
          url: '/api/things',
          schema: { body: {} },
          preHandler: requireUser,
          config: { answers: [409] },
        }),
        'POST',
      ),
    ).toEqual([400, 401, 403, 409, 413, 415, 429, 500, 503]);
    expect(errorStatuses(route({ url: '/api/health' }), 'GET')).toEqual([500]);
  });
});
