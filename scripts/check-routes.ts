/**
 * `npm run check:routes`: how much of the inventory has content. For each area, pages with content out of the
 * pages in the navigation (see `route-coverage.ts`), then the missing ones with the file to create.
 * Exits 0 unless `--strict`, which fails below 100% (the test `tests/out/routes.test.ts` holds the site to 100%).
 */
import { contentFileOfPath } from '../src/core/paths';
import { isApiPath } from '../src/core/paths';
import { routeCoverage } from '../build/route-coverage';

const strict = process.argv.includes('--strict');
const verbose = !process.argv.includes('--summary');

let missingCount = 0;
for (const { label, pages, missing } of routeCoverage()) {
  const done = pages.length - missing.length;
  console.log(`${label}: ${done}/${pages.length} pages have content (${((done / pages.length) * 100).toFixed(1)}%)`);
  if (verbose) {
    for (const pathname of missing) {
      console.log(
        isApiPath(pathname)
          ? `  missing ${pathname}/  →  no generated API data (npm run generate)`
          : `  missing ${pathname}/  →  data/${contentFileOfPath(pathname)}`,
      );
    }
  }
  missingCount += missing.length;
}
if (strict && missingCount > 0) {
  process.exit(1);
}
