import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * The most any request body of the contract may hold (json-body.test.ts walks every route's body schema and fails
 * when one allows more): a body beyond them is refused while it is scanned, before `JSON.parse` builds anything,
 * so refusing it costs what the contract allows, not what the body holds (issue 33).
 */
export const JSON_BODY_LIMITS = {
  /** Containers inside containers: the contract's bodies nest 3 levels at most (a course's stops). */
  depth: 16,
  /** Elements of one array or entries of one object: the longest list is the trend order's 1,000 ids. */
  entries: 1_000,
  /**
   * Values in the whole body, containers included: the contract's largest body holds 1,002 (the trend order);
   * ten times that leaves room for fields a client sends and the schemas strip.
   */
  values: 10_000,
} as const;

export type JsonLimits = { depth: number; entries: number; values: number };

export interface JsonProblem {
  status: 400 | 413;
  message: string;
  /** Where the scan stopped: what refusing cost, in characters read. */
  at: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * One pass over JSON text that counts, without building anything: depth, entries per container (commas + 1) and
 * values in all (commas + containers + 1, never fewer than there are). Stops at the first limit passed, so its
 * cost follows the limits, not the text. Invalid JSON is left to `JSON.parse`.
 */
export function jsonProblem(text: string, limits: JsonLimits = JSON_BODY_LIMITS): JsonProblem | undefined {
  const commas = new Int32Array(limits.depth + 2);
  let depth = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > limits.depth)
        return {
          status: 400,
          message: `The request body is nested too deeply (more than ${limits.depth} levels)`,
          at: i,
        };
      commas[depth] = 0;
      if (++values > limits.values) return tooManyValues(limits, i);
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth > 0) depth--;
    } else if (c === COMMA) {
      const entries = (commas[depth] ?? 0) + 1;
      commas[depth] = entries;
      if (entries >= limits.entries)
        return {
          status: 413,
          message: `The request body has a list or object of more than ${limits.entries} entries`,
          at: i,
        };
      if (++values > limits.values) return tooManyValues(limits, i);
    }
  }
  return undefined;
}

const tooManyValues = (limits: JsonLimits, at: number): JsonProblem => ({
  status: 413,
  message: `The request body holds more than ${limits.values} values`,
  at,
});

/**
 * Fastify's JSON parser (same prototype-poisoning protection, same errors for empty and invalid bodies) behind the
 * bounded scan above: a refused body answers 413 PAYLOAD_TOO_LARGE (too many entries or values) or 400
 * VALIDATION_FAILED (too deep) in the usual envelope. Fastify's body limit still applies first.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance, opts: { limits?: JsonLimits } = {}) => {
  const limits = opts.limits ?? JSON_BODY_LIMITS;
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const problem = jsonProblem(text, limits);
      if (problem) {
        done(
          problem.status === 413
            ? new AppError(413, 'PAYLOAD_TOO_LARGE', problem.message)
            : new AppError(400, 'VALIDATION_FAILED', problem.message, { body: problem.message }),
        );
        return;
      }
      parse(request, text, done);
    },
  );
});
