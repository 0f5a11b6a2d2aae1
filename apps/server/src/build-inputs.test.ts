import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** scripts/build-inputs.mjs, shared by `npm run build` (scripts/build.mjs) and `npm start` (scripts/start.mjs). */
interface BuildInputs {
  INPUTS: string[];
  STAMP: string;
  OUTPUTS: string[];
  inputsDigest(dir?: string): string;
  isBuilt(dir?: string): boolean;
  writeStamp(digest: string, dir?: string): void;
}

const root = path.resolve(import.meta.dirname, '../../..');
const modulePath = path.join(root, 'scripts/build-inputs.mjs');
const load = async () => (await import(modulePath)) as BuildInputs;

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A repository in miniature: one file under every input, and the build's outputs. */
function fakeRepository(inputs: BuildInputs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktbuild-'));
  temps.push(dir);
  for (const input of inputs.INPUTS) {
    const file = path.extname(input) ? path.join(dir, input) : path.join(dir, input, 'a.ts');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
  }
  for (const output of inputs.OUTPUTS) {
    fs.mkdirSync(path.dirname(path.join(dir, output)), { recursive: true });
    fs.writeFileSync(path.join(dir, output), 'built');
  }
  return dir;
}

describe('the build-inputs stamp', () => {
  it('is written by npm run build and read by npm start, through the one module', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.build).toBe('node scripts/build.mjs');
    expect(fs.readFileSync(path.join(root, 'scripts/build.mjs'), 'utf8')).toMatch(
      /from '\.\/build-inputs\.mjs'[\s\S]*writeStamp\(digest\)/,
    );
    expect(fs.readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8')).toMatch(
      /from '\.\/build-inputs\.mjs'[\s\S]*isBuilt\(\)/,
    );
  });

  it('counts as built after a stamp of the inputs, and not after any input changes or an output goes', async () => {
    const inputs = await load();
    const dir = fakeRepository(inputs);
    expect(inputs.isBuilt(dir)).toBe(false);
    inputs.writeStamp(inputs.inputsDigest(dir), dir);
    expect(inputs.isBuilt(dir)).toBe(true);

    // An edited source (same size, later modification time).
    const source = path.join(dir, 'apps/web/src/a.ts');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(source, later, later);
    expect(inputs.isBuilt(dir)).toBe(false);
    inputs.writeStamp(inputs.inputsDigest(dir), dir);
    expect(inputs.isBuilt(dir)).toBe(true);

    // A new file in an input folder, then a missing output.
    fs.writeFileSync(path.join(dir, 'apps/server/src/new.ts'), 'y');
    expect(inputs.isBuilt(dir)).toBe(false);
    inputs.writeStamp(inputs.inputsDigest(dir), dir);
    fs.rmSync(path.join(dir, inputs.OUTPUTS[1]!));
    expect(inputs.isBuilt(dir)).toBe(false);
  });
});
