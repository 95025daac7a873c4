/**
 * After `next build`: files of out/ that come from the whole site rather than one page.
 * - `_redirects`: the legacy paths that lead to existing pages, for hosts that read the file;
 * - the sitemap, robots.txt, llms.txt, the Markdown copies of the pages and the blog feed (`scripts/site-files.ts`);
 * - V8's compile hint on the scripts pages load at start (`scripts/compile-hints.mjs`);
 * - the pages' inline scripts made the same on every page (`scripts/inline-scripts.ts`), and `_headers`: the
 *   Content-Security-Policy with their hashes and the other security headers (`src/core/securityHeaders.ts`);
 * - the search index of the articles (`scripts/search-index.mjs`);
 * - last, as it precaches what the steps before wrote (the search index included): the `/x/` service workers
 *   and manifests (`scripts/service-worker.mjs`).
 */
import fs from 'node:fs';
import path from 'node:path';
import contentIndex from '../.generated/content-index.json';
import { redirects } from '../data/redirects';
import { LANGUAGES } from '../src/core/i18n';
import { activeRedirects, redirectsFile } from '../src/core/redirects';
import extraNav from '../.generated/extra-nav.json';
import { pages as mainPages } from '../data/pages';
import { pages as xPages } from '../data/x/pages';
import { docsConfig } from '../src/config';
import { parseOrigins } from '../src/core/config';
import type { NavNode } from '../src/core/navigation';
import type { ContentIndex } from '../src/routes/contentTypes';
import { siteTree } from '../src/routes/siteData';
import { addCompileHints } from './compile-hints.mjs';
import { prepareInlineScripts } from './inline-scripts';
import { writeSearchIndex } from './search-index.mjs';
import { writeServiceWorkers } from './service-worker.mjs';
import { writeSiteFiles } from './site-files';
import { THEME_COLORS } from '../src/providers/theme';
import { CODESANDBOX_DEFINE_URL, STACKBLITZ_RUN_URL } from '../src/demos/sandboxProject';
import { contentSecurityPolicy, headersFile, siteHeaderRules, type SiteScriptFacts } from '../src/core/securityHeaders';
import enCatalog from '../translations/translations.json';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, process.env.DOCS_DIST_DIR ?? 'out');

const active = activeRedirects(redirects, (pathname) => Object.hasOwn(contentIndex, pathname));
fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(active, LANGUAGES));
console.log(`postbuild: _redirects with ${active.length} of ${redirects.length} redirects (the rest wait for their target page)`);

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
  trees: { en: siteTree(navigation, 'postbuild:en', 'en'), zh: siteTree(navigation, 'postbuild:zh', 'zh') },
  index: contentIndex as ContentIndex,
  apiPages,
  origin: docsConfig.siteOrigin,
  productName: docsConfig.productName,
});
console.log(`postbuild: sitemap.xml and llms.txt with ${files.pages} pages, ${files.markdown} Markdown copies, robots.txt, feed/blog/rss.xml`);

const hints = addCompileHints(outDir);
console.log(`postbuild: compile hint on ${hints.files} initial scripts (${hints.changed} added)`);

// Before the search index and the service workers, which precache the pages as this step leaves them.
const inline = prepareInlineScripts(outDir);
for (const text of inline.unrecognized) {
  console.warn(`postbuild: warning: a Turbopack bootstrap of an unknown shape stays inline (its hash joins the policy): ${text.slice(0, 120)}`);
}
const siteFacts: SiteScriptFacts = {
  scriptHashes: inline.scripts.map((script) => script.hash),
  // The search dialog runs Pagefind, whose engine is WebAssembly (the index is written below, after this step).
  webAssembly: true,
  formActions: [CODESANDBOX_DEFINE_URL, STACKBLITZ_RUN_URL],
  adNetworkOrigins: parseOrigins(process.env.DOCS_AD_NETWORK_ORIGINS),
};
fs.writeFileSync(path.join(outDir, '_headers'), headersFile(siteHeaderRules(docsConfig, siteFacts)));
console.log(
  `postbuild: _headers with a Content-Security-Policy of ${contentSecurityPolicy(docsConfig, siteFacts).length} characters: ${inline.scripts.length} inline scripts allowed by hash (${inline.rewrittenPages} of ${inline.pages} pages' Turbopack bootstrap moved to a data block)`,
);

async function writeIndexAndWorkers() {
  const search = await writeSearchIndex(outDir);
  console.log(
    `postbuild: search index of ${search.pages} pages in ${search.seconds.toFixed(1)} s: ${search.files} files, ${(search.bytes / 1024).toFixed(0)} KiB`,
  );
  for (const worker of await writeServiceWorkers({ outDir, productName: docsConfig.productName, themeColors: THEME_COLORS })) {
    console.log(
      `postbuild: ${worker.scope}sw.js precaches ${worker.precached} files (${(worker.bytes / 1024 / 1024).toFixed(1)} MiB) and fetches ${worker.demoChunks} demo chunks (${(worker.demoBytes / 1024 / 1024).toFixed(1)} MiB) and ${worker.pages} pages after activation`,
    );
  }
}

writeIndexAndWorkers().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
