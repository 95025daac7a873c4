// Figures, not a test: how Turbopack split the client JavaScript of out/. The chunks' total, how much of it is the
// same module written into several chunks (Turbopack merges small shared modules into each chunk group that needs
// them), and what one lazy import (a page's demos, search, settings) loads: files and gzip bytes.
// Usage: npm run bench:chunks   (needs a built out/)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from '../build/page-weight.mjs';
import { chunkLoaders } from '../build/service-worker.mjs';

const chunksDir = path.resolve('out/_next/static/chunks');
if (!fs.existsSync(chunksDir)) {
  console.error('No out/_next/static/chunks: run `npm run build` first.');
  process.exit(1);
}
const files = fs
  .readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.split(path.sep).join('/'));

const gzipOf = new Map();
let rawBytes = 0;
/** Module id → its size and the number of chunks that hold it. */
const modules = new Map();
/** Each lazy import's chunk list (`static/chunks/a.js`), by its loader's module id. */
const loaders = new Map();
for (const file of files) {
  const text = fs.readFileSync(path.join(chunksDir, file), 'utf8');
  rawBytes += Buffer.byteLength(text);
  gzipOf.set(`static/chunks/${file}`, gzipSize(path.join(chunksDir, file)));
  // A module entry of a minified chunk: `,123456,e=>{` or `,123456,(e,t,r)=>{` (an approximation: good for totals).
  const starts = [...text.matchAll(/[,[](\d{3,7}),(?:\(?[\w$,]*\)?=>|function)/g)];
  starts.forEach((match, index) => {
    const size = (starts[index + 1]?.index ?? text.length) - match.index;
    const entry = modules.get(match[1]) ?? { size, chunks: 0 };
    entry.chunks += 1;
    modules.set(match[1], entry);
  });
  for (const [id, chunks] of chunkLoaders(text)) {
    loaders.set(id, chunks);
  }
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const entries = [...modules.entries()];
const distinct = entries.reduce((sum, [, { size }]) => sum + size, 0);
const duplicated = entries.reduce((sum, [, { size, chunks }]) => sum + size * (chunks - 1), 0);
const gzipTotal = [...gzipOf.values()].reduce((sum, bytes) => sum + bytes, 0);
console.log(`${files.length} client chunks: ${mb(rawBytes)} (${kib(gzipTotal)} gzip)`);
console.log(`modules: ${modules.size}, ${mb(distinct)} distinct, ${mb(duplicated)} more as copies in other chunks`);
console.log('most copied (id × chunks, bytes each):');
for (const [id, { size, chunks }] of entries
  .filter(([, { chunks }]) => chunks > 1)
  .sort((a, b) => b[1].size * (b[1].chunks - 1) - a[1].size * (a[1].chunks - 1))
  .slice(0, 5)) {
  console.log(`  ${id} × ${chunks}, ${size} B`);
}

const loads = [...loaders.values()]
  .map((list) => ({ files: list.length, gzip: list.reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0) }))
  .sort((a, b) => a.gzip - b.gzip);
if (loads.length > 0) {
  const at = (share) => loads[Math.floor(share * (loads.length - 1))];
  const meanFiles = loads.reduce((sum, load) => sum + load.files, 0) / loads.length;
  console.log(
    `lazy imports: ${loads.length}; files each: mean ${meanFiles.toFixed(1)}, max ${Math.max(...loads.map((load) => load.files))}; ` +
      `gzip each (chunks the page already has included): median ${kib(at(0.5).gzip)}, 90th percentile ${kib(at(0.9).gzip)}`,
  );
}
