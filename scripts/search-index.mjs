// The full-text search index: Pagefind over the exported HTML in out/, written to out/pagefind/. Runs after the
// export and before the service workers, which precache it for offline search. Only each page's article is
// indexed (`data-pagefind-body`, set by the docs page), without the parts that are not prose: the demos' rendered
// UI, toolbar and duplicated sources, and the ad. Pagefind weights titles and headings above body text, makes
// every heading with an id a sub-result linking to its anchor, keeps one index per `<html lang>` (so a Chinese
// page searches the Chinese index), and its extended binary, which the npm package ships, segments Chinese text.
import fs from 'node:fs';
import path from 'node:path';

export const SEARCH_DIR = 'pagefind';

/** Elements inside an article that are left out of the index. */
export const EXCLUDED_FROM_SEARCH = [
  '.demo-preview',
  '.demo-toolbar',
  '.demo-source',
  '[data-ad-block]',
  '.anchor-link',
  '.copy-button',
  'script',
  'style',
  'svg',
];

/** Indexes out/ and writes the index; returns figures for the build log. */
export async function writeSearchIndex(outDir) {
  const started = performance.now();
  const output = path.join(outDir, SEARCH_DIR);
  fs.rmSync(output, { recursive: true, force: true });
  // Pagefind is ESM only; postbuild runs as CommonJS, so it comes in through a dynamic import.
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED_FROM_SEARCH });
    if (!index) {
      throw new Error(`search index: ${errors.join('; ')}`);
    }
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) {
      throw new Error(`search index: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) {
      throw new Error(`search index: ${written.errors.join('; ')}`);
    }
    // Pagefind's ready-made interfaces are not used (the site has its own dialog): they are not shipped.
    for (const file of fs.readdirSync(output)) {
      if (/-ui\.(js|css)$/.test(file) || file === 'pagefind-highlight.js') {
        fs.rmSync(path.join(output, file));
      }
    }
    const files = fs.readdirSync(output, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(output, file)).isFile());
    const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(output, file)).size, 0);
    return { pages: added.page_count, files: files.length, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    await pagefind.close();
  }
}
