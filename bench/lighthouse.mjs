// Figures, not a test: Lighthouse (mobile and desktop) on one page of every kind of out/, served locally with
// gzip, in Debian's Chromium; median of three runs. Prints performance, accessibility, best practices, SEO,
// LCP, TBT and CLS. Mobile is Lighthouse's default: a mid-range phone on slow 4G, CPU slowed 4× (on this
// 2-core machine the slowdown multiplies an already slow CPU, so TBT reads high; compare runs on one machine).
// `--calibrated` also runs mobile at the CPU slowdown that emulates Lighthouse's intended phone on this host (see
// calibratedSlowdown): on a host slower than the high-end desktop the 4× is tuned for, the default over-throttles.
// Usage: npm run bench:lighthouse [-- [--calibrated] /path/one/ /path/two/]   (needs a built out/ and the npm registry once)
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from '../build/serve.mjs';
import { pageKind } from '../build/page-weight.mjs';
import { calibratedSlowdown, lighthouse, medianLighthouse } from './lib/lighthouse.mjs';

const outDir = path.resolve('out');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error('No out/: run `npm run build` first.');
  process.exit(1);
}

function samples() {
  const chosen = new Map([['home', '/']]);
  for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (
      !file.endsWith('index.html') ||
      file.startsWith('zh') ||
      file.startsWith('test-fixtures') ||
      file.startsWith('bench')
    ) {
      continue;
    }
    const html = fs.readFileSync(path.join(outDir, file), 'utf8');
    if (html.includes('<article')) {
      const kind = pageKind(html);
      if (!chosen.has(kind)) {
        chosen.set(kind, `/${file.replace(/index\.html$/, '')}`);
      }
    }
  }
  return [...chosen];
}

const args = process.argv.slice(2);
const calibrated = args.includes('--calibrated');
const urls = args.filter((arg) => arg !== '--calibrated');
const pages = urls.length ? urls.map((url) => [url, url]) : samples();
const server = createServer(outDir);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const presets = [
  { name: 'mobile', preset: 'mobile' },
  { name: 'desktop', preset: 'desktop' },
];
if (calibrated) {
  // The host's benchmark index, read from a warm-up run of the home page (the median of three varies less).
  const indexes = [];
  for (let run = 0; run < 3; run += 1) {
    indexes.push((await lighthouse(`${base}/`))?.benchmarkIndex ?? 1750);
  }
  const index = indexes.sort((a, b) => a - b)[1];
  const cpuSlowdown = calibratedSlowdown(index);
  console.log(`benchmark index ${Math.round(index)}: calibrated mobile CPU slowdown ${cpuSlowdown}×`);
  presets.splice(1, 0, { name: `mobile ${cpuSlowdown}×`, preset: 'mobile', cpuSlowdown });
}

console.log(
  `${'page'.padEnd(42)} ${'preset'.padEnd(12)} perf  a11y  best  seo   ${'LCP'.padEnd(7)} ${'TBT'.padEnd(8)} CLS    CPU index`,
);
for (const [label, url] of pages) {
  for (const { name: preset, ...options } of presets) {
    const result = await medianLighthouse(`${base}${url}`, { ...options, categories });
    const name = `${label === url ? url : `${label} ${url}`}`.padEnd(42);
    if (!result) {
      console.log(`${name} ${preset.padEnd(12)} failed`);
      continue;
    }
    const s = result.scores;
    console.log(
      `${name} ${preset.padEnd(12)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(3)}   ${`${(result.lcp / 1000).toFixed(1)} s`.padEnd(7)} ${`${Math.round(result.tbt)} ms`.padEnd(8)} ${result.cls.toFixed(3)}  ${Math.round(result.benchmarkIndex ?? 0)}`,
    );
  }
}
server.close();
