// Figures, not a test: initial JavaScript (gzip) of sample pages of out/, and the JavaScript a browser
// fetches until the network is idle at 1280×800 with no interaction.
// Usage: npm run bench:page-weight [-- /path/one/ /path/two/]   (needs a built out/)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from '../build/serve.mjs';
import { gzipSize, initialJavaScript } from '../build/page-weight.mjs';
import { chromiumLaunchOptions } from '../build/browser.mjs';

const outDir = path.resolve('out');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error('No out/: run `npm run build` first.');
  process.exit(1);
}
const samples = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/getting-started/installation/', '/customization/palette/', '/x/introduction/', '/404.html'];
const fileOf = (p) => {
  const trimmed = p.replace(/^\/|\/$/g, '');
  return p.endsWith('.html') ? trimmed : trimmed ? `${trimmed}/index.html` : 'index.html';
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('Initial JavaScript (gzip of every referenced and inline script):');
for (const sample of samples) {
  const weight = initialJavaScript(outDir, fileOf(sample));
  console.log(
    `  ${sample.padEnd(40)} ${kib(weight.total).padStart(10)}  (${weight.scripts.length} scripts, inline ${kib(weight.inline)})`,
  );
}

const server = createServer(outDir);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
console.log(
  '\nJavaScript fetched until network idle, 1280×800, no interaction (transfer size, gzip as served by a gzip host):',
);
for (const sample of samples) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const scripts = new Set();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      scripts.add(new URL(request.url()).pathname);
    }
  });
  await page.goto(`${base}${sample}`, { waitUntil: 'networkidle' });
  const bytes = [...scripts].reduce((sum, url) => {
    const file = path.join(outDir, decodeURIComponent(url));
    return fs.existsSync(file) ? sum + gzipSize(file) : sum;
  }, 0);
  console.log(`  ${sample.padEnd(40)} ${kib(bytes).padStart(10)}  (${scripts.size} scripts)`);
  await page.close();
}
await browser.close();
server.close();
