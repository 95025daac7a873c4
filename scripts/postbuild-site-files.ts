/**
 * The part of `npm run build`'s postbuild (scripts/postbuild.ts) that reads the sources rather than the exported
 * pages: the sitemap, robots.txt, llms.txt, the Markdown copies of the pages and the blog feed. Postbuild runs it in
 * a process of its own, beside its steps over the HTML.
 */
import path from 'node:path';
import { docsConfig } from '../src/config';
import { apiIndex, apiPageDescription, contentIndex, siteTree } from '../src/site';
import { writeSiteFiles } from '../build/site-files';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, process.env.DOCS_DIST_DIR ?? 'out');

// The API reference pages (generated from the packages' types) are pages of the site like the others.
const apiPages = Object.fromEntries(
  [...apiIndex().values()].map((entry) => [
    entry.path,
    { file: `.generated/api/${entry.file}`, description: apiPageDescription(entry, 'en') },
  ]),
);
const files = writeSiteFiles({
  outDir,
  root,
  trees: { en: siteTree('en'), zh: siteTree('zh') },
  index: contentIndex,
  apiPages,
  origin: docsConfig.siteOrigin,
  productName: docsConfig.productName,
});
console.log(
  `postbuild: sitemap.xml and llms.txt with ${files.pages} pages, ${files.markdown} Markdown copies, robots.txt, feed/blog/rss.xml`,
);
