import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../db/seed/seed.ts';
import { SITE_FILES } from '../modules/site/site.routes.ts';
import { DocumentedAnswers } from './api-document.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { expected, Fixtures, MATRIX, ROLES } from './route-matrix.ts';

/**
 * The authorization matrix (issue 10): every route Fastify registered is looked up in MATRIX, and each kind of
 * caller (anonymous, another member, the owner, an admin, and a course's invited editor and viewer) must get exactly the status the table says. A route
 * missing from the table fails, so a new route cannot land without its row. Every answer is also checked against
 * the published API document (docs/decisions/021): its status is documented for the operation and its JSON body
 * validates against the schema documented for that status.
 */
let t: TestApp;
let f: Fixtures;
let documented: DocumentedAnswers;
let answers = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await seedAll(t.database.db);
  f = new Fixtures(t.app);
  await f.signInAll();
  documented = await DocumentedAnswers.load(t.app);
});
afterAll(async () => {
  console.log(
    `authorization (${t.database.kind}): ${answers} answers documented, ${documented.validated} bodies validated`,
  );
  await t.close();
});

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('authorization matrix', () => {
  it('has a row for every API route the app registers, and no row for a route that does not exist', () => {
    // The API, and the site's files for crawlers (robots.txt, sitemap.xml) that are there with or without a web build.
    const isChecked = (url: string) =>
      url.startsWith('/api') || (SITE_FILES as readonly string[]).includes(url);
    const registered = t.app.routeList.filter((r) => isChecked(r.url)).map(routeKey);
    const rows = MATRIX.map((row) => row.route);
    expect(registered.filter((r) => !rows.includes(r))).toEqual([]);
    expect(rows.filter((r) => !registered.includes(r))).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('registers nothing outside /api but the built web app, and that only for GET', () => {
    const other = t.app.routeList.filter((r) => !r.url.startsWith('/api'));
    expect(other.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  for (const row of MATRIX) {
    it(`${row.route}: ${ROLES.map((role) => `${role} ${expected(row, role)}`).join(', ')}`, async () => {
      const [method, path] = row.route.split(' ') as [string, string];
      for (const role of ROLES) {
        const request = await row.request(f, role);
        const cookie = request.cookie === undefined ? f.cookie(role) : request.cookie;
        const res = await t.app.inject({
          method: method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
          ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
          ...(request.payload !== undefined ? { payload: request.payload as Record<string, unknown> } : {}),
        });
        expect(res.statusCode, `${role} ${method} ${request.url} (${path}): ${res.body.slice(0, 300)}`).toBe(
          expected(row, role),
        );
        expect(documented.problems(method, path, res), `${role} ${method} ${request.url}`).toEqual([]);
        answers += 1;
        if (res.statusCode >= 400) {
          expect(res.json(), `${role} ${method} ${request.url}`).toEqual({
            error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
          });
        }
      }
    });
  }
});
