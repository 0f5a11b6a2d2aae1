import { DB_ID_MAX } from '@ktravel/contract';

/**
 * Our id written in text (a path segment, `place/{id}`, a search result's id): the number when it is one the
 * database's integer keys can hold, else undefined, so a look-up is never asked for an id PostgreSQL refuses.
 */
export function parseDbId(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= DB_ID_MAX ? id : undefined;
}
