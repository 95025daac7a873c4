/**
 * `npm run check:routes`: how much of the inventory has content. For each area, pages with an MDX file (or, for
 * API reference pages, generated data in `.generated/api/`, written by `npm run generate`) out of the pages in the
 * navigation (written from ../shared/routes), then the missing ones with the file to create.
 * Exits 0 unless `--strict`, which fails below 100%.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pages as mainPages } from '../data/pages';
import { pages as xPages } from '../data/x/pages';
import { flattenPages, type NavNode } from '../src/core/navigation';
import { contentFileOfPath } from '../src/core/paths';
import { apiIndex } from '../src/api/serverData';

const root = path.resolve(import.meta.dirname, '..');
const isApiPath = (pathname: string) => /^(\/x)?\/api\//.test(pathname);
const strict = process.argv.includes('--strict');
const verbose = !process.argv.includes('--summary');

function coverage(label: string, tree: NavNode[]) {
  const pages = flattenPages(tree);
  const missing = pages.filter((page) =>
    isApiPath(page.pathname) ? !apiIndex().has(page.pathname) : !fs.existsSync(path.join(root, 'data', contentFileOfPath(page.pathname))),
  );
  const done = pages.length - missing.length;
  console.log(`${label}: ${done}/${pages.length} pages have content (${((done / pages.length) * 100).toFixed(1)}%)`);
  if (verbose) {
    for (const page of missing) {
      console.log(
        isApiPath(page.pathname)
          ? `  missing ${page.pathname}/  →  no generated API data (npm run generate)`
          : `  missing ${page.pathname}/  →  data/${contentFileOfPath(page.pathname)}`,
      );
    }
  }
  return missing.length;
}

const missing = coverage('main area', mainPages) + coverage('/x/ area', xPages);
if (strict && missing > 0) {
  process.exit(1);
}
