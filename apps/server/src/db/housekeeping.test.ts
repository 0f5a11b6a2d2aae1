import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import { type Database, queryRows } from './client.ts';
import { PgliteHousekeeping, tableNeeds } from './housekeeping.ts';

const quiet = { info: () => {}, warn: () => {} };

describe('what a table needs (autovacuum thresholds)', () => {
  const table = { name: 't', live: 1000, dead: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0 };
  it('vacuums past 50 + 20% dead rows or 1000 + 20% inserts, analyses past 50 + 10% changed rows', () => {
    expect(tableNeeds(table)).toBeUndefined();
    expect(tableNeeds({ ...table, dead: 250 })).toBeUndefined();
    expect(tableNeeds({ ...table, dead: 251 })).toBe('vacuum');
    expect(tableNeeds({ ...table, insertedSinceVacuum: 1201 })).toBe('vacuum');
    expect(tableNeeds({ ...table, modifiedSinceAnalyze: 151 })).toBe('analyze');
    expect(tableNeeds({ ...table, live: 0, modifiedSinceAnalyze: 51 })).toBe('analyze');
  });
});

describe('PGlite housekeeping', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const stats = async (table: string) =>
    (
      await queryRows<{ dead: number; vacuumed: boolean; analyzed: boolean }>(
        database.db,
        sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
            from pg_stat_user_tables where relname = ${table}`,
      )
    )[0];
  /** A table with `dead` dead rows: inserted, then deleted. */
  async function probe(name: string, dead: number) {
    await database.db.execute(sql`create table ${sql.identifier(name)} (id int primary key, note text)`);
    await database.db.execute(
      sql`insert into ${sql.identifier(name)} select g, 'row ' || g from generate_series(1, ${dead + 100}) g`,
    );
    await database.db.execute(sql`delete from ${sql.identifier(name)} where id <= ${dead}`);
  }

  it('vacuums and analyses the table that changed most, then the others, until none needs it (PGlite only)', async () => {
    const housekeeping = new PgliteHousekeeping(database, quiet, () => false);
    if (database.kind !== 'pglite') {
      // PostgreSQL has autovacuum: nothing runs there.
      await probe('housekeeping_pg', 2000);
      expect(await housekeeping.runOnce()).toBeUndefined();
      return;
    }
    await probe('housekeeping_probe', 2000);
    expect(await housekeeping.runOnce()).toBe('housekeeping_probe');
    expect(await stats('housekeeping_probe')).toEqual({ dead: 0, vacuumed: true, analyzed: true });
    let rounds = 0;
    while ((await housekeeping.runOnce()) !== undefined) rounds += 1;
    expect(rounds).toBeLessThan(50);
    expect(await housekeeping.runOnce()).toBeUndefined();
  });

  it('skips while the process is busy, but not for ever, and runs on its timer until stopped', async () => {
    if (database.kind !== 'pglite') return;
    let busy = true;
    const housekeeping = new PgliteHousekeeping(database, quiet, () => busy);
    await probe('housekeeping_busy', 500);
    for (let i = 0; i < 30; i++) expect(await housekeeping.tick()).toBeUndefined();
    // Busy for 30 looks in a row: the next one runs anyway.
    expect(await housekeeping.tick()).toBe('housekeeping_busy');

    busy = false;
    await probe('housekeeping_timer', 800);
    housekeeping.start(20);
    for (let i = 0; i < 100 && !(await stats('housekeeping_timer'))?.vacuumed; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await stats('housekeeping_timer')).toMatchObject({ dead: 0, vacuumed: true });
    await housekeeping.stop();
    await probe('housekeeping_stopped', 800);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stats('housekeeping_stopped'))?.vacuumed).toBe(false);
  });
});
