// What decides whether the built app is current: a digest of the files the two builds read, kept in a stamp beside
// the server's build. `npm run build` (scripts/build.mjs) writes the stamp; `npm start` (scripts/start.mjs) builds
// only when the stamp is missing or differs, so `npm run build` followed by `npm start` builds once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the two builds read: a change to any file below these (or to the lock file) means building again. */
export const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/scripts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
  'packages/contract/src',
  'package-lock.json',
];
/** The stamp, relative to the repository root. */
export const STAMP = 'apps/server/dist/.build-inputs';
/** What a build leaves: with one of them missing, the app is not built whatever the stamp says. */
export const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

/** A digest of every input file's path, size and modification time (cheap: no file is read). */
export function inputsDigest(dir = root) {
  const hash = crypto.createHash('sha256');
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) visit(path.join(file, name));
      return;
    }
    hash.update(`${path.relative(dir, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const input of INPUTS) visit(path.join(dir, input));
  return hash.digest('hex');
}

/** True when every output exists and the stamp holds the inputs' digest as they are now. */
export function isBuilt(dir = root) {
  const stamp = path.join(dir, STAMP);
  return (
    OUTPUTS.every((file) => fs.existsSync(path.join(dir, file))) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === inputsDigest(dir)
  );
}

/** Records `digest` (taken before the build began: a file edited during the build makes the next start build). */
export function writeStamp(digest, dir = root) {
  fs.mkdirSync(path.dirname(path.join(dir, STAMP)), { recursive: true });
  fs.writeFileSync(path.join(dir, STAMP), digest);
}
