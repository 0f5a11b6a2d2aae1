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
    projects,
  },
});
