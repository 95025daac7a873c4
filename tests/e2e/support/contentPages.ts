import fs from 'node:fs';
import path from 'node:path';
import { pages as mainPages } from '../../../data/pages';
import { pages as xPages } from '../../../data/x/pages';
import { flattenPages } from '../../../src/core/navigation';
import { contentFileOfPath, isAnchorHref, isExternalHref } from '../../../src/core/paths';

/** Whether the page's MDX places a live demo. */
function hasDemo(pathname: string): boolean {
  const file = path.resolve(__dirname, '../../../data', contentFileOfPath(pathname));
  return fs.existsSync(file) && /<Demo\s/.test(fs.readFileSync(file, 'utf8'));
}

/** Pages of top-level sections of the main area whose MDX has a live demo, in reading order. */
export function pagesWithDemos(sections: readonly string[]): string[] {
  return flattenPages(mainPages.filter((node) => sections.includes(node.pathname)))
    .map((page) => page.pathname)
    .filter(hasDemo);
}

/** Every page of the `/x/` area whose MDX has a live demo, in reading order (outbound links left out). */
export function xPagesWithDemos(): string[] {
  return flattenPages(xPages)
    .map((page) => page.pathname)
    .filter((pathname) => !isExternalHref(pathname) && !isAnchorHref(pathname))
    .filter(hasDemo);
}
