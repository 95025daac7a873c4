// Lighthouse through npx (not a dependency: it is large and only benchmarks need it), in Debian's Chromium when
// present. Runs are asynchronous so the calling process can keep serving the pages being measured.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { SYSTEM_CHROMIUM, SYSTEM_CHROMIUM_ARGS } from '../../build/browser.mjs';

export const LIGHTHOUSE = 'lighthouse@13.5.0';

/** One Lighthouse run: scores (0–100) per category and the main timings, or null when it failed. */
export function lighthouse(url, { preset = 'mobile', categories = ['performance'], cpuSlowdown } = {}) {
  const chromeFlags = fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM_ARGS.join(' ') : '--headless --no-sandbox';
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    '--quiet',
    `--chrome-flags=${chromeFlags}`,
  ];
  if (preset === 'desktop') {
    args.push('--preset=desktop');
  }
  if (cpuSlowdown !== undefined) {
    args.push(`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`);
  }
  const child = spawn('npx', args, {
    env: { ...process.env, ...(fs.existsSync(SYSTEM_CHROMIUM) ? { CHROME_PATH: SYSTEM_CHROMIUM } : {}) },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => {
    child.on('close', () => {
      try {
        const report = JSON.parse(stdout);
        const audit = (id) => report.audits[id]?.numericValue;
        resolve({
          scores: Object.fromEntries(
            Object.entries(report.categories).map(([id, category]) => [id, Math.round(category.score * 100)]),
          ),
          tbt: audit('total-blocking-time'),
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          // Lighthouse's measure of this machine's CPU (a 2024 laptop reads about 2000): its simulated 4× slowdown
          // multiplies the machine's own task times, so figures compare only between similar indexes.
          benchmarkIndex: report.environment?.benchmarkIndex,
        });
      } catch {
        console.error(`Lighthouse failed for ${url}: ${stderr.split('\n').filter(Boolean).slice(-2).join(' ')}`);
        resolve(null);
      }
    });
  });
}

/**
 * Lighthouse's mobile CPU slowdown (4×) is tuned for a high-end desktop host (benchmark index 1500–2000, Lighthouse's
 * throttling docs): on a slower host it emulates a slower phone than intended. The multiplier that emulates the same
 * phone on a host of this `benchmarkIndex`: 4 × index / 1750, between 1 and 4.
 */
export function calibratedSlowdown(benchmarkIndex) {
  return Math.round(Math.min(4, Math.max(1, (4 * benchmarkIndex) / 1750)) * 100) / 100;
}

/** The median run by performance score (or by the first category) of `runs` runs. */
export async function medianLighthouse(url, options = {}, runs = 3) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await lighthouse(url, options));
  }
  const valid = results.filter(Boolean);
  const key = (result) => result.scores.performance ?? Object.values(result.scores)[0];
  valid.sort((a, b) => key(a) - key(b));
  return valid.length ? valid[Math.floor(valid.length / 2)] : null;
}
