/**
 * Part of `npm run generate` (scripts/generate.mjs): each demo's JavaScript version, highlighted,
 * `.generated/public/demo-js/<id>.<hash>.json` (`build/demos/demoJs.mjs`), served as `/demo-js/…` (postbuild copies
 * it into the export; `npm run dev` serves it). It needs only the demos' sources and the list the content index
 * writes, so it runs beside the other generators, split over worker threads (TypeScript's transpiler and Prettier
 * take about 40 ms of one core per demo). A file whose name (the hash of its sources) exists is kept: a rebuild
 * writes only the demos that changed, and removes the files no demo names any more.
 */
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { pruneDemoJsFiles, writeDemoJsFiles } from '../build/demos/demoJs.mjs';
import { GENERATED_PUBLIC_DIR } from '../build/generated-assets.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (isMainThread) {
  const started = performance.now();
  const demos = Object.entries(JSON.parse(fs.readFileSync(path.join(root, '.generated/demo-files.json'), 'utf8')));
  const threads = Math.max(1, Math.min(availableParallelism(), 4));
  // Round robin: each thread gets demos of every area (the Data Grid's are longer than most).
  const parts = Array.from({ length: threads }, (_, index) => demos.filter((_, at) => at % threads === index));
  const results = await Promise.all(
    parts.map(
      (part) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: Object.fromEntries(part) });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once(
            'exit',
            (code) => code !== 0 && reject(new Error(`a demo JS thread stopped (exit code ${code})`)),
          );
        }),
    ),
  );
  const targets = results.flatMap((result) => result.targets);
  const written = results.reduce((sum, result) => sum + result.written, 0);
  const bytes = results.reduce((sum, result) => sum + result.bytes, 0);
  const removed = pruneDemoJsFiles(GENERATED_PUBLIC_DIR, targets);
  console.log(
    `demo JS: the JavaScript versions of ${targets.length} demos (${written} written, ${targets.length - written} unchanged, ${removed} stale removed) in ${((performance.now() - started) / 1000).toFixed(1)} s on ${threads} threads (${(bytes / 1024 / 1024).toFixed(1)} MiB)`,
  );
} else {
  parentPort.postMessage(await writeDemoJsFiles(GENERATED_PUBLIC_DIR, workerData, root));
}
