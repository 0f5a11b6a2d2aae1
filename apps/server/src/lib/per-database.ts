import type { DbOrTx } from '../db/client.ts';

/**
 * A value made once per database handle and kept with it, e.g. a repository's prepared statements (PostgreSQL
 * does not re-plan them, Drizzle does not rebuild them): `const prepared = perDatabase(prepareStatements)`.
 */
export function perDatabase<T>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
