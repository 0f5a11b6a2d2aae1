// `npm start`: builds the web app and the server only when a source changed since the last build, then runs the
// server. On a terminal outside production the server's logs are readable lines (LOG_FORMAT=pretty) instead of
// raw JSON; set LOG_FORMAT=json to keep JSON.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the two builds read: a change to any file below these (or to the lock file) means building again. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
  'packages/contract/src',
  'package-lock.json',
];
const STAMP = path.join(root, 'apps/server/dist/.build-inputs');
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

/** A digest of every input file's path, size and modification time (cheap: no file is read). */
function inputsDigest() {
  const hash = crypto.createHash('sha256');
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) visit(path.join(file, name));
      return;
    }
    hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const input of INPUTS) visit(path.join(root, input));
  return hash.digest('hex');
}

const digest = inputsDigest();
const built =
  OUTPUTS.every((file) => fs.existsSync(path.join(root, file))) &&
  fs.existsSync(STAMP) &&
  fs.readFileSync(STAMP, 'utf8') === digest;

if (built) {
  console.log('K-Travel: nothing changed since the last build; starting the server.');
} else {
  console.log('K-Travel: building the web app and the server (only when sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, digest);
}

const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...(pretty && !process.env.LOG_FORMAT ? { LOG_FORMAT: 'pretty' } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
