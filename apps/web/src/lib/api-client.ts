import type { ErrorBody } from '@ktravel/contract';
import type { z } from 'zod';
import { dropInlineData, takeInlineData } from './inline-data.ts';
import type { OutboxKind } from './offline/outbox-store.ts';

/** Every call goes to the same origin under /api (the dev server proxies it; production serves both). */
export const API_BASE = '/api';

/** Codes the client itself produces when there is no server answer to read. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
  /** A write made offline: kept in the browser and sent when the connection returns (lib/offline/outbox.ts). */
  queuedOffline: 'QUEUED_OFFLINE',
} as const;

/** A failed API call: the server's `{ error: { code, message, fields } }`, or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether a write was kept to be sent later (offline) rather than refused. */
export function isQueuedOffline(error: unknown): boolean {
  return isApiError(error) && error.code === CLIENT_ERROR_CODES.queuedOffline;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /**
   * Response schema from @ktravel/contract, checked in development and tests so drift shows up early.
   * Modules the first page loads pass `import.meta.env.DEV ? Schema : undefined`, so the production build
   * drops the schema and zod from that bundle (see vite.config.ts).
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * A write that may wait for the connection (DESIGN §8.2): sent with an `Idempotency-Key`; offline (or when the
   * network fails) it is kept in the outbox under that key and the call throws `QUEUED_OFFLINE`.
   */
  offline?: { kind: OutboxKind; label: string };
  /** `If-Match: "<version>"`: the server refuses the write with 409 when the resource changed since (DESIGN §8.4). */
  ifMatch?: number;
}

function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** Keeps a write for later and says so (the outbox module loads only when a write has to wait). */
async function queueForLater(
  offline: NonNullable<ApiRequestOptions<unknown>['offline']>,
  request: { key: string; method: 'POST' | 'PUT' | 'DELETE'; url: string; body?: string },
): Promise<never> {
  const { enqueue } = await import('./offline/outbox.ts');
  await enqueue({ ...offline, ...request });
  throw new ApiError(0, CLIENT_ERROR_CODES.queuedOffline, 'Kept on this device until the connection returns');
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

/**
 * The `error` of an error body, checked by hand: the contract's `ErrorBody` would pull zod into the first
 * bundle every page loads (about 24 KB gzip), and this shape is all we read from it.
 */
function readErrorBody(json: unknown): ErrorBody['error'] | undefined {
  if (typeof json !== 'object' || json === null || !('error' in json)) return undefined;
  const { error } = json;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (fields !== undefined && !isStringRecord(fields)) return undefined;
  return { code, message, fields };
}

/**
 * Calls the API and returns the parsed JSON body (`{ data: ... }` for successes).
 * Throws `ApiError` for non-2xx answers and for network failures.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal, offline, ifMatch } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const later =
    offline && method !== 'GET' && method !== 'PATCH'
      ? {
          key: newIdempotencyKey(),
          method,
          url: buildUrl(path, query),
          body: body === undefined ? undefined : JSON.stringify(body),
        }
      : undefined;
  if (later) headers['Idempotency-Key'] = later.key;
  if (later && offline && typeof navigator !== 'undefined' && !navigator.onLine) {
    return queueForLater(offline, later);
  }

  const url = buildUrl(path, query);
  if (method === 'GET') {
    const inline = takeInlineData(url);
    if (inline) return checked(inline.json, schema, `${method} ${path}`, 200);
  } else {
    dropInlineData();
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (later && offline) return queueForLater(offline, later);
    throw new ApiError(
      0,
      CLIENT_ERROR_CODES.network,
      error instanceof Error ? error.message : 'Network error',
    );
  }

  const json = await readJson(response);
  if (!response.ok) {
    const body = readErrorBody(json);
    if (body) throw new ApiError(response.status, body.code, body.message, body.fields);
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.badResponse,
      `${response.status} ${response.statusText}`.trim(),
    );
  }

  return checked(json, schema, `${method} ${path}`, response.status);
}

/** A successful body, checked against its contract schema in development and tests. */
function checked<T>(json: unknown, schema: ApiRequestOptions<T>['schema'], call: string, status: number): T {
  if (schema && import.meta.env.DEV) {
    const result = schema.safeParse(json);
    if (!result.success) {
      throw new ApiError(
        status,
        CLIENT_ERROR_CODES.badResponse,
        `Response from ${call} does not match the contract: ${result.error.message}`,
      );
    }
    return result.data;
  }
  return json as T;
}

/**
 * The answer the server wrote into the page for GET `path` (see lib/inline-data.ts), taken once, or undefined: a
 * query's `initialData`, so the page's first render already has it.
 */
export function inlineAnswer<T>(path: string, schema?: ApiRequestOptions<T>['schema']): T | undefined {
  const inline = takeInlineData(buildUrl(path, undefined));
  return inline ? checked(inline.json, schema, `GET ${path}`, 200) : undefined;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
