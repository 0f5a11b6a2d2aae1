import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { seedAll } from '../db/seed/seed.ts';
import { DocumentedAnswers } from './api-document.ts';
import { type DeeplStub, startDeeplStub } from './deepl-stub.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { Fixtures, MATRIX, type MatrixRequest, type MatrixRow, ROLES, type Role } from './route-matrix.ts';

/**
 * Fuzzing from the contract schemas (issue 10): for every route that takes a body, a query or path parameters,
 * hostile variants of a valid request (wrong types, missing and extra fields, huge strings and numbers, deep
 * JSON, NUL, lone surrogates, RTL and emoji, HTML and SQL fragments, arrays for objects, duplicated query keys,
 * broken JSON). Asserted for every one: never a 5xx, an error is always `{ error: { code, message } }` with a
 * status the published API document lists for the route (docs/decisions/021), and a refused request changes nothing (row counts and a checksum of every table are the same before and after).
 * Fixed seed, bounded count (FUZZ_RUNS per route); the suite's PostgreSQL project runs it on PostgreSQL too.
 */
const SEED = 20_261_122;
const RUNS = Number(process.env.FUZZ_RUNS ?? 14);

/** Tables whose content a refused request must leave alone (sessions move with every signed-in request). */
const TABLES = [
  'users',
  'admin_invites',
  'places',
  'place_counts',
  'catalogue_version',
  'bookmarks',
  'courses',
  'course_counts',
  'course_version',
  'course_stops',
  'course_saves',
  'course_shares',
  'course_comments',
  'posts',
  'post_interactions',
  'post_comments',
  'content_reports',
  'contact_inquiries',
  'uploads',
  'admin_actions',
  'post_counts',
  'post_version',
  'place_reviews',
  'review_helpful',
  'place_fact_proposals',
  'currency_rates',
];

let t: TestApp;
let f: Fixtures;
const tally = { requests: 0, serverErrors: 0, refused: 0, accepted: 0, byStatus: new Map<number, number>() };

let deepl: DeeplStub;
let documented: DocumentedAnswers;

beforeAll(async () => {
  // Translation answers from a local stand-in for its provider, so accepted input reaches the real path.
  deepl = await startDeeplStub();
  t = await buildTestApp({
    TRANSLATE_PROVIDER: 'deepl',
    TRANSLATE_API_KEY: 'fuzz-key',
    TRANSLATE_BASE_URL: deepl.baseUrl,
  });
  await seedAll(t.database.db);
  f = new Fixtures(t.app);
  await f.signInAll();
  documented = await DocumentedAnswers.load(t.app);
});
afterAll(async () => {
  const statuses = [...tally.byStatus.entries()].sort((a, b) => a[0] - b[0]);
  console.log(
    `fuzz (${t.database.kind}): ${tally.requests} requests, ${tally.serverErrors} 5xx, ` +
      `${tally.refused} refused (4xx), ${tally.accepted} accepted; by status ${statuses
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
  );
  await t.close();
  await deepl.close();
});

async function checksum(): Promise<string> {
  const parts = TABLES.map(
    (table) =>
      sql`select ${table} as t, count(*)::int as n, coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as h from ${sql.identifier(table)} r`,
  );
  const rows = await queryRows<{ t: string; n: number; h: string }>(
    t.database.db,
    sql.join(parts, sql` union all `),
  );
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join(',');
}

// ---- hostile values ----

const nastyStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202eevil\u202c',
  'שלום עולם',
  '😀👍🏽🇰🇷',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table users; --",
  "' OR '1'='1",
  '%00',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant as plain text.
  '${7*7}{{7*7}}',
  "$` $& $'",
  '',
  ' ',
  'null',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '__proto__',
);
const hugeString = fc.constantFrom('x'.repeat(70_000), '😀'.repeat(30_000));
const hostileString = fc.oneof(
  { weight: 4, arbitrary: nastyStrings },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -1, 0, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })) },
);

// ---- mutations of a valid request ----

type Mutation =
  | { kind: 'body'; value: unknown }
  | { kind: 'field'; path: string[]; value: unknown }
  | { kind: 'drop'; path: string[] }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'query'; key: string; values: string[] }
  | { kind: 'param'; value: string };

/** Paths to every leaf of the valid body (`stops.0.name`), so mutations reach nested fields too. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const paths: string[][] = prefix.length ? [prefix] : [];
  for (const [key, child] of entries) paths.push(...leafPaths(child, [...prefix, key]));
  return paths;
}

function setAt(target: unknown, path: string[], value: unknown, drop = false): unknown {
  const copy = structuredClone(target) as Record<string, unknown>;
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (drop) delete node[last];
  else node[last] = value;
  return copy;
}

/** Percent-encodes text, writing lone surrogates as the bytes of their (ill-formed) UTF-8 form. */
function encode(text: string): string {
  return [...text]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        const code = ch.charCodeAt(0);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
    })
    .join('');
}

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

function mutations(base: MatrixRequest, queryKeys: string[], hasParams: boolean): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [];
  if (base.payload !== undefined) {
    // A raw body (an image) is one value: replaced whole, never walked byte by byte.
    const paths = base.payload instanceof Uint8Array ? [] : leafPaths(base.payload);
    options.push(fc.record({ kind: fc.constant('body' as const), value: hostileValue }));
    options.push(
      fc.record({
        kind: fc.constant('raw' as const),
        text: fc.constantFrom('{"a":', '[1,2', 'not json', deepJson(5000), `{"x":${deepJson(200)}}`, '""'),
        contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      }),
    );
    options.push(
      fc.record({
        kind: fc.constant('extra' as const),
        key: fc.constantFrom('__proto__', 'constructor', 'id', 'authorId', 'role', 'isAdmin', 'x'),
        value: hostileValue,
      }),
    );
    if (paths.length > 0) {
      options.push(
        fc.record({
          kind: fc.constant('field' as const),
          path: fc.constantFrom(...paths),
          value: hostileValue,
        }),
      );
      options.push(fc.record({ kind: fc.constant('drop' as const), path: fc.constantFrom(...paths) }));
    }
  }
  if (queryKeys.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('query' as const),
        key: fc.constantFrom(...queryKeys, 'unknown'),
        // More than one value is a duplicated key (`?page=1&page=2`).
        values: fc.array(
          hostileString.filter((s) => s.length < 5000),
          { minLength: 1, maxLength: 3 },
        ),
      }),
    );
  }
  if (hasParams) {
    options.push(
      fc.record({
        kind: fc.constant('param' as const),
        value: fc.oneof(
          hostileString.filter((s) => s.length < 90 && s.length > 0),
          fc.constantFrom('2147483648', '-1', '0', '1e3', '0x10', '1.5', '99999999999999999999'),
        ),
      }),
    );
  }
  return fc.oneof(...options);
}

/** The route's `:param` segments in the valid URL, to put a hostile value in one of them. */
function replaceParam(route: string, url: string, value: string): string {
  const routeParts = route.split('?')[0]!.split('/');
  const [path, query] = url.split('?') as [string, string | undefined];
  const parts = path.split('/');
  const index = routeParts.findLastIndex((p) => p.startsWith(':'));
  if (index >= 0) parts[index] = encode(value);
  return parts.join('/') + (query ? `?${query}` : '');
}

function apply(route: string, base: MatrixRequest, m: Mutation) {
  let url = base.url;
  let payload: unknown = base.payload;
  let raw: { text: string; contentType: string } | undefined;
  switch (m.kind) {
    case 'body':
      payload = m.value;
      break;
    case 'field':
      payload = setAt(base.payload, m.path, m.value);
      break;
    case 'drop':
      payload = setAt(base.payload, m.path, undefined, true);
      break;
    case 'extra':
      payload = { ...(base.payload as object), [m.key]: m.value };
      break;
    case 'raw':
      raw = m;
      break;
    case 'query': {
      const extra = m.values.map((v) => `${encode(m.key)}=${encode(v)}`).join('&');
      url += (url.includes('?') ? '&' : '?') + extra;
      break;
    }
    case 'param':
      url = replaceParam(route, url, m.value);
      break;
  }
  return { url, payload, raw };
}

/** The first caller the matrix lets through: fuzzing reaches the deepest validation as them. */
function fuzzRole(expect: MatrixRow['expect']): Role {
  return (['owner', 'admin', 'member', 'anonymous'] as const).find((r) => expect[r] < 400) ?? 'admin';
}

function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

describe('fuzzing every route with input from its schemas', () => {
  for (const [index, row] of MATRIX.entries()) {
    it(row.route, async () => {
      const [method, path] = row.route.split(' ') as [string, string];
      const registered = t.app.routeList.find((r) => r.method === method && r.url === path);
      const schema = registered?.schema;
      const queryKeys = schemaKeys(schema?.querystring);
      const hasParams = path.includes(':');
      if (!schema?.body && queryKeys.length === 0 && !hasParams) return;
      const role = fuzzRole(row.expect);
      expect(ROLES).toContain(role);
      const base = await row.request(f, role);
      const cookie = base.cookie === undefined ? f.cookie(role) : (base.cookie ?? undefined);
      let caller = 0;

      await fc.assert(
        fc.asyncProperty(mutations(base, queryKeys, hasParams), async (m) => {
          const { url, payload, raw } = apply(path, base, m);
          const before = await checksum();
          caller += 1;
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            // Each request from its own address: per-address limits (contact, sign-in) must not hide the route.
            remoteAddress: `10.${index}.${Math.floor(caller / 250)}.${caller % 250}`,
            headers: {
              ...base.headers,
              ...(cookie ? { cookie } : {}),
              ...(raw ? { 'content-type': raw.contentType } : {}),
            },
            ...(raw
              ? { payload: raw.text }
              : payload instanceof Uint8Array
                ? { payload: Buffer.from(payload) }
                : payload !== undefined
                  ? {
                      payload: JSON.stringify(payload),
                      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
                    }
                  : {}),
          });
          tally.requests += 1;
          tally.byStatus.set(res.statusCode, (tally.byStatus.get(res.statusCode) ?? 0) + 1);
          const where = `${method} ${url.slice(0, 200)} ${JSON.stringify(m).slice(0, 200)}`;
          if (res.statusCode >= 500) tally.serverErrors += 1;
          expect(res.statusCode, `${where} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            tally.refused += 1;
            expect(res.json(), where).toEqual({
              error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
            });
            expect(documented.problems(method, path, res), where).toEqual([]);
            const after = await checksum();
            const changed = after.split(',').filter((part) => !before.split(',').includes(part));
            expect(changed, `${where}: a refused request (${res.statusCode}) changed stored data`).toEqual(
              [],
            );
          } else {
            tally.accepted += 1;
          }
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    });
  }
});
