import fs from 'node:fs';
import path from 'node:path';
import { pages as mainPages } from '../../../data/pages';
import { flattenPages } from '../../../src/core/navigation';
import { contentFileOfPath } from '../../../src/core/paths';

/** Pages of top-level sections of the main area whose MDX has a live demo, in reading order. */
export function pagesWithDemos(sections: readonly string[]): string[] {
  return flattenPages(mainPages.filter((node) => sections.includes(node.pathname)))
    .map((page) => page.pathname)
    .filter((pathname) => {
      const file = path.resolve(__dirname, '../../../data', contentFileOfPath(pathname));
      return fs.existsSync(file) && /<Demo\s/.test(fs.readFileSync(file, 'utf8'));
    });
}
