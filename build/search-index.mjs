// The full-text search index: Pagefind over the exported HTML in out/, written to out/pagefind/. Runs after the
// export and before the service workers, which precache it for offline search. Only each page's article is
// indexed (`data-pagefind-body`, set by the docs page), without the parts that are not prose: the demos' rendered
// UI, toolbar and duplicated sources, and the ad. Pagefind weights titles and headings above body text, makes
// every heading with an id a sub-result linking to its anchor, keeps one index per `<html lang>` (so a Chinese
// page searches the Chinese index), and its extended binary, which the npm package ships, segments Chinese text.
// Beside it, each language's page titles (`titles.<language>.json`), with which the dialog ranks results by title.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const SEARCH_DIR = 'pagefind';

/** Elements inside an article that are left out of the index. */
export const EXCLUDED_FROM_SEARCH = [
  '.demo-preview',
  '.demo-toolbar',
  '.demo-source',
  '[data-ad-block]',
  '[data-shell="page-actions"]',
  '.anchor-link',
  '.copy-button',
  'script',
  'style',
  'svg',
];

/** What starts a Pagefind 1.x fragment (one page's data) once gunzipped, before the page's JSON. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/**
 * Writes `titles.<language>.json`: per Pagefind page id (a fragment's name, `en_106b2e5`), the page's URL, title
 * and, for a group's overview page, its name (`[url, title, name?]`, read by `src/search/results.ts`). The dialog
 * ranks all of a query's results by title with it (about 12 KiB gzip a language, fetched once), rather than
 * fetching every result's fragment for its title.
 */
function writePageTitles(output) {
  const titles = {};
  const fragments = path.join(output, 'fragment');
  for (const file of fs.readdirSync(fragments)) {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(fragments, file))).toString('utf8');
    if (!text.startsWith(FRAGMENT_SIGNATURE)) {
      throw new Error(
        `search index: ${file} is not a Pagefind 1.x fragment; update writePageTitles in build/search-index.mjs for this Pagefind version.`,
      );
    }
    const { url, meta } = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length));
    const id = file.replace(/\.pf_fragment$/, '');
    const language = id.replace(/_[^_]*$/, '');
    (titles[language] ??= {})[id] = meta.name ? [url, meta.title, meta.name] : [url, meta.title];
  }
  for (const [language, pages] of Object.entries(titles)) {
    fs.writeFileSync(path.join(output, `titles.${language}.json`), JSON.stringify(pages));
  }
}

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
    writePageTitles(output);
    // Pagefind's ready-made interfaces are not used (the site has its own dialog): they are not shipped.
    for (const file of fs.readdirSync(output)) {
      if (/-ui\.(js|css)$/.test(file) || file === 'pagefind-highlight.js') {
        fs.rmSync(path.join(output, file));
      }
    }
    const files = fs
      .readdirSync(output, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(output, file)).isFile());
    const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(output, file)).size, 0);
    return { pages: added.page_count, files: files.length, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    await pagefind.close();
  }
}
