import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { changed } from '../lib/notified-cache.ts';

/** Config for tests: quiet, in-memory PGlite unless a database is passed in. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    RATE_LIMIT_MAX: '0',
    // The overload guard sheds requests while the loop lags, as it does right after start (migrations): only
    // the overload test turns it on, so no other test meets a 503 by chance.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}

/**
 * A fresh database for one test file: PGlite in memory by default, or a new PostgreSQL database created beside
 * TEST_DATABASE_URL when the suite runs in its PostgreSQL project (TEST_DB=postgres). Dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres')
    return openDatabase({ dataDir: 'memory://', template: pgliteTemplate() });
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ktravel_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 4 });
  const close = database.close;
  const opened: Database = {
    ...database,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
  testDatabaseUrls.set(opened, url.href);
  return opened;
}

/** The URL of a test's PostgreSQL database (to open a second instance on it); none for PGlite. */
export const testDatabaseUrls = new WeakMap<Database, string>();

/** The migrated database every PGlite test file starts from (global-setup.ts), read once per file. */
let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const app = await buildApp(config, { ...options, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through development sign-in and returns the Cookie header value for later requests. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  name = email.split('@')[0]!,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email, name } });
  if (res.statusCode !== 200) throw new Error(`dev-login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'ktravel_session');
  if (!cookie) throw new Error('no session cookie');
  return `ktravel_session=${cookie.value}`;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `call(method, url, cookie?, payload?)`: one request through the app (`inject`), signed in when a session
 * cookie is given, with a JSON body when a payload is. `app` is read at call time (test files build it in
 * beforeAll).
 */
export function caller(app: () => FastifyInstance) {
  return (method: Method, url: string, cookie?: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
}

/**
 * The test app of a file or `describe` block: built in beforeAll (then `setup` runs, e.g. seeding and signing
 * in), closed in afterAll. The answer reads through to it, so `t.app` and `t.database` work in every test.
 */
export function useTestApp(
  env: Record<string, string | undefined> = {},
  options: Omit<BuildOptions, 'database'> = {},
  setup?: (t: TestApp) => Promise<void>,
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(env, options);
    await setup?.(current);
  });
  afterAll(() => current?.close());
  const built = () => {
    if (!current) throw new Error('the test app is built in beforeAll');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get config() {
      return built().config;
    },
    close: () => built().close(),
  };
}

/** How many queries the database client answers while `fn` runs (cache tests: a hit is the version read only). */
export async function countQueries(database: Database, fn: () => Promise<void>): Promise<number> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return queries;
}

/** Lets the notifications of what was committed so far reach the app (PostgreSQL sends them a moment later). */
export async function notificationsArrived(): Promise<void> {
  if (process.env.TEST_DB === 'postgres') await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * After a test changed the database directly (standing for another instance or an operator): the notifications of
 * what came before reach the app (at once on PGlite; PostgreSQL delivers them to the listening connection a moment
 * after the commit), then this process forgets what its notified caches kept, as those notifications make it do
 * (docs/decisions/011). Also the way to start counting queries from a settled state.
 */
export async function changedDirectly(): Promise<void> {
  await notificationsArrived();
  changed('ktravel_sessions');
  changed('ktravel_member_counts');
  changed('ktravel_versions');
}
