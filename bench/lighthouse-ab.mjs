// Two builds of the app compared under Lighthouse (issue 33): `node lighthouse-ab.mjs <checkout A> <checkout B>
// <page>...`, each checkout built (`npm run build`). A page is `/`, a path, `course` (the first public course) or
// `post` (the first post). Runs alternate A, B, A, B... so that both see the same machine: on a 2-core machine whose
// speed moves between runs (Lighthouse's own benchmarkIndex moved from 1,097 to 1,675 within minutes), scores taken
// one build after the other differed by more than the change being measured. Medians of BENCH_LIGHTHOUSE_RUNS (5)
// per build and page, no run while the load average is above 1.5, CPU slowdown as in web.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { firstId, machine, startBuiltApp } from './common.mjs';
import {
  benchmarkOf,
  cpuSlowdown,
  LIGHTHOUSE_RUNS,
  lighthouseRecorded,
  median,
  quietEnough,
} from './lighthouse.mjs';

const [rootA, rootB, ...pages] = process.argv.slice(2);
if (!rootA || !rootB || pages.length === 0) {
  console.error('usage: node lighthouse-ab.mjs <checkout A> <checkout B> <page>...');
  process.exit(2);
}
for (const root of [rootA, rootB]) {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    console.error(`${root}: build it first (npm run build)`);
    process.exit(2);
  }
}

async function pagePath(url, page) {
  const id = async (apiPath) => {
    const found = await firstId(url, apiPath);
    if (found === undefined) throw new Error(`${url}${apiPath}: no item after a minute`);
    return found;
  };
  if (page === 'course') return `/kcourse/${await id('/api/courses/public?limit=1')}`;
  if (page === 'post') return `/buzz/post/${await id('/api/posts?limit=1')}`;
  return page;
}

const apps = [await startBuiltApp('ab-a', {}, rootA), await startBuiltApp('ab-b', {}, rootB)];
try {
  console.log(`Lighthouse A/B, median of ${LIGHTHOUSE_RUNS} alternating runs\n  A ${rootA}\n  B ${rootB}`);
  console.log(`  machine: ${machine()}`);
  const slowdown = await cpuSlowdown(apps[0].url);
  console.log(`  CPU slowdown ${slowdown.multiplier}x, ${slowdown.note}`);
  for (const page of pages) {
    const paths = await Promise.all(apps.map((app) => pagePath(app.url, page)));
    const runs = [[], []];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      for (const side of [0, 1]) {
        await quietEnough();
        runs[side].push(await lighthouseRecorded(`${apps[side].url}${paths[side]}`, slowdown.multiplier));
      }
    }
    for (const side of [0, 1]) {
      const lhrs = runs[side];
      const figure = (id) => Math.round(median(lhrs.map((lhr) => lhr.audits[id].numericValue)));
      const scores = lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
      console.log(
        `  ${side ? 'B' : 'A'} ${page.padEnd(10)} performance ${median(scores)} (runs ${scores.join(' ')}; medians ` +
          `FCP ${figure('first-contentful-paint')} ms, LCP ${figure('largest-contentful-paint')} ms, TBT ` +
          `${figure('total-blocking-time')} ms; ${benchmarkOf(lhrs.map((lhr) => lhr.environment.benchmarkIndex))})`,
      );
    }
  }
} finally {
  for (const app of apps) {
    app.child.kill('SIGTERM');
    await new Promise((resolve) => app.child.once('exit', resolve));
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
}
