/**
 * The part of `npm run build`'s postbuild (scripts/postbuild.ts) that reads the sources rather than the exported
 * pages: the sitemap, robots.txt, llms.txt and the full texts, the Markdown copies of the pages, the API pages' JSON
 * and the blog feed. Postbuild runs it in a process of its own, beside its steps over the HTML.
 */
import path from 'node:path';
import { docsConfig } from '../src/config';
import { apiIndex, apiPageDescription, contentIndex, readApiPage, siteTree } from '../src/site';
import { writeApiJsonFiles } from '../build/api-json';
import { installedVersion } from '../build/demos/sandbox.mjs';
import { writeSiteFiles } from '../build/site-files';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, process.env.DOCS_DIST_DIR ?? 'out');

const trees = { en: siteTree('en'), zh: siteTree('zh') };
const json = writeApiJsonFiles({ outDir, tree: trees.en, origin: docsConfig.siteOrigin, versionOf: installedVersion });

// The API reference pages (generated from the packages' types) are pages of the site like the others.
const entries = [...apiIndex().values()];
const apiPages = Object.fromEntries(
  entries.map((entry) => [
    entry.path,
    {
      file: `.generated/api/${entry.file}`,
      description: apiPageDescription(entry, 'en'),
      json: json.paths.has(entry.path),
    },
  ]),
);
const materialApi = new Map(
  entries
    .filter((entry) => entry.packageName === '@mui/material' || entry.packageName === '@mui/lab')
    .map((entry) => [entry.name, entry]),
);
const files = writeSiteFiles({
  outDir,
  root,
  trees,
  index: contentIndex,
  apiPages,
  componentApi: (name) => {
    const entry = materialApi.get(name);
    return entry ? { path: entry.path, data: readApiPage(entry) } : undefined;
  },
  versions: { main: installedVersion('@mui/material'), x: installedVersion('@mui/x-data-grid') },
  origin: docsConfig.siteOrigin,
  productName: docsConfig.productName,
});
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `postbuild: sitemap.xml and llms.txt with ${files.pages} pages, ${files.markdown} Markdown copies, ${json.paths.size} API pages as JSON (${kib(json.bytes)}), robots.txt, feed/blog/rss.xml`,
);
console.log(
  `postbuild: full texts for language models: ${files.fullTexts.map((file) => `${file.file} ${kib(file.bytes)}`).join(', ')}`,
);
