import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database: each test file's in-memory database starts from it (helpers.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Once per run: migrates one in-memory PGlite database and dumps it, so each test file loads it (0.7 s) instead of
 * starting PostgreSQL's empty cluster and applying every migration (2.5 s). Opening it still checks that the
 * newest migration is applied and runs the migrator when not, so a template out of step with the migrations
 * cannot go unnoticed.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'ktravel-test-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
