import { ErrorBody } from '@ktravel/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import { requireAdmin, requireUser } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Statuses the route answers besides the ones its schema, guard and hooks already say (plugins/api-docs.ts): a
     * 409 its service throws, a 404 of a route without an id, a 302 of a sign-in step.
     */
    answers?: number[];
    /**
     * A route that answers a file, not JSON: its media type and what it holds, for the document's 200 (a download
     * also says its `Content-Disposition`).
     */
    file?: FileAnswer;
  }
}

/** The 200 of a route that answers a file (`config.file`). */
export interface FileAnswer {
  /** The media type without parameters, e.g. `text/calendar`. */
  mediaType: string;
  description: string;
  /** Sent as an attachment (`Content-Disposition: attachment; filename=…`). */
  download?: boolean;
}

/** The document's 200 for a file: the media type with a string body (JSON types: any JSON value). */
export function fileResponse(file: FileAnswer): Record<string, unknown> {
  const isJson = /[/+]json$/.test(file.mediaType);
  return {
    description: file.description,
    ...(file.download
      ? {
          headers: {
            'Content-Disposition': {
              description: 'attachment, with the file name made from the course title',
              schema: { type: 'string' },
            },
          },
        }
      : {}),
    content: { [file.mediaType]: { schema: isJson ? { type: 'object' } : { type: 'string' } } },
  };
}

/** Served only in development, or with API_DOCS=true (docs/decisions/021). */
export const API_DOCS_PREFIX = '/api/docs';

/** The answers routes share, each a `components.responses` entry; the errors carry the one error envelope. */
const SHARED_RESPONSES: Record<number, { name: string; description: string }> = {
  302: { name: 'Redirect', description: 'Go on at `Location` (a sign-in step)' },
  400: { name: 'BadRequest', description: 'The body, query or path is not valid (`fields` says which)' },
  401: { name: 'NotSignedIn', description: 'Sign in first: the session cookie is missing or expired' },
  403: {
    name: 'Forbidden',
    description: 'Not allowed for this caller (not the owner, not an admin, or cross-site)',
  },
  404: { name: 'NotFound', description: 'Nothing with this id (or not visible to this caller)' },
  409: {
    name: 'Conflict',
    description: 'The request conflicts with what is stored (already done, changed since)',
  },
  410: { name: 'Gone', description: 'It existed but no longer applies (an expired invite)' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the route accepts' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type the route reads' },
  422: {
    name: 'IdempotencyKeyReused',
    description: 'This Idempotency-Key was already used for another request',
  },
  429: { name: 'RateLimited', description: 'Too many requests; wait and try again (`Retry-After`)' },
  500: { name: 'InternalError', description: 'Something went wrong on the server; no details are given' },
  503: {
    name: 'ServiceUnavailable',
    description: 'The server is busy, or a service the route needs is not available; try again later',
  },
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The session cookie (plugins/auth.ts); `security: []` marks a public operation. */
const SESSION_SECURITY = [{ session: [] }];

interface Derived {
  statuses: number[];
  file: FileAnswer | undefined;
}

function hooksOf(route: RouteOptions, name: 'onRequest' | 'preHandler'): unknown[] {
  const hooks = route[name];
  return hooks ? [hooks].flat() : [];
}

/** The route's session guard, by function identity, whether it runs as an onRequest or a preHandler hook. */
export function routeGuard(route: RouteOptions): 'admin' | 'member' | null {
  const hooks = [...hooksOf(route, 'onRequest'), ...hooksOf(route, 'preHandler')];
  if (hooks.includes(requireAdmin)) return 'admin';
  if (hooks.includes(requireUser)) return 'member';
  return null;
}

/** The URL as the document writes it: `:id` → `{id}`, a trailing wildcard → `{key}`. */
export function documentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{key}');
}

/** `GET /api/courses/{id}/stops` → `getCoursesByIdStops`: stable (from method and path only) and readable. */
export function operationIdOf(method: string, url: string): string {
  const words = documentPath(url)
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The error statuses a route answers, from its schema, guard, hooks and config (docs/decisions/021). */
export function errorStatuses(route: RouteOptions, method: string): number[] {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const url = route.url;
  const statuses = new Set<number>([500]);
  const guard = routeGuard(route);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (schema.body) {
    // The body limit and the JSON parser answer before the route (plugins/errors.ts).
    statuses.add(413);
    statuses.add(415);
  }
  // A route with an id answers 404 when nothing has it.
  if (/[:*]/.test(url)) statuses.add(404);
  if (guard) statuses.add(401);
  if (guard === 'admin') statuses.add(403);
  // The cross-site check refuses a state-changing request from a foreign Origin (plugins/security.ts).
  if (STATE_CHANGING.has(method)) statuses.add(403);
  // The global rate limit and the overload guard spare the health check only (plugins/rate-limit.ts, overload.ts).
  if (url.startsWith('/api/') && !url.startsWith('/api/health')) {
    statuses.add(429);
    statuses.add(503);
  }
  const config = (route.config ?? {}) as { idempotent?: boolean; answers?: number[] };
  if (config.idempotent) {
    statuses.add(400);
    statuses.add(409);
    statuses.add(422);
  }
  for (const status of config.answers ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** In OpenAPI 3.0, `nullable` extends `type` only: a schema without `type`, or an enum, must say null itself. */
const NULL_BRANCH = { type: 'string', nullable: true, enum: [null] };
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullable(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  for (const value of Object.values(schema)) fixNullable(value);
  if (schema.nullable !== true) return;
  if (schema.type === undefined) {
    delete schema.nullable;
    const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
    // Without branches the schema is `{}` (any JSON value), null included.
    if (branches) branches.push({ ...NULL_BRANCH });
  } else if (Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
}

function errorEnvelope(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(ErrorBody, { target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  return {
    ...schema,
    description: 'Every error answer: a stable code, a message, and fields for invalid input',
  };
}

/** The swagger options: the document derived from the routes themselves (docs/decisions/021). */
export function apiDocumentOptions(config: AppConfig) {
  const derived = new Map<string, Derived>();
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'K-Travel API',
        version: config.version,
        description:
          'The K-Travel HTTP API. Bodies are JSON. Signed-in calls carry the `ktravel_session` cookie; ' +
          'every error answers `{ error: { code, message, fields? } }`.',
      },
      // Relative: the document describes the server that serves it.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey' as const,
            in: 'cookie' as const,
            name: 'ktravel_session',
            description: 'The session cookie set by sign-in',
          },
        },
      },
    },
    transform(document: Parameters<typeof jsonSchemaTransform>[0]) {
      const { schema, url } = jsonSchemaTransform(document);
      const route = (document as unknown as { route: RouteOptions }).route;
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      if (!schema || (schema as { hide?: boolean }).hide || methods.length !== 1) return { schema, url };
      const method = methods[0]!;
      const operationId = operationIdOf(method, url);
      const file = (route.config as { file?: FileAnswer } | undefined)?.file;
      derived.set(operationId, { statuses: errorStatuses(route, method), file });
      return {
        url: url.replace(/\/\*$/, '/:key'),
        schema: {
          ...schema,
          operationId,
          security: routeGuard(route) ? SESSION_SECURITY : [],
        },
      };
    },
    transformObject({ openapiObject }: { openapiObject: Record<string, unknown> }) {
      const document = openapiObject as {
        paths: Record<string, Record<string, Record<string, unknown>>>;
        components: Record<string, Record<string, unknown>>;
      };
      fixNullable(document.paths);
      fixNullable(document.components.schemas);
      document.components.schemas = { ...document.components.schemas, ErrorBody: errorEnvelope() };
      const used = new Set<number>();
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const operation of Object.values(operations)) {
          const { statuses = [], file } = derived.get(operation.operationId as string) ?? {};
          const responses = (operation.responses ?? {}) as Record<string, unknown>;
          if (file) responses[200] = fileResponse(file);
          for (const status of statuses) {
            // A status the route documents itself (the health check's 503) keeps its own body.
            if (responses[status]) continue;
            responses[status] = { $ref: `#/components/responses/${SHARED_RESPONSES[status]!.name}` };
            used.add(status);
          }
          operation.responses = responses;
          if (path.endsWith('/{key}')) {
            for (const parameter of (operation.parameters ?? []) as Record<string, unknown>[]) {
              if (parameter.in === 'path' && parameter.name === 'key') {
                parameter.description = 'The stored file’s key (may contain `/`)';
              }
            }
          }
        }
      }
      document.components.responses = Object.fromEntries(
        [...used]
          .sort((a, b) => a - b)
          .map((status) => {
            const { name, description } = SHARED_RESPONSES[status]!;
            if (status < 400) {
              return [name, { description, headers: { Location: { schema: { type: 'string' } } } }];
            }
            return [
              name,
              {
                description,
                content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
              },
            ];
          }),
      );
      return openapiObject;
    },
  };
}

/** The OpenAPI document at /api/docs/json and its UI at /api/docs (development, or API_DOCS=true). */
export const apiDocsPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  // Loaded only when served: a production start does not pay for them.
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  await app.register(swagger, apiDocumentOptions(opts.config) as never);
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
});
