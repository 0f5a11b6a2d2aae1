import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** Deeper JSON than this is refused before anything walks it (no request of ours nests more than a few levels). */
export const MAX_INPUT_DEPTH = 32;

/** With the `u` flag a paired surrogate is one code point (not Cs): only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a text value, or undefined when it may be stored as it is. */
export function textProblem(value: string): string | undefined {
  // PostgreSQL refuses U+0000 in text; such a value would fail at the database (a 500), never store.
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  // A lone UTF-16 surrogate cannot be stored either: PostgreSQL would get U+FFFD, a silent change.
  if (LONE_SURROGATE.test(value)) return 'must be well-formed Unicode text';
  return undefined;
}

interface Found {
  path: string;
  problem: string;
}

/** Where a value sits: its key and its parent's place, joined into a path only when a problem is found. */
interface Place {
  key: string;
  parent: Place | undefined;
}
const pathOf = (place: Place): string => {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The first unacceptable string (or key) in a parsed input, walked without recursion; depth is capped. Paths are
 * not built while walking (a string per element cost more than the walk itself, issue 33): only for the finding.
 */
function findProblem(input: unknown, root: string): Found | undefined {
  const stack: { value: unknown; place: Place; depth: number }[] = [
    { value: input, place: { key: root, parent: undefined }, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, place, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path: pathOf(place), problem };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH)
      return { path: pathOf(place), problem: `is nested too deeply (more than ${MAX_INPUT_DEPTH})` };
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++)
        stack.push({ value: value[i], place: { key: String(i), parent: place }, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: pathOf(place), problem: `has a key that ${keyProblem}` };
      stack.push({ value: item, place: { key, parent: place }, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The field as the error envelope names it: body fields by their own path, query and params prefixed. */
const fieldName = (found: Found) => found.path.replace(/^body\.?/, '') || 'body';

/**
 * One check for every route, before schema validation: text in the body, query string and path parameters
 * must be storable (no NUL, no lone surrogates) and the body not absurdly deep. Refused with 400
 * VALIDATION_FAILED naming the field, so no route can reach the database with such a value.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found =
      findProblem(request.params, 'params') ??
      findProblem(request.query, 'query') ??
      findProblem(request.body, 'body');
    if (!found) return;
    const field = fieldName(found);
    throw new AppError(400, 'VALIDATION_FAILED', `${field} ${found.problem}`, {
      [field]: `This value ${found.problem}`,
    });
  });
});
