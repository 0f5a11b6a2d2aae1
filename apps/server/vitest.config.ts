import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server tests run on PGlite (in-process) always, and again on PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it): each test file gets a fresh database.
 */
const projects = [
  { extends: true as const, test: { name: 'pglite', env: { TEST_DB: 'pglite' } } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'postgres',
            env: { TEST_DB: 'postgres' },
            // These never open PostgreSQL (config parsing; the PGlite folder lock): once is enough.
            exclude: [
              ...configDefaults.exclude,
              'src/config.test.ts',
              'src/install-engines.test.ts',
              'src/lib/dir-lock.test.ts',
              // A server process of its own on PGlite, under a low open-files limit.
              'src/connection-limit.test.ts',
              // A DATABASE_URL that does not work: no database is opened.
              'src/db/connect-error.test.ts',
              // Hours and holidays evaluated in memory; the seed's hours against its texts.
              'src/modules/hours/place-hours.test.ts',
              'src/db/seed/seed-hours.test.ts',
            ],
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test files at a time, also on a 2-core machine (vitest's default there is one, and a file leaves a core
    // idle while it waits on PostgreSQL or starts up): both databases' files took 9.6 min in CI, 4.1 min here
    // with two. Three at a time once raced on PostgreSQL's notifications, so not more by default.
    maxWorkers: 2,
    projects,
  },
});
