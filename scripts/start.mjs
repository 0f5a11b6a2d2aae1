// `npm start`: builds the web app and the server only when a source changed since the last build, then runs the
// server. On a terminal outside production the server's logs are readable lines (LOG_FORMAT=pretty) instead of
// raw JSON; set LOG_FORMAT=json to keep JSON.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuilt, root } from './build-inputs.mjs';

if (isBuilt()) {
  console.log('K-Travel: nothing changed since the last build; starting the server.');
} else {
  console.log('K-Travel: building the web app and the server (only when sources changed)…');
  // npm run build records what it built from (scripts/build-inputs.mjs).
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...(pretty && !process.env.LOG_FORMAT ? { LOG_FORMAT: 'pretty' } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
