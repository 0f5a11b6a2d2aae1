import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The parts of `semver` this check uses (the package ships no types of its own). */
interface Semver {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
}
const semver = createRequire(import.meta.url)('semver') as Semver;

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('npm install on the README Node version', () => {
  it('locks no package whose engines refuse the lowest Node the README allows (no EBADENGINE warning)', () => {
    const manifest = readJson('package.json') as { engines: { node: string } };
    const lowest = semver.minVersion(manifest.engines.node)?.version;
    expect(lowest).toBe('20.19.0');
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const refused = Object.entries(lock.packages).flatMap(([where, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return range && !semver.satisfies(lowest as string, range)
        ? [`${where}@${locked.version}: node ${range}`]
        : [];
    });
    expect(refused).toEqual([]);
  });
});
