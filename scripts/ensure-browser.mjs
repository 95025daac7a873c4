// Makes sure a Chromium exists for the browser tests: Debian's, else Playwright's own,
// else (on Debian, as root) installs Debian's `chromium`; otherwise stops with the command that installs one.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumLaunchOptions } from '../tests/support/browser.mjs';

let options = chromiumLaunchOptions();
if (!options) {
  const isDebian = fs.existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log('No Chromium found: installing Debian\'s chromium package (about a minute)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    options = chromiumLaunchOptions();
  }
}
if (!options) {
  console.error(
    `No Chromium for the browser tests. Install one, then run the tests again:\n` +
      `  ${fs.existsSync('/etc/debian_version') ? 'sudo apt-get install -y chromium' : 'npx playwright install chromium'}`,
  );
  process.exit(1);
}
console.log(`browser: ${options.executablePath ?? "Playwright's Chromium"}`);
