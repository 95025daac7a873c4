// Figures, not a test: Lighthouse (mobile and desktop) on one page of every kind of out/, served locally with
// gzip, in Debian's Chromium; median of three runs. Prints performance, accessibility, best practices, SEO,
// LCP, TBT and CLS. Mobile is Lighthouse's default: a mid-range phone on slow 4G, CPU slowed 4× (on this
// 2-core machine the slowdown multiplies an already slow CPU, so TBT reads high; compare runs on one machine).
// Usage: npm run bench:lighthouse [-- /path/one/ /path/two/]   (needs a built out/ and the npm registry once)
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from '../scripts/serve.mjs';
import { pageKind } from '../scripts/page-weight.mjs';
import { medianLighthouse } from './lib/lighthouse.mjs';

const outDir = path.resolve('out');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error('No out/: run `npm run build` first.');
  process.exit(1);
}

function samples() {
  const chosen = new Map([['home', '/']]);
  for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('index.html') || file.startsWith('zh') || file.startsWith('test-fixtures') || file.startsWith('bench')) {
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

const pages = process.argv.slice(2).length ? process.argv.slice(2).map((url) => [url, url]) : samples();
const server = createServer(outDir);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

console.log(`${'page'.padEnd(42)} ${'preset'.padEnd(8)} perf  a11y  best  seo   ${'LCP'.padEnd(7)} ${'TBT'.padEnd(8)} CLS    CPU index`);
for (const [label, url] of pages) {
  for (const preset of ['mobile', 'desktop']) {
    const result = await medianLighthouse(`${base}${url}`, { preset, categories });
    const name = `${label === url ? url : `${label} ${url}`}`.padEnd(42);
    if (!result) {
      console.log(`${name} ${preset.padEnd(8)} failed`);
      continue;
    }
    const s = result.scores;
    console.log(
      `${name} ${preset.padEnd(8)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(3)}   ${`${(result.lcp / 1000).toFixed(1)} s`.padEnd(7)} ${`${Math.round(result.tbt)} ms`.padEnd(8)} ${result.cls.toFixed(3)}  ${Math.round(result.benchmarkIndex ?? 0)}`,
    );
  }
}
server.close();
