import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, queryRows } from './client.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-client-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('opening an existing PGlite folder (issue 16: cold start)', () => {
  it('runs the migrator only while the newest migration is not recorded', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    const statements: string[] = [];
    const query = vi.spyOn(PGlite.prototype, 'query');
    const exec = vi.spyOn(PGlite.prototype, 'exec');
    const seen = () => [...query.mock.calls, ...exec.mock.calls].map(([text]) => String(text));
    try {
      const created = await openDatabase({ dataDir: dir });
      const applied = await queryRows<{ last: string }>(
        created.db,
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied[0]!.last)).toBe(newest);
      await created.close();
      // The migrator creates its schema "if not exists" first: a sign it ran.
      expect(seen().some((text) => /create schema if not exists "drizzle"/i.test(text))).toBe(true);
      query.mockClear();
      exec.mockClear();
      const reopened = await openDatabase({ dataDir: dir });
      await reopened.close();
      statements.push(...seen());
    } finally {
      query.mockRestore();
      exec.mockRestore();
    }
    expect(statements.some((text) => /create schema if not exists "drizzle"/i.test(text))).toBe(false);
    expect(statements.some((text) => /__drizzle_migrations/.test(text))).toBe(true);
  });
});
