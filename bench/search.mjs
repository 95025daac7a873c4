// Figures, not a test: the search index of out/ (files and bytes per language) and, in Chromium, what a first and
// a second query cost a reader: bytes transferred (gzip as served), and the time from typing to results shown.
// Usage: npm run bench:search [-- "query one" "query two"]   (needs a built out/; the index is built by postbuild;
// DOCS_DIST_DIR=.bench/out measures the build-scale benchmark's site)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from '../build/serve.mjs';
import { chromiumLaunchOptions } from '../build/browser.mjs';

const outDir = path.resolve(process.env.DOCS_DIST_DIR ?? 'out');
const indexDir = path.join(outDir, 'pagefind');
if (!fs.existsSync(path.join(indexDir, 'pagefind-entry.json'))) {
  console.error('No search index in out/pagefind: run `npm run build` first.');
  process.exit(1);
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const files = fs
  .readdirSync(indexDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => fs.statSync(path.join(indexDir, file)).isFile());
const total = files.reduce((sum, file) => sum + fs.statSync(path.join(indexDir, file)).size, 0);
const entry = JSON.parse(fs.readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'));
console.log(`Index: ${files.length} files, ${kib(total)} on disk`);
for (const [language, info] of Object.entries(entry.languages)) {
  console.log(`  ${language}: ${info.page_count} pages`);
}

const queries = process.argv.slice(2).length ? process.argv.slice(2) : ['palette', 'data grid rows'];
const server = createServer(outDir);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/getting-started/installation/`);
await page.waitForFunction(() => window.next?.router?.isReady === true);
await page.waitForLoadState('networkidle');

// Every finished request with its size on the wire (headers and body as served); Pagefind fetches from a worker,
// which the page's Resource Timing does not see, so Playwright's network events count them.
const requests = [];
page.on('requestfinished', async (request) => {
  const sizes = await request.sizes();
  requests.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
});
const transferred = (from) => {
  const list = requests.slice(from);
  const search = list.filter((request) => request.path.startsWith('/pagefind/'));
  const sum = (items) => items.reduce((bytes, request) => bytes + request.bytes, 0);
  return { search: sum(search), other: sum(list.filter((request) => !search.includes(request))), files: search.length };
};

console.log(`\nQueries in ${base}/getting-started/installation/ (Chromium, gzip):`);
let opened = false;
for (const [index, query] of queries.entries()) {
  const start = requests.length;
  if (!opened) {
    await page.keyboard.press('Control+k');
    opened = true;
  }
  const field = page.getByRole('combobox');
  await field.waitFor();
  await field.fill('');
  const typed = await page.evaluate(() => performance.now());
  await field.fill(query);
  await page.locator('[role="option"]').first().waitFor();
  const shown = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const bytes = transferred(start);
  console.log(
    `  ${index === 0 ? 'first ' : 'second'} "${query}": results in ${Math.round(shown - typed)} ms (including the 120 ms typing debounce${index === 0 ? ', the dialog chunk and Pagefind start-up' : ''}); ` +
      `search files ${kib(bytes.search)} in ${bytes.files} requests, dialog code and the rest ${kib(bytes.other)}`,
  );
}
await browser.close();
server.close();
