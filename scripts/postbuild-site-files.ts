/**
 * The part of `npm run build`'s postbuild (scripts/postbuild.ts) that reads the sources rather than the exported
 * pages: the sitemap, robots.txt, llms.txt, the Markdown copies of the pages and the blog feed. Postbuild runs it in
 * a process of its own, beside its steps over the HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import contentIndex from '../.generated/content-index.json';
import extraNav from '../.generated/extra-nav.json';
import { pages as mainPages } from '../data/pages';
import { pages as xPages } from '../data/x/pages';
import { docsConfig } from '../src/config';
import type { NavNode } from '../src/core/navigation';
import type { ContentIndex } from '../src/core/content';
import { siteTree } from '../src/routes/siteData';
import { writeSiteFiles } from '../build/site-files';
import enCatalog from '../translations/translations.json';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, process.env.DOCS_DIST_DIR ?? 'out');

// The API reference pages (generated from the packages' types) are pages of the site like the others.
const apiNav = JSON.parse(fs.readFileSync(path.join(root, '.generated/api/nav.json'), 'utf8')) as { main: NavNode[]; x: NavNode[] };
const apiEntries = JSON.parse(fs.readFileSync(path.join(root, '.generated/api/index.json'), 'utf8')) as Array<{ path: string; name: string; packageName: string; file: string }>;
const apiMessages = (enCatalog as { api: Record<string, string> }).api;
const apiPages = Object.fromEntries(
  apiEntries.map((entry) => [
    entry.path,
    {
      file: `.generated/api/${entry.file}`,
      description: (entry.file.endsWith('/index.json') ? apiMessages.indexDescription : apiMessages.pageDescription)
        .replace('{name}', entry.name)
        .replace('{package}', entry.packageName),
    },
  ]),
);
const navigation: NavNode[] = [...mainPages, ...(extraNav as NavNode[]), ...apiNav.main, ...xPages, ...apiNav.x];
const files = writeSiteFiles({
  outDir,
  root,
  trees: { en: siteTree(navigation, 'all', 'en'), zh: siteTree(navigation, 'all', 'zh') },
  index: contentIndex as ContentIndex,
  apiPages,
  origin: docsConfig.siteOrigin,
  productName: docsConfig.productName,
});
console.log(`postbuild: sitemap.xml and llms.txt with ${files.pages} pages, ${files.markdown} Markdown copies, robots.txt, feed/blog/rss.xml`);
