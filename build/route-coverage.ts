/**
 * How much of the inventory has content: for each area, the navigation's pages (the inventory of ../shared/routes,
 * mirrored in `data/pages.ts` and `data/x/pages.ts`) and those without content: no MDX file or, for API reference
 * pages, no generated data in `.generated/api/` (written by `npm run generate`). Used by `npm run check:routes`
 * and by the test that keeps the whole inventory built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenPages, type NavNode } from '../src/core/navigation';
import { contentFileOfPath, isApiPath } from '../src/core/paths';
import { apiIndex, inventoryTree } from '../src/site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export interface AreaCoverage {
  label: string;
  /** Every page of the area's navigation, in reading order. */
  pages: string[];
  /** The pages without content. */
  missing: string[];
}

function coverage(label: string, tree: readonly NavNode[]): AreaCoverage {
  const pages = flattenPages(tree).map((page) => page.pathname);
  const missing = pages.filter((pathname) =>
    isApiPath(pathname)
      ? !apiIndex().has(pathname)
      : !fs.existsSync(path.join(root, 'data', contentFileOfPath(pathname))),
  );
  return { label, pages, missing };
}

export const routeCoverage = (): AreaCoverage[] => [
  coverage('main area', inventoryTree('main')),
  coverage('/x/ area', inventoryTree('x')),
];
