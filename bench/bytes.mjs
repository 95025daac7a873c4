// Figures, not a test: bytes per page kind (initial JavaScript, CSS and HTML, gzip) and the totals of out/.
// Usage: npm run bench:bytes   (needs a built out/)
import fs from 'node:fs';
import path from 'node:path';
import { gzipBytes as gzip, initialJavaScript, pageCss, pageKind } from '../build/page-weight.mjs';

const outDir = path.resolve(process.argv[2] ?? 'out');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(`No site in ${outDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const files = fs
  .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'));
const pages = files.filter((file) => file.endsWith('.html') && !file.startsWith('_next/'));

const rows = [];
for (const file of pages) {
  const html = fs.readFileSync(path.join(outDir, file), 'utf8');
  if (html.includes('http-equiv="refresh"')) {
    continue;
  }
  const css = pageCss(outDir, html);
  rows.push({
    file,
    kind: file.startsWith('404') ? '404' : html.includes('<article') ? pageKind(html) : 'other',
    js: initialJavaScript(outDir, file).total,
    css: gzip(css),
    html: gzip(html),
  });
}

console.log('Per page kind (gzip; min / median / max over the pages of that kind):');
console.log(`${'kind'.padEnd(8)} ${'pages'.padStart(5)}   ${'initial JS'.padEnd(32)} ${'CSS'.padEnd(32)} HTML`);
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${kib(Math.min(...values))} / ${kib(median([...values]))} / ${kib(Math.max(...values))}`;
for (const kind of ['prose', 'demos', 'grid', 'other', '404']) {
  const group = rows.filter((row) => row.kind === kind);
  if (group.length) {
    console.log(
      `${kind.padEnd(8)} ${String(group.length).padStart(5)}   ${range(group.map((row) => row.js)).padEnd(32)} ${range(group.map((row) => row.css)).padEnd(32)} ${range(group.map((row) => row.html))}`,
    );
  }
}

const totalBytes = files.reduce((sum, file) => {
  const stat = fs.statSync(path.join(outDir, file));
  return stat.isFile() ? sum + stat.size : sum;
}, 0);
const scripts = files.filter((file) => file.startsWith('_next/') && file.endsWith('.js'));
console.log(
  `\nout/: ${files.filter((file) => fs.statSync(path.join(outDir, file)).isFile()).length} files, ${(totalBytes / 1024 / 1024).toFixed(1)} MiB, ${pages.length} HTML pages, ${scripts.length} JavaScript chunks`,
);
