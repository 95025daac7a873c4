// `npm run generate`'s content index (build/generate-content.ts). `--watch` regenerates when `data/` changes (used by
// `npm run dev`).
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '../build/generate-content';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const started = performance.now();
  const index = await generate();
  console.log(`content: ${Object.keys(index).length} pages indexed in ${Math.round(performance.now() - started)} ms`);
  if (process.argv.includes('--watch')) {
    let timer: NodeJS.Timeout | undefined;
    fs.watch(path.join(root, 'data'), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        generate().then(
          (next) => console.log(`content: ${Object.keys(next).length} pages re-indexed`),
          (error: Error) => console.error(error.message),
        );
      }, 100);
    });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
