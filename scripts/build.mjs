// `npm run build`: builds the web app, then the server, and records what they were built from (the stamp
// scripts/build-inputs.mjs describes), so a following `npm start` does not build again.
import { spawnSync } from 'node:child_process';
import { inputsDigest, root, writeStamp } from './build-inputs.mjs';

const digest = inputsDigest();
for (const workspace of ['apps/web', 'apps/server']) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
writeStamp(digest);
