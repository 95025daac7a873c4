// `npm test`: every test, in the order CI needs them, building the site once.
// 1. a browser exists; 2. the generated data (content index, API data, fonts, icons) with test settings;
// 3. unit tests (vitest, jsdom) beside the type check (tsc) and the code style (ESLint, Prettier); 4. the static
// export with test settings (its own type check skipped: step 3 did it); 5. file checks over out/ (vitest, node);
// 6. browser tests against out/.
// Ends with a table of the stages' times and one summary line: "tests: N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-tests-'));
const reports = {
  unit: path.join(reportDir, 'unit.json'),
  out: path.join(reportDir, 'out.json'),
  e2e: path.join(reportDir, 'e2e.json'),
};

// Settings the browser tests rely on: feedback and chat endpoints they intercept, on hosts no request may reach,
// and the fixture pages (demos no docs page should have, like one that crashes on purpose).
const testBuildEnv = {
  NEXT_PUBLIC_DOCS_FEEDBACK_ENDPOINT:
    process.env.NEXT_PUBLIC_DOCS_FEEDBACK_ENDPOINT ?? 'https://feedback.docs.invalid/v1/feedback',
  NEXT_PUBLIC_DOCS_CHAT_ENDPOINT: process.env.NEXT_PUBLIC_DOCS_CHAT_ENDPOINT ?? 'https://chat.docs.invalid/v1/chats',
  DOCS_EXTRA_CONTENT_DIR: 'tests/fixtures/demo-pages',
  // The ad network's script, its fallback ad and the ad feed: hosts the browser tests answer themselves.
  NEXT_PUBLIC_DOCS_AD_SCRIPT_URL: 'https://ads.docs.invalid/network.js',
  NEXT_PUBLIC_DOCS_AD_FALLBACK_LINK: 'https://ads.docs.invalid/fallback',
  NEXT_PUBLIC_DOCS_AD_FEED_URL: 'https://adfeed.docs.invalid/ads.json',
  // Analytics on (the browser tests answer Google's hosts themselves and read every hit), and the loopback
  // address as the production host, so the /x/ service worker registers there and not on `localhost`.
  NEXT_PUBLIC_DOCS_GA_MEASUREMENT_ID: 'G-TEST123456',
  NEXT_PUBLIC_DOCS_PRODUCTION_HOST: '127.0.0.1',
  NEXT_TELEMETRY_DISABLED: '1',
};

/** Each stage's label, seconds and outcome, for the table at the end. */
const timings = [];
const startedAt = Date.now();

/** Runs one stage; resolves to whether it passed. */
function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    const done = (ok) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ label, seconds, ok });
      console.log(`${ok ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s)`);
      resolve(ok);
    };
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}

/** The stage table: what each stage took, and the total. */
function printTimings() {
  const width = Math.max(...timings.map(({ label }) => label.length), 'total'.length);
  const line = (label, seconds, mark) => `${label.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${mark}`;
  console.log('\nstage times:');
  for (const { label, seconds, ok } of timings) {
    console.log(line(label, seconds, ok ? '✔' : '✘'));
  }
  console.log(line('total', (Date.now() - startedAt) / 1000, ''));
}

function counts(file, kind) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (kind === 'vitest') {
      return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
    }
    return {
      passed: report.stats?.expected ?? 0,
      failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

function finish(ok) {
  const all = [counts(reports.unit, 'vitest'), counts(reports.out, 'vitest'), counts(reports.e2e, 'playwright')];
  const passed = all.reduce((sum, c) => sum + c.passed, 0);
  const counted = all.reduce((sum, c) => sum + c.failed, 0);
  // A step that failed without a failing test (a build error) still counts as one failure.
  const failed = counted > 0 || ok ? counted : 1;
  printTimings();
  if (timings.some(({ label, ok: passed }) => label === 'browser tests' && !passed)) {
    console.log(
      '\nEach failed browser test ran once more with a trace: npx playwright show-report (playwright-report/).',
    );
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const TSC_7 = 'node_modules/typescript-7/bin/tsc';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Stages in order; the stages of one group run side by side (the type check is one process on one core). */
const groups = [
  [() => run('browser', process.execPath, ['scripts/ensure-browser.mjs'])],
  [() => run('generate', npm, ['run', 'generate'], testBuildEnv)],
  [
    () =>
      run('unit tests', npx, [
        'vitest',
        'run',
        '--project',
        'unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports.unit}`,
      ]),
    // TypeScript 7 (the native compiler, installed as `typescript-7`) with one checker thread, since the unit tests
    // keep both cores busy: the same check as 5.9's `tsc` in a third of its CPU time. Then the code style (ESLint,
    // zero warnings; Prettier) on the same core.
    async () => {
      const typed = await run('type check', process.execPath, [TSC_7, '--noEmit', '--checkers', '1']);
      const linted = await run('lint', npm, ['run', 'lint']);
      return typed && linted;
    },
  ],
  [() => run('static build', npm, ['run', 'build:export'], { ...testBuildEnv, DOCS_TYPECHECKED: '1' })],
  [
    () =>
      run('file checks over out/', npx, [
        'vitest',
        'run',
        '--project',
        'out',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports.out}`,
      ]),
  ],
  [() => run('browser tests', npx, ['playwright', 'test'], { DOCS_E2E_JSON: reports.e2e })],
];

for (const group of groups) {
  const results = await Promise.all(group.map((stage) => stage()));
  if (results.includes(false)) {
    finish(false);
  }
}
finish(true);
