/** `%q%` for ILIKE with the query's own wildcards (`%`, `_`, `\`) escaped, so they match themselves. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
