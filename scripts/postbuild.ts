/**
 * After `next build`: files of out/ that come from the whole site rather than one page.
 * - `_redirects`: the legacy paths that lead to existing pages, for hosts that read the file;
 * - the sitemap, robots.txt, llms.txt, the Markdown copies of the pages and the blog feed (`build/site-files.ts`,
 *   run by `scripts/postbuild-site-files.ts` in a process of its own beside the steps below: it reads the sources,
 *   not the exported pages, and took a third of this script's time on one core);
 * - V8's compile hint on the scripts pages load at start (`build/compile-hints.mjs`);
 * - the pages' inline scripts made the same on every page, and their deferred scripts added after the first paint
 *   (`build/inline-scripts.ts`, `build/start-scripts.mjs`), and `_headers`: the
 *   Content-Security-Policy with their hashes and the other security headers (`src/core/securityHeaders.ts`);
 * - the search index of the articles (`build/search-index.mjs`);
 * - last, as it precaches what the steps before wrote (the search index included): the `/x/` service workers
 *   and manifests (`build/service-worker.mjs`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import contentIndex from '../.generated/content-index.json';
import { redirects } from '../data/redirects';
import { LANGUAGES } from '../src/core/i18n';
import { activeRedirects, redirectsFile } from '../src/core/redirects';
import { docsConfig } from '../src/config';
import { parseOrigins } from '../src/core/config';
import { addCompileHints } from '../build/compile-hints.mjs';
import { copyGeneratedAssets } from '../build/generated-assets.mjs';
import { prepareInlineScripts } from '../build/inline-scripts';
import { writeSearchIndex } from '../build/search-index.mjs';
import { writeServiceWorkers } from '../build/service-worker.mjs';
import { THEME_COLORS } from '../src/core/head';
import { CODESANDBOX_DEFINE_URL, STACKBLITZ_RUN_URL } from '../src/core/sandboxes';
import { contentSecurityPolicy, headersFile, siteHeaderRules, type SiteScriptFacts } from '../src/core/securityHeaders';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, process.env.DOCS_DIST_DIR ?? 'out');

/** Runs a step of postbuild in a process of its own, beside the steps over the exported pages. */
function childStep(script: string, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, script)], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`postbuild: the ${what} step failed (exit code ${code})`)),
    );
  });
}
// First: the later steps (the service workers' precache lists) see the export whole.
console.log(
  `postbuild: ${copyGeneratedAssets(outDir)} generated files (fonts, icon data, demos' JavaScript) copied from .generated/public/`,
);

const siteFiles = childStep('postbuild-site-files.ts', 'site files');

const active = activeRedirects(redirects, (pathname) => Object.hasOwn(contentIndex, pathname));
fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(active, LANGUAGES));
console.log(
  `postbuild: _redirects with ${active.length} of ${redirects.length} redirects (the rest wait for their target page)`,
);

const hints = addCompileHints(outDir);
console.log(`postbuild: compile hint on ${hints.files} initial scripts (${hints.changed} added)`);

// Before the search index and the service workers, which precache the pages as this step leaves them.
const inline = prepareInlineScripts(outDir);
for (const text of inline.unrecognized) {
  console.warn(
    `postbuild: warning: a Turbopack bootstrap of an unknown shape stays inline (its hash joins the policy): ${text.slice(0, 120)}`,
  );
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
  `postbuild: _headers with a Content-Security-Policy of ${contentSecurityPolicy(docsConfig, siteFacts).length} characters: ${inline.scripts.length} inline scripts allowed by hash (${inline.rewrittenPages} of ${inline.pages} pages' Turbopack bootstrap moved to a data block; ${inline.startListPages} pages' deferred scripts listed for after the first paint)`,
);

async function writeIndexAndWorkers() {
  const search = await writeSearchIndex(outDir);
  console.log(
    `postbuild: search index of ${search.pages} pages in ${search.seconds.toFixed(1)} s: ${search.files} files, ${(search.bytes / 1024).toFixed(0)} KiB`,
  );
  for (const worker of await writeServiceWorkers({
    outDir,
    productName: docsConfig.productName,
    themeColors: THEME_COLORS,
  })) {
    console.log(
      `postbuild: ${worker.scope}sw.js precaches ${worker.precached} files (${(worker.bytes / 1024 / 1024).toFixed(1)} MiB) and fetches ${worker.searchFragments} search fragments (${(worker.searchBytes / 1024 / 1024).toFixed(1)} MiB), ${worker.demoChunks} demo chunks (${(worker.demoBytes / 1024 / 1024).toFixed(1)} MiB) and ${worker.pages} pages after activation`,
    );
  }
}

Promise.all([writeIndexAndWorkers(), siteFiles]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
