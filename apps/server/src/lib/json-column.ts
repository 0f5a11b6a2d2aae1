/**
 * JSON built by PostgreSQL inside a query (`json_build_object`, `json_agg`): pg hands it back parsed, PGlite's
 * prepared statements as text. Accepts both.
 */
export function parseJsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
