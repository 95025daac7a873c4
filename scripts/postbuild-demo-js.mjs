/**
 * The part of `npm run build`'s postbuild (scripts/postbuild.ts) that writes each demo's JavaScript version,
 * `out/demo-js/<id>.<hash>.json` (`build/demos/demoJs.mjs`), in a process of its own beside the steps over the
 * exported pages: it reads the demos' sources, not the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeDemoJsFiles } from '../build/demos/demoJs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, process.env.DOCS_DIST_DIR ?? 'out');
const started = performance.now();
const demos = JSON.parse(fs.readFileSync(path.join(root, '.generated/demo-files.json'), 'utf8'));
const { files, bytes } = await writeDemoJsFiles(outDir, demos, root);
console.log(
  `postbuild: the JavaScript versions of ${files} demos in ${((performance.now() - started) / 1000).toFixed(1)} s (${(bytes / 1024 / 1024).toFixed(1)} MiB)`,
);
