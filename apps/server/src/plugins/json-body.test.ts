import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { JSON_BODY_LIMITS, type JsonLimits, jsonProblem } from './json-body.ts';

/** What a zod schema allows at most: containers' depth, one container's entries, values in all. */
interface Bound {
  depth: number;
  entries: number;
  values: number;
  /** Where a bound is missing (an array without .max, a record), for the failure message. */
  unbounded: string[];
}

const LEAF: Bound = { depth: 0, entries: 0, values: 1, unbounded: [] };

interface ZodInternals {
  _zod: {
    def: Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
  };
}
const defOf = (schema: unknown) => (schema as ZodInternals)._zod.def;

function maxLength(schema: unknown): number | undefined {
  let max: number | undefined;
  for (const check of defOf(schema).checks ?? []) {
    const def = check._zod.def;
    const value =
      def.check === 'max_length'
        ? (def.maximum as number)
        : def.check === 'length_equals'
          ? (def.length as number)
          : undefined;
    if (value !== undefined) max = Math.min(max ?? value, value);
  }
  return max;
}

const larger = (a: Bound, b: Bound): Bound => ({
  depth: Math.max(a.depth, b.depth),
  entries: Math.max(a.entries, b.entries),
  values: Math.max(a.values, b.values),
  unbounded: [...a.unbounded, ...b.unbounded],
});

/** The most `schema` lets a JSON value hold, walked through zod 4's definitions. */
function boundOf(schema: unknown, path = ''): Bound {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return boundOf(def.innerType, path);
    case 'pipe':
      return boundOf(def.in, path);
    case 'lazy':
      return boundOf((def.getter as () => unknown)(), path);
    case 'union':
      return (def.options as unknown[]).map((option) => boundOf(option, path)).reduce(larger);
    case 'intersection': {
      const left = boundOf(def.left, path);
      const right = boundOf(def.right, path);
      return { ...larger(left, right), values: left.values + right.values };
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.entries(shape).map(([key, field]) => boundOf(field, `${path}.${key}`));
      const inner = fields.reduce(larger, LEAF);
      return {
        depth: 1 + inner.depth,
        entries: Math.max(inner.entries, fields.length),
        values: 1 + fields.reduce((sum, field) => sum + field.values, 0),
        unbounded: inner.unbounded,
      };
    }
    case 'array': {
      const element = boundOf(def.element, `${path}[]`);
      const max = maxLength(schema);
      if (max === undefined)
        return { ...element, unbounded: [...element.unbounded, `${path || 'body'} (array)`] };
      return {
        depth: 1 + element.depth,
        entries: Math.max(max, element.entries),
        values: 1 + max * element.values,
        unbounded: element.unbounded,
      };
    }
    case 'tuple': {
      const items = (def.items as unknown[]).map((item, i) => boundOf(item, `${path}[${i}]`));
      const inner = items.reduce(larger, LEAF);
      return {
        depth: 1 + inner.depth,
        entries: Math.max(inner.entries, items.length),
        values: 1 + items.reduce((sum, item) => sum + item.values, 0),
        unbounded: def.rest ? [...inner.unbounded, `${path} (tuple rest)`] : inner.unbounded,
      };
    }
    case 'record':
    case 'map':
    case 'set':
    case 'any':
    case 'unknown':
      return { ...LEAF, unbounded: [`${path || 'body'} (${def.type})`] };
    default:
      return LEAF;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the JSON body limits (issue 33)', () => {
  it('are never smaller than what a route of the contract accepts', () => {
    const found: Bound = { ...LEAF, values: 0 };
    const problems: string[] = [];
    let bodies = 0;
    for (const route of t.app.routeList) {
      const body = route.schema?.body as z.ZodType | undefined;
      if (!body || !('_zod' in body)) continue;
      bodies++;
      const bound = boundOf(body);
      const name = `${route.method} ${route.url}`;
      for (const where of bound.unbounded) problems.push(`${name}: ${where} has no maximum`);
      for (const key of ['depth', 'entries', 'values'] as const) {
        if (bound[key] > JSON_BODY_LIMITS[key])
          problems.push(
            `${name}: allows ${key} ${bound[key]} > JSON_BODY_LIMITS.${key} ${JSON_BODY_LIMITS[key]}`,
          );
        found[key] = Math.max(found[key], bound[key]);
      }
    }
    console.log(`json body limits: ${bodies} body schemas need at most ${JSON.stringify(found)}`);
    expect(bodies).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('can fail: a schema allowing more than the parser accepts is caught', async () => {
    const { z } = await import('zod');
    const tooMany = boundOf(z.object({ ids: z.array(z.number()).max(JSON_BODY_LIMITS.entries + 1) }));
    expect(tooMany.entries).toBeGreaterThan(JSON_BODY_LIMITS.entries);
    expect(boundOf(z.object({ ids: z.array(z.number()) })).unbounded).toEqual(['.ids (array)']);
    expect(boundOf(z.record(z.string(), z.string())).unbounded).toHaveLength(1);
  });
});

describe('jsonProblem', () => {
  const limits: JsonLimits = { depth: 3, entries: 4, values: 12 };
  it('accepts what fits, strings and escapes included', () => {
    expect(jsonProblem('{"a":[1,2,3,4],"b":"x,y,[[[[,\\"]]]]"}', limits)).toBeUndefined();
    expect(jsonProblem('[[[1]]]', limits)).toBeUndefined();
  });
  it('refuses too many entries in one list or object, too deep nesting, too many values', () => {
    expect(jsonProblem('[1,2,3,4,5]', limits)?.status).toBe(413);
    expect(jsonProblem('{"a":1,"b":2,"c":3,"d":4,"e":5}', limits)?.status).toBe(413);
    expect(jsonProblem('[[[[1]]]]', limits)?.status).toBe(400);
    expect(jsonProblem('[[1,2,3],[1,2,3],[1,2,3],[1,2]]', limits)?.status).toBe(413);
  });
  it('stops at the first limit passed: a 1 MB list costs what the limits allow', () => {
    const big = `[${'0,'.repeat(520_000)}0]`;
    const problem = jsonProblem(big);
    expect(problem?.status).toBe(413);
    // Read up to the 1,001st element (2 characters each), not the 1 MB: the cost follows the limits.
    expect(problem?.at).toBe(2 * JSON_BODY_LIMITS.entries);
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    expect(jsonProblem(deep)?.at).toBe(JSON_BODY_LIMITS.depth);
    const wide = `[${'[0,0,0,0,0,0,0,0,0],'.repeat(20_000)}0]`;
    expect(jsonProblem(wide)?.at).toBeLessThan(20 * (JSON_BODY_LIMITS.values / 9 + 1));
  });
});

describe('the parser in the app', () => {
  const post = (payload: string, url = '/api/auth/dev-login') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  it('keeps the default answers for empty, invalid and prototype-poisoning bodies', async () => {
    expect((await post('')).json().error.code).toBe('INVALID_JSON');
    expect((await post('{"a":')).json().error.code).toBe('INVALID_JSON');
    const poisoned = await post('{"email":"a@example.com","__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
  });
  it('refuses a long list with 413 and deep nesting with 400, in the envelope', async () => {
    const long = await post(`{"email":[${'1,'.repeat(JSON_BODY_LIMITS.entries)}1]}`);
    expect(long.statusCode).toBe(413);
    expect(long.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const deep = await post(`{"email":${'['.repeat(40)}${']'.repeat(40)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { body: expect.any(String) },
    });
  });
});
