// Figures, not a test: how long a reader waits from the first click on the app bar's search button, settings
// button and (on a phone-sized screen) menu button until the dialog, panel or navigation is on screen, code
// loading included (their code loads on that first click). In Chromium with the CPU slowed 4x, as Lighthouse's
// mobile preset does; each figure is the median of five fresh page loads, measured in the page from the click's
// event to the first frame painted after the element is visible.
// Usage: npm run bench:open-latency [-- /path/]   (needs a built out/)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from '../build/serve.mjs';
import { chromiumLaunchOptions } from '../build/browser.mjs';

const outDir = path.resolve(process.env.DOCS_DIST_DIR ?? 'out');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error('No out/: run `npm run build` first.');
  process.exit(1);
}
const pagePath = process.argv[2] ?? '/getting-started/installation/';
const RUNS = 5;
const CPU_SLOWDOWN = 4;

const openers = [
  {
    name: 'search dialog',
    button: 'button[data-shell="search"]',
    target: 'dialog.search-dialog[open]',
    viewport: [1280, 800],
  },
  // The results' code rendered into the open dialog (its live region): what a query waits for at most.
  {
    name: "search results' code",
    button: 'button[data-shell="search"]',
    target: 'dialog.search-dialog[open] [role="status"]',
    viewport: [1280, 800],
  },
  {
    name: 'settings panel',
    button: 'button[data-shell="settings"]',
    target: 'dialog.settings-panel[open]',
    viewport: [1280, 800],
  },
  { name: 'navigation drawer', button: 'button[data-shell="menu"]', target: 'nav[data-open]', viewport: [390, 800] },
];

const server = createServer(outDir);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions() ?? {});

/** Milliseconds from the click's event to the first frame after `target` is visible, in a fresh page. */
async function measure({ button, target, viewport: [width, height] }) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}${pagePath}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(
    ([buttonSelector, targetSelector]) => {
      const visible = () => {
        const element = document.querySelector(targetSelector);
        return element instanceof HTMLElement && element.checkVisibility();
      };
      window.__opened = new Promise((resolve) => {
        document.querySelector(buttonSelector).addEventListener(
          'click',
          (event) => {
            const clicked = event.timeStamp;
            const check = () =>
              visible()
                ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked)))
                : requestAnimationFrame(check);
            check();
          },
          { capture: true, once: true },
        );
      });
    },
    [button, target],
  );
  await page.click(button);
  const elapsed = await page.evaluate(() => window.__opened);
  await context.close();
  return elapsed;
}

console.log(`First opening on ${pagePath}, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS} fresh loads:`);
for (const opener of openers) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    times.push(await measure(opener));
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${opener.name.padEnd(18)} ${Math.round(times[Math.floor(RUNS / 2)])} ms  (${times.map(Math.round).join(', ')})`,
  );
}
await browser.close();
server.close();
