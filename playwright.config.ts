import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './build/browser.mjs';

/**
 * A free loopback port for the static server, chosen once in the runner process;
 * workers inherit it through the environment.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.DOCS_E2E_PORT ??= freePort();
const baseURL = `http://127.0.0.1:${process.env.DOCS_E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A failed test runs once more, traced, so a red run reads without a rerun; a test that then passes is flaky, and a
  // flaky test fails the run all the same (it also counts as failed in npm test's summary). Tracing every first
  // attempt would cost about a third of the browser tests' CPU (the DOM snapshots of pages of demos).
  retries: 1,
  failOnFlakyTests: true,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  // The HTML report (playwright-report/, ignored by git) keeps each failed test's errors and its retry's trace.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ...(process.env.DOCS_E2E_JSON ? [['json', { outputFile: process.env.DOCS_E2E_JSON }] as const] : []),
  ],
  use: {
    baseURL,
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions() ?? {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() ?? {} } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${process.env.DOCS_E2E_PORT} --dir out`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
