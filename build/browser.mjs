// Which Chromium the browser tests drive: Debian's headless shell when present (what Playwright itself runs for
// headless tests), else Debian's Chromium, else Playwright's own when installed.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's full browser (`chromium`): the Lighthouse benchmarks run it. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`, the same Chromium without the browser's own interface: it opens, hydrates and
 * checks a docs page with about 40 % less CPU than the full browser in headless mode (bench figures in README's
 * "Running the tests").
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags for Debian's Chromium in a sandboxed, offline container. */
export const SYSTEM_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for the chosen browser, or null when none is installed. */
export function chromiumLaunchOptions() {
  for (const executablePath of [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM]) {
    if (fs.existsSync(executablePath)) {
      return { executablePath, args: SYSTEM_CHROMIUM_ARGS };
    }
  }
  try {
    if (fs.existsSync(chromium.executablePath())) {
      return {};
    }
  } catch {
    // Playwright throws when its browsers were never downloaded.
  }
  return null;
}
