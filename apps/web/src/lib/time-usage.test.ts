// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC_DIR = fileURLToPath(new URL('../', import.meta.url));

/** Ways of turning a date into text other than `formatSeoulTime`. */
const OTHER_DATE_FORMATTING =
  /toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|toISOString\(\)\.slice|\bdayjs\b|date-fns/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('time formatting', () => {
  it('goes through formatSeoulTime only (spec §9: Asia/Seoul, YYYY-MM-DD HH:mm everywhere)', () => {
    const offenders = sourceFiles(SRC_DIR)
      .map((file) => relative(SRC_DIR, file))
      .filter((file) => file !== join('lib', 'time.ts'))
      .filter((file) => OTHER_DATE_FORMATTING.test(readFileSync(join(SRC_DIR, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('would notice another formatter', () => {
    expect(OTHER_DATE_FORMATTING.test('new Date(x).toLocaleDateString("ko-KR")')).toBe(true);
    expect(OTHER_DATE_FORMATTING.test('new Intl.DateTimeFormat("en")')).toBe(true);
    expect(OTHER_DATE_FORMATTING.test('formatSeoulTime(post.createdAt)')).toBe(false);
  });
});
