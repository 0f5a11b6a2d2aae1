// Lighthouse as the benches run it (issue 33): the mobile preset in Debian's Chromium, a run Lighthouse could not
// record run again, the median of LIGHTHOUSE_RUNS runs, no run while the machine is busy, and Lighthouse's own
// measure of the machine (benchmarkIndex) beside every score. Used by web.mjs (the budgets) and lighthouse-ab.mjs
// (two builds compared).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { loadNow } from './common.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Headless, then the flags the browser tests use too (`CHROME_FLAGS.slice(1)` for Playwright's launch). */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Lighthouse asks for another run when it could not record the page's trace (e.g. NO_NAVSTART). */
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseOnce(url, cpuSlowdownMultiplier = 4) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The rest of the mobile preset's throttling (150 ms, 1.6 Mbps) stays as it is.
      throttling: { cpuSlowdownMultiplier },
    });
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export async function lighthouseRecorded(url, cpuSlowdownMultiplier) {
  let lhr = await lighthouseOnce(url, cpuSlowdownMultiplier);
  for (let attempt = 2; lhr.runtimeError && attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
    console.log(`  ${url}: Lighthouse could not record the run (${lhr.runtimeError.code}), running it again`);
    lhr = await lighthouseOnce(url, cpuSlowdownMultiplier);
  }
  return lhr;
}

/**
 * The CPU slowdown that makes this machine the phone Lighthouse's mobile preset means. Its 4x is "a constant
 * multiplier which moves a typical run in the high-end desktop bracket [benchmarkIndex 1500-2000] somewhere into the
 * mid-tier mobile bracket", and Lighthouse asks for a calibrated one on other machines (docs/throttling.md, "Calibrating
 * the CPU slowdown"). The multiplier for a benchmarkIndex is its maintainers' calculator's
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js): 1533 gives 4x, 1300 3x, 800 2x,
 * 150 1x, linear between. Scores did not travel between two 2-core machines (the same build: /kmap 89 on one, 73
 * on the other, issue 33); the index printed beside each score says which kind of machine measured it.
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Lighthouse's constant 4x unless BENCH_LIGHTHOUSE_CPU says otherwise: a number, or `calibrate` for the multiplier of
 * the median benchmarkIndex of a few runs on `/` (calibratedCpuSlowdown). Not calibrated by default: on the 2-core
 * machine this was written on, Lighthouse's benchmarkIndex itself moved from 1,097 to 1,675 between three runs a
 * minute apart, so a calibrated multiplier moved with it (3.6x to 4.6x); each score line prints the index of its
 * runs instead, and what the calculator would make of it.
 */
const CPU_SETTING = process.env.BENCH_LIGHTHOUSE_CPU ?? '4';
const CALIBRATION_RUNS = 3;

export async function cpuSlowdown(url) {
  if (CPU_SETTING !== 'calibrate') return { multiplier: Number(CPU_SETTING), note: 'fixed' };
  const indexes = [];
  for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
    await quietEnough();
    indexes.push((await lighthouseRecorded(`${url}/`, 4)).environment.benchmarkIndex);
  }
  const index = median(indexes);
  const multiplier = Math.round(calibratedCpuSlowdown(index) * 10) / 10;
  return { multiplier, note: `calibrated: benchmarkIndex ${indexes.join(', ')} (median ${index})` };
}

/**
 * Lighthouse's figures move from run to run (its own advice: the median of 5), and with the machine's load: Total
 * Blocking Time, most of the mobile score's losses, is main-thread time, and another process on a 2-core machine
 * takes it. So a page's score is the median of LIGHTHOUSE_RUNS runs, and no run starts while the 1-minute load
 * average is above MAX_LOAD: the bench waits up to LOAD_WAIT_S for the machine to calm down, then refuses to score
 * the page (answers `{ refused }`) rather than print a figure that measures the other processes.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
export const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 1.5);
export const LOAD_WAIT_S = Number(process.env.BENCH_LOAD_WAIT ?? 60);

export async function quietEnough() {
  for (let waited = 0; loadNow() > MAX_LOAD; waited += 5) {
    if (waited >= LOAD_WAIT_S) return false;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return true;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The runs' benchmarkIndex (Lighthouse's measure of the machine's CPU) and the slowdown its calculator would use. */
export function benchmarkOf(indexes) {
  const index = median(indexes);
  return (
    `benchmarkIndex ${Math.round(index)} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}), ` +
    `calibrated slowdown ${calibratedCpuSlowdown(index).toFixed(1)}x`
  );
}

export async function runLighthouse(url, pagePath, cpuSlowdownMultiplier) {
  const runs = [];
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    if (!(await quietEnough())) {
      return {
        refused:
          `load average ${loadNow().toFixed(2)} above ${MAX_LOAD} before run ${run} of ${LIGHTHOUSE_RUNS} ` +
          `(after waiting ${LOAD_WAIT_S} s): other processes would be measured too`,
      };
    }
    runs.push(await lighthouseRecorded(`${url}${pagePath}`, cpuSlowdownMultiplier));
  }
  const figure = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
  return {
    performance: median(runs.map((lhr) => Math.round(lhr.categories.performance.score * 100))),
    accessibility: median(runs.map((lhr) => Math.round(lhr.categories.accessibility.score * 100))),
    scores: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
    fcp: `${(figure('first-contentful-paint') / 1000).toFixed(1)} s`,
    lcp: `${(figure('largest-contentful-paint') / 1000).toFixed(1)} s`,
    tbt: `${Math.round(figure('total-blocking-time'))} ms`,
    cls: figure('cumulative-layout-shift').toFixed(3),
    benchmark: benchmarkOf(runs.map((lhr) => lhr.environment.benchmarkIndex)),
  };
}
