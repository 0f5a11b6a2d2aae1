import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { z } from 'zod';
import { connectionsWithin, openFilesLimit } from './lib/open-files-limit.ts';

/** The only module that reads process.env. */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = (protocols: RegExp) =>
  optionalString.pipe(
    z
      .string()
      .url()
      .refine((v) => protocols.test(v), {
        message: `must start with ${protocols.source.replace(/[\\^()]/g, '')}`,
      })
      .optional(),
  );

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server (both from src/ under tsx and from dist/ when built). */
const serverRoot = path.resolve(here, '..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: readable lines (pino-pretty) for a terminal; never in production, which always logs JSON. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** Requests slower than this are logged (warn); others only as a sample and when they fail. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  /** Share of ordinary requests logged at info (0 = none, 1 = every request). */
  REQUEST_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  PUBLIC_URL: optionalUrl(/^https?:\/\//),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//),
  SEED: bool(true),
  /** Embedded database only: daily copies kept in DATA_DIR/backups (0 = no automatic backups). */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Seconds a signed-in request may reuse a session look-up (0 = read the session row every time). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  AUTH_DEV_LOGIN: z.enum(['true', 'false', '1', '0', '']).optional(),
  ADMIN_EMAILS: z.string().optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_MAPS_API_KEY: optionalString,
  KAKAO_REST_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: z.string().url().default('https://places.googleapis.com'),
  KAKAO_LOCAL_BASE_URL: z.string().url().default('https://dapi.kakao.com'),
  PLACE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Naver Map shared lists for the course import (DESIGN §8.3); unset, the import says lists cannot be read. */
  NAVER_LIST_BASE_URL: optionalUrl(/^https?:\/\//),
  NAVER_SHORT_LINK_BASE_URL: z.string().url().default('https://naver.me'),
  /** Machine translation of members' texts (DESIGN §8.5): `deepl`, with its key; unset, "Translate" is not shown. */
  TRANSLATE_PROVIDER: z.enum(['deepl', '']).optional(),
  TRANSLATE_API_KEY: optionalString,
  TRANSLATE_BASE_URL: z.string().url().default('https://api-free.deepl.com'),
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** A keyless exchange-rates endpoint answering rates from won (DESIGN §8.7); unset: no rates fetched here. */
  FX_RATES_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FX_RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  IMAGE_PROXY_ALLOW_PRIVATE: bool(false),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Prefetch a course's tiles for offline use; honoured only with a MAP_TILE_URL other than OpenStreetMap's. */
  MAP_TILE_PREFETCH: bool(false),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl(/^https?:\/\//),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl(/^https?:\/\//),
  REDIS_URL: optionalUrl(/^rediss?:\/\//),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: bool(false),
  WEB_DIST_DIR: z.string().default(path.resolve(serverRoot, '../web/dist')),
  /** Overload guard: above this event-loop delay (ms) the API answers 503 with Retry-After (0 = off). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Overload guard: above this heap in use (MB) the API answers 503 (default: 90% of V8's heap limit). */
  MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
  /** API documentation at /api/docs: on outside production, off in production unless set to true. */
  API_DOCS: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** GET /api/metrics (Prometheus) is served only when set, to callers sending it as a Bearer token. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Course imports (DESIGN §8.3): worker threads reading files at once. */
  IMPORT_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** Course imports: files waiting for a worker; past them a new file is refused (503, Retry-After). */
  IMPORT_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
  /** Course imports: how long one file may take to read before it is refused as too long (ms). */
  IMPORT_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Course imports: files one member may have reading or waiting at once (past them: 429, Retry-After). */
  IMPORT_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(2),
  /** Connections accepted at once; past it a new one is closed (default: what the open-files limit allows). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  /** Live course streams (DESIGN §8.4) open at once on this instance; past it: 503 with Retry-After. */
  SSE_MAX_STREAMS: z.coerce.number().int().min(1).default(1000),
  /** Live course streams one address may hold open without signing in; past it: 429 with Retry-After. */
  SSE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Page-view requests per minute per member or address (0 = no limit of its own). */
  PAGE_VIEW_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
});

/** OpenStreetMap's public tile servers (tile.openstreetmap.org and its mirrors). */
export function isPublicOsmTiles(tileUrl: string): boolean {
  const host = /^https?:\/\/([^/{}]+)/.exec(tileUrl)?.[1]?.toLowerCase() ?? '';
  return host === 'tile.openstreetmap.org' || host.endsWith('.tile.openstreetmap.org');
}

export type Env = z.input<typeof EnvSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: string;
  /** Request log lines: failures, requests slower than `slowRequestMs`, and this share of the rest. */
  slowRequestMs: number;
  requestLogSample: number;
  /** Readable log lines instead of JSON (development on a terminal only). */
  prettyLogs: boolean;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: boolean;
  /** Daily backups of the embedded database to keep in DATA_DIR/backups; 0 turns them off. */
  backupKeepDays: number;
  sessionSecret: string;
  sessionTtlDays: number;
  /** How long a session look-up is reused (ms); ended sessions and role changes are seen at once (decision 011). */
  sessionCacheMs: number;
  devLogin: boolean;
  adminEmails: string[];
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  googleMapsApiKey: string | undefined;
  kakaoRestApiKey: string | undefined;
  /** Outside place providers: base URLs (tests point them at a local server) and the per-call timeout. */
  placeProviders: {
    googleBaseUrl: string;
    kakaoBaseUrl: string;
    timeoutMs: number;
    /** Let the photo proxy fetch admin-set image URLs on private addresses (local test servers only). */
    allowPrivateImageHosts: boolean;
  };
  /** Naver Map shared lists (course import), or undefined when NAVER_LIST_BASE_URL is not set. */
  naverList: { baseUrl: string; shortLinkBaseUrl: string; timeoutMs: number } | undefined;
  /** The translation provider, or undefined when TRANSLATE_PROVIDER (and its key) are not set. */
  translate: { provider: 'deepl'; apiKey: string; baseUrl: string; timeoutMs: number } | undefined;
  /** The exchange-rates provider (FX_RATES_URL), or undefined: rates already stored are served, none fetched. */
  rates: { url: string | undefined; timeoutMs: number };
  map: { tileUrl: string; attribution: string; prefetch: boolean };
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
      }
    | undefined;
  redisUrl: string | undefined;
  rateLimitMax: number;
  bodyLimitBytes: number;
  trustProxy: boolean;
  webDistDir: string;
  /** Serve the OpenAPI document and its UI at /api/docs. */
  apiDocs: boolean;
  /** Bearer token of GET /api/metrics; the endpoint does not exist without it. */
  metricsToken: string | undefined;
  /** POST /api/analytics/pageview requests per minute per member or address (0 = none). */
  pageViewRateLimit: number;
  /**
   * Connections accepted at once (`server.maxConnections`), below the open-files limit so that running out of
   * files refuses connections instead of ending the process; undefined: no limit known or set.
   */
  maxConnections: number | undefined;
  /** Live course streams: open at once on this instance, and per address of anonymous readers. */
  streams: { max: number; perAddress: number };
  /** Course imports read in worker threads (modules/course-imports/import-pool.ts): its bounds. */
  imports: { workers: number; maxWaiting: number; timeLimitMs: number; perMember: number };
  /** Overload guard thresholds (0 = that check off). */
  overload: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  version: string;
}

export class ConfigError extends Error {}

/** A fixed development secret: never accepted in production (see loadConfig). */
const DEV_SESSION_SECRET = 'k-travel-development-secret-not-for-production-use';

/** Reads and validates the environment; throws ConfigError naming the variable at fault. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const devLogin =
    e.AUTH_DEV_LOGIN === undefined || e.AUTH_DEV_LOGIN === ''
      ? !isProduction
      : ['true', '1'].includes(e.AUTH_DEV_LOGIN);
  const adminEmails = (e.ADMIN_EMAILS ?? (isProduction ? '' : 'admin@example.com'))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

  const problems: string[] = [];
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (isProduction) {
    if (devLogin) problems.push('AUTH_DEV_LOGIN: development sign-in must be off in production');
    if (!e.SESSION_SECRET) problems.push('SESSION_SECRET: required in production (at least 32 characters)');
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (e.g. https://ktravel.example)');
    if (!e.GOOGLE_CLIENT_ID) problems.push('GOOGLE_CLIENT_ID: required in production');
    if (!e.GOOGLE_CLIENT_SECRET) problems.push('GOOGLE_CLIENT_SECRET: required in production');
  }
  if (e.S3_BUCKET && !e.S3_REGION) problems.push('S3_REGION: required when S3_BUCKET is set');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const filesLimit = openFilesLimit();
  const maxConnections =
    e.MAX_CONNECTIONS ?? (filesLimit === undefined ? undefined : connectionsWithin(filesLimit));

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.SLOW_REQUEST_MS,
    requestLogSample: e.REQUEST_LOG_SAMPLE,
    prettyLogs: e.LOG_FORMAT === 'pretty' && !isProduction,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    devLogin,
    adminEmails,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    kakaoRestApiKey: e.KAKAO_REST_API_KEY,
    placeProviders: {
      googleBaseUrl: e.GOOGLE_PLACES_BASE_URL.replace(/\/+$/, ''),
      kakaoBaseUrl: e.KAKAO_LOCAL_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: e.PLACE_PROVIDER_TIMEOUT_MS,
      allowPrivateImageHosts: e.IMAGE_PROXY_ALLOW_PRIVATE,
    },
    naverList: e.NAVER_LIST_BASE_URL
      ? {
          baseUrl: e.NAVER_LIST_BASE_URL.replace(/\/+$/, ''),
          shortLinkBaseUrl: e.NAVER_SHORT_LINK_BASE_URL.replace(/\/+$/, ''),
          timeoutMs: e.PLACE_PROVIDER_TIMEOUT_MS,
        }
      : undefined,
    translate:
      e.TRANSLATE_PROVIDER === 'deepl' && e.TRANSLATE_API_KEY
        ? {
            provider: 'deepl',
            apiKey: e.TRANSLATE_API_KEY,
            baseUrl: e.TRANSLATE_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: e.TRANSLATE_TIMEOUT_MS,
          }
        : undefined,
    rates: { url: e.FX_RATES_URL, timeoutMs: e.FX_RATES_TIMEOUT_MS },
    map: {
      tileUrl: e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION,
      // The OpenStreetMap Foundation's tile policy forbids bulk downloads ("prefetch") from its servers.
      prefetch: e.MAP_TILE_PREFETCH && !isPublicOsmTiles(e.MAP_TILE_URL),
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? '',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    maxConnections,
    // At most half of the connections are streams, so that a flood of them leaves room for the rest.
    streams: {
      max:
        maxConnections === undefined
          ? e.SSE_MAX_STREAMS
          : Math.min(e.SSE_MAX_STREAMS, Math.ceil(maxConnections / 2)),
      perAddress: e.SSE_STREAMS_PER_ADDRESS,
    },
    imports: {
      workers: e.IMPORT_WORKERS,
      maxWaiting: e.IMPORT_QUEUE_MAX,
      timeLimitMs: e.IMPORT_TIME_LIMIT_MS,
      perMember: e.IMPORT_PER_MEMBER,
    },
    overload: {
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        e.MAX_HEAP_USED_MB === undefined
          ? Math.round(v8.getHeapStatistics().heap_size_limit * 0.9)
          : e.MAX_HEAP_USED_MB * 1024 * 1024,
    },
    apiDocs:
      e.API_DOCS === undefined || e.API_DOCS === '' ? !isProduction : ['true', '1'].includes(e.API_DOCS),
    metricsToken: e.METRICS_TOKEN,
    pageViewRateLimit: e.PAGE_VIEW_RATE_LIMIT,
    version: APP_VERSION,
  };
}

/** Version reported by /api/health; kept in step with package.json by hand at release. */
export const APP_VERSION = '0.1.0';
