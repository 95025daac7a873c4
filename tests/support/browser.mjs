// Which Chromium the browser tests drive: Debian's when present, else Playwright's own when installed.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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
  if (fs.existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: SYSTEM_CHROMIUM, args: SYSTEM_CHROMIUM_ARGS };
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
