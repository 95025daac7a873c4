import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/browser.mjs';

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
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  // The HTML report (playwright-report/, ignored by git) keeps each failed test's trace: a red run reads without a rerun.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ...(process.env.DOCS_E2E_JSON ? [['json', { outputFile: process.env.DOCS_E2E_JSON }] as const] : []),
  ],
  use: {
    baseURL,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
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
