// @vitest-environment node
/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// CONVENTIONS "Dependencies point one way", checked by running the real Biome with the repository's two
// configuration files over probe files in a scratch copy of the layout (nothing is written into src/).

const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));
const REPO_DIR = join(WEB_DIR, '../..');
const FEATURES = readdirSync(join(WEB_DIR, 'src/features'));
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

let scratch: string;
/** noRestrictedImports diagnostics per probe file (path relative to apps/web/src). */
let restricted: Map<string, number>;

function probe(path: string, specifiers: string[]): string {
  const lines = specifiers.map((specifier, index) => `import { value${index} } from '${specifier}';`);
  lines.push(`export const values = [${specifiers.map((_, index) => `value${index}`).join(', ')}];`);
  const file = join(scratch, 'apps/web/src', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return path;
}

const otherFeatures = (feature: string) => FEATURES.filter((other) => other !== feature);

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'ktravel-boundaries-'));
  copyFileSync(join(REPO_DIR, 'biome.json'), join(scratch, 'biome.json'));
  mkdirSync(join(scratch, 'apps/web'), { recursive: true });
  copyFileSync(join(WEB_DIR, 'biome.json'), join(scratch, 'apps/web/biome.json'));

  for (const feature of FEATURES) {
    const others = otherFeatures(feature);
    probe(
      `features/${feature}/cross.ts`,
      others.map((other) => `../${other}/store.ts`),
    );
    probe(
      `features/${feature}/components/cross.ts`,
      others.flatMap((other) => [`../../${other}/api/data.ts`, `@/features/${other}/api/data.ts`]),
    );
    probe(`features/${feature}/components/allowed.ts`, [
      '../../../lib/auth/session-store.ts',
      '@/lib/auth/use-login.ts',
      '@/components/icons/index.ts',
      '../api/data.ts',
      `@/features/${feature}/api/data.ts`,
      '@ktravel/contract',
      'react',
    ]);
  }
  probe('lib/cross.ts', ['../features/kcourse/api/courses.ts', '@/features/auth/store.ts']);
  probe('components/map/cross.ts', ['../../features/kmap/store.ts', '@/features/tips/tips-data.ts']);

  const run = spawnSync(
    process.execPath,
    [
      BIOME,
      'lint',
      '--reporter=json',
      '--only=style/noRestrictedImports',
      '--vcs-enabled=false',
      'apps/web/src',
    ],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  restricted = new Map();
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== 'lint/style/noRestrictedImports') continue;
    const path = diagnostic.location.path.replace(/\\/g, '/').replace(/^.*apps\/web\/src\//, '');
    restricted.set(path, (restricted.get(path) ?? 0) + 1);
  }
}, 30_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('lint keeps features apart', () => {
  it.each(FEATURES)('refuses every import of another feature from %s (relative or @/)', (feature) => {
    const others = otherFeatures(feature).length;
    expect(restricted.get(`features/${feature}/cross.ts`)).toBe(others);
    expect(restricted.get(`features/${feature}/components/cross.ts`)).toBe(2 * others);
  });

  it.each(FEATURES)('lets %s import lib/, components/, packages and itself', (feature) => {
    expect(restricted.get(`features/${feature}/components/allowed.ts`)).toBeUndefined();
  });

  it('refuses a feature import in lib/ and components/', () => {
    expect(restricted.get('lib/cross.ts')).toBe(2);
    expect(restricted.get('components/map/cross.ts')).toBe(2);
  });
});
