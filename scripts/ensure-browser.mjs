// Makes sure a Chromium exists for the browser tests: Debian's headless shell, else Debian's Chromium, else
// Playwright's own. On Debian, as root, it installs the headless shell when missing (the browser tests take about
// 40 % less CPU with it than with the full browser); otherwise it stops with the command that installs one.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumLaunchOptions, SYSTEM_HEADLESS_SHELL } from '../build/browser.mjs';

const isDebian = fs.existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

let options = chromiumLaunchOptions();
if (isDebian && !fs.existsSync(SYSTEM_HEADLESS_SHELL)) {
  if (isRoot) {
    console.log("Installing Debian's chromium-headless-shell package for the browser tests...");
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', {
        stdio: 'inherit',
      });
    } catch {
      console.log(options ? 'Could not install it: the tests use the full browser.' : 'Could not install it.');
    }
    options = chromiumLaunchOptions();
  } else if (options) {
    console.log(
      'Hint: `sudo apt-get install -y chromium-headless-shell` makes the browser tests about a third faster.',
    );
  }
}
if (!options) {
  console.error(
    `No Chromium for the browser tests. Install one, then run the tests again:\n` +
      `  ${isDebian ? 'sudo apt-get install -y chromium-headless-shell' : 'npx playwright install chromium'}`,
  );
  process.exit(1);
}
console.log(`browser: ${options.executablePath ?? "Playwright's Chromium"}`);
