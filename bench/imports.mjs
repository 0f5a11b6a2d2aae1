// npm run bench:imports (issue 28 budget), on PGlite: POST /api/courses/import of a 1 MB GPX with 5,000 named
// waypoints around Seoul (matching to the catalogue included: one query for the points' box), p50 of sequential
// requests at most 300 ms. The route's per-member limit (20 a minute) is shared by several members.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memberCookies, p50, startServer } from './common.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const BUDGET_MS = 300;
const POINTS = 5000;
const PER_MEMBER = 18;

/** A GPX of `POINTS` waypoints, padded with descriptions to 1 MB (what a GPS app's favourites file looks like). */
function gpx() {
  const waypoints = Array.from({ length: POINTS }, (_, i) => {
    const lat = (37.45 + (i % 100) * 0.002).toFixed(6);
    const lng = (126.85 + Math.floor(i / 100) * 0.004).toFixed(6);
    return `<wpt lat="${lat}" lon="${lng}"><name>Saved place ${i}</name><desc>${'note '.repeat(28)}</desc></wpt>`;
  });
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1"><metadata><name>Bench</name></metadata>';
  // The whole request (the file inside JSON, its quotes escaped) stays within the route's 1 MB.
  let text = `${head}${waypoints.join('\n')}</gpx>`;
  while (Buffer.byteLength(JSON.stringify({ format: 'gpx', content: text })) > 1024 * 1024) {
    waypoints.forEach((w, i) => {
      waypoints[i] = w.replace('note </desc>', '</desc>');
    });
    text = `${head}${waypoints.join('\n')}</gpx>`;
  }
  return text;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ktravel-bench-imports-'));
const { child, url } = await startServer({ DATA_DIR: dataDir, BENCH_SEED: 'true' });
let met = false;
try {
  const content = gpx();
  const body = JSON.stringify({ format: 'gpx', content });
  const cookies = await memberCookies(url, 'bench-import', Math.ceil((SAMPLES + 31) / PER_MEMBER) + 1);
  const headers = { cookie: cookies[0], 'content-type': 'application/json' };
  const first = await fetch(`${url}/api/courses/import`, { method: 'POST', headers, body });
  if (!first.ok) throw new Error(`import: ${first.status} ${await first.text()}`);
  const preview = (await first.json()).data;
  let sent = 1;
  const median = await p50(
    `${url}/api/courses/import`,
    SAMPLES,
    () => {
      headers.cookie = cookies[Math.floor(sent++ / PER_MEMBER)];
    },
    headers,
    { method: 'POST', body },
  );
  met = median <= BUDGET_MS;
  const read = preview.stops.length + preview.skipped.length;
  console.log(
    `\nCourse import benchmark (issue 28), PGlite: p50 of ${SAMPLES} sequential requests\n` +
      `  POST /api/courses/import, GPX ${(Buffer.byteLength(content) / 1024).toFixed(0)} KB, ${read} points read` +
      ` (${preview.stops.length} kept, ${preview.stops.filter((s) => s.matched).length} matched): p50 ${median.toFixed(1)} ms` +
      `   budget <= ${BUDGET_MS} ms: ${met ? 'MET' : 'MISSED'}`,
  );
} finally {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (!met) process.exitCode = 1;
