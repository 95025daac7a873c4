// The offline-capable /x/ area: one service worker per scope (`/x/sw.js`, `/zh/x/sw.js`: a worker controls only
// the paths under its own folder, and static hosts do not send the header that would widen it), generated after
// the export with Workbox's `generateSW` over out/ (the webpack plugin cannot see the exported pages, and
// Turbopack ignores it anyway), plus the web app manifest of each scope.
//
// What each worker does:
// - install: precaches the shell (icons, manifest, search, the fonts its pages link) and every hashed asset of the
//   build but the chunks only demos load, so any page's scripts and styles are there offline and the install stays
//   short however many demos the area has;
// - pages: HTML navigations and Next's page data are network first (fresh when online, so a deploy is never
//   hidden behind a stale copy), from the cache when offline; hashed assets are cache first (a demo chunk not
//   cached yet is cached when a demo first loads it);
// - after activation, when a page of the scope asks (`DOCS_CACHE_PAGES`), it fetches the chunks of the scope's
//   demos into the demos cache, then every page of its scope and its data into the pages cache, in the
//   background, once per build, without blocking the reader;
// - a new worker skips waiting and claims the open pages; the page reloads itself (see src/offline/register.ts).
//
// Across a deploy: the pages cache is named after the build (`docs-x-pages-<buildId>`) and only ever holds pages
// of that build (a page another build's HTML answered is not stored), because a page names the scripts of its
// own build and the new worker's precache drops the old build's. On activation a worker deletes the pages caches
// of other builds; its precache drops the old build's files; its background fetch drops the old demos' chunks.
import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { linkedStylesheets } from './page-weight.mjs';
import { CACHE_PAGES_MESSAGE, MANIFEST_FILE, OFFLINE_SCOPES, SERVICE_WORKER_FILE } from '../src/core/facts/offline.mjs';

// How the worker reads a message from a page: only `{ type: 'DOCS_CACHE_PAGES' }` asks it to cache its scope's pages;
// anything else (another script's message, a primitive, null) is ignored. Kept as source the worker embeds, so the
// worker and `isCachePagesMessage` (which the tests check) are the same code.
const CACHE_PAGES_MESSAGE_TEST = `function docsIsCachePagesMessage(data) {
  return typeof data === 'object' && data !== null && data.type === ${JSON.stringify(CACHE_PAGES_MESSAGE)};
}`;
/** @type {(data: unknown) => boolean} */
export const isCachePagesMessage = new Function(`${CACHE_PAGES_MESSAGE_TEST}\nreturn docsIsCachePagesMessage;`)();

/** Site paths of the exported pages under a scope (`/x/introduction/`), from out/. */
export function pagesOfScope(outDir, scope) {
  const dir = path.join(outDir, scope);
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `${scope}${file.slice(0, -'index.html'.length).split(path.sep).join('/')}`)
    .sort();
}

/** Next's build id, read from out/_next/static/<id>/_buildManifest.js. */
export function buildIdOf(outDir) {
  const staticDir = path.join(outDir, '_next/static');
  const id = fs.readdirSync(staticDir).find((name) => fs.existsSync(path.join(staticDir, name, '_buildManifest.js')));
  if (!id) {
    throw new Error('service worker: no _buildManifest.js under out/_next/static');
  }
  return id;
}

/** The page data Next fetches on a client-side navigation to a page: `/_next/data/<id>/x/introduction.json`. */
export function pageDataUrl(buildId, pagePath) {
  const trimmed = pagePath.replace(/\/$/, '');
  return `/_next/data/${buildId}${trimmed === '' ? '/index' : trimmed}.json`;
}

/** The pages cache of one build of a scope: `docs-x-pages-<buildId>`, one of the family `docs-x-pages`. */
export function pagesCacheName(family, buildId) {
  return `${family}-${buildId}`;
}

/**
 * The script the worker imports: the scope's pages and its demos' chunks, the background fetch of them into
 * their caches, and the removal of other builds' pages. Kept small and plain (it runs inside the worker, not
 * through the bundler). `cacheName` is this build's pages cache, `cacheFamily` the prefix every build's pages
 * cache of the scope shares (the unsuffixed name is that of workers from before pages caches were per build).
 * `searchFragments` are the search results' fragments of the scope's language (`/pagefind/fragment/en_….pf_fragment`):
 * fetched first, into `searchCacheName`, so that search works offline in full soon after activation.
 * @param {{ pages: string[], buildId: string, cacheName: string, cacheFamily?: string, outDir: string, demoChunks?: string[], demosCacheName?: string, searchFragments?: string[], searchCacheName?: string }} options
 */
export function pagesScript({
  pages,
  buildId,
  cacheName,
  cacheFamily = cacheName,
  outDir,
  demoChunks = [],
  searchFragments = [],
  // Not under the pages family's prefix: a later build deletes every cache named `<family>-…` but its own.
  demosCacheName = `${cacheFamily.replace(/-pages$/, '')}-demos`,
  searchCacheName = `${cacheFamily.replace(/-pages$/, '')}-search`,
}) {
  const urls = pages.flatMap((page) => {
    const data = pageDataUrl(buildId, page);
    return fs.existsSync(path.join(outDir, data)) ? [page, data] : [page];
  });
  return `// Generated by build/service-worker.mjs: the pages of this scope and its demos' chunks, fetched into the
// caches after activation.
const DOCS_PAGES = ${JSON.stringify(urls)};
const DOCS_PAGES_CACHE = ${JSON.stringify(cacheName)};
const DOCS_PAGES_CACHE_FAMILY = ${JSON.stringify(cacheFamily)};
const DOCS_DEMO_CHUNKS = ${JSON.stringify(demoChunks.map((file) => `/${file}`))};
const DOCS_DEMOS_CACHE = ${JSON.stringify(demosCacheName)};
const DOCS_SEARCH_FRAGMENTS = ${JSON.stringify(searchFragments)};
const DOCS_SEARCH_CACHE = ${JSON.stringify(searchCacheName)};
const DOCS_BUILD = ${JSON.stringify(buildId)};
const DOCS_BUILD_KEY = '/__docs-offline-build__';
let docsCaching = null;

/**
 * The response if it may be cached as a page or data of this build, else null: a 200, and for HTML one whose
 * Next data names this build. A page of another deploy names scripts this worker's caches do not hold (offline it
 * would ask for them in vain); its own worker caches it.
 */
async function docsSameBuild(response) {
  if (!response || response.status !== 200) {
    return null;
  }
  if (!(response.headers.get('content-type') || '').includes('text/html')) {
    return response;
  }
  const html = await response.clone().text();
  const at = html.lastIndexOf('"buildId":"');
  if (at === -1) {
    return response;
  }
  const start = at + '"buildId":"'.length;
  return html.slice(start, html.indexOf('"', start)) === DOCS_BUILD ? response : null;
}

/** Deletes the pages caches of the scope's other builds: their pages name scripts this build's caches dropped. */
async function docsDropOtherBuilds() {
  const names = await caches.keys();
  const others = names.filter(
    (name) => name !== DOCS_PAGES_CACHE && (name === DOCS_PAGES_CACHE_FAMILY || name.startsWith(DOCS_PAGES_CACHE_FAMILY + '-')),
  );
  await Promise.all(others.map((name) => caches.delete(name)));
}

/** Whether this worker is its registration's active one (an older worker still finishing must not delete). */
function docsIsActive() {
  return Boolean(self.serviceWorker) && self.registration.active === self.serviceWorker;
}

/**
 * Fetches the URLs into the cache, a few at a time; false if one could not be fetched (offline again, or the host
 * now serves another build: its worker takes over).
 */
async function docsFetchAll(cache, urls, skipCached) {
  const queue = urls.slice();
  let complete = true;
  const worker = async () => {
    while (queue.length > 0) {
      const url = queue.shift();
      if (skipCached && (await cache.match(url))) {
        continue;
      }
      try {
        const response = await docsSameBuild(await fetch(url, { credentials: 'same-origin', cache: 'no-cache' }));
        if (!response) {
          throw new Error(url + ': not a file of build ' + DOCS_BUILD);
        }
        await cache.put(url, response);
      } catch (error) {
        // Offline again or another build is served: fetched on the next request for the pages, or by the next
        // build's worker.
        complete = false;
        queue.length = 0;
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return complete;
}

/** Opens a cache of files named by content and drops those of it this build does not list. */
async function docsKeepOnly(name, urls) {
  const cache = await caches.open(name);
  const wanted = new Set(urls);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) {
      await cache.delete(request);
    }
  }
  return cache;
}

async function docsCachePages() {
  if (docsIsActive()) {
    await docsDropOtherBuilds();
  }
  const cache = await caches.open(DOCS_PAGES_CACHE);
  const marker = await cache.match(DOCS_BUILD_KEY);
  if (marker && (await marker.text()) === DOCS_BUILD) {
    return;
  }
  // The search results' fragments, then the demos' chunks (both named by content: one cached already is kept, older
  // builds' ones are dropped), then every page of this build not cached yet (the cache holds this build's pages only).
  const search = await docsKeepOnly(DOCS_SEARCH_CACHE, DOCS_SEARCH_FRAGMENTS);
  const demos = await docsKeepOnly(DOCS_DEMOS_CACHE, DOCS_DEMO_CHUNKS);
  if (
    (await docsFetchAll(search, DOCS_SEARCH_FRAGMENTS, true)) &&
    (await docsFetchAll(demos, DOCS_DEMO_CHUNKS, true)) &&
    (await docsFetchAll(cache, DOCS_PAGES, true))
  ) {
    await cache.put(DOCS_BUILD_KEY, new Response(DOCS_BUILD));
  }
  // An older worker still answering a request when this one activated may have written its cache again.
  if (docsIsActive()) {
    await docsDropOtherBuilds();
  }
}

${CACHE_PAGES_MESSAGE_TEST}

self.addEventListener('activate', (event) => {
  event.waitUntil(docsDropOtherBuilds());
});

self.addEventListener('message', (event) => {
  if (docsIsCachePagesMessage(event.data)) {
    docsCaching = docsCaching || docsCachePages().finally(() => {
      docsCaching = null;
    });
    event.waitUntil(docsCaching);
  }
});
`;
}

/**
 * The lazy imports' loaders in a client chunk Turbopack wrote, each as its module id and the chunks it loads, as
 * written (`static/chunks/a.js`): `80614,s=>{s.v(t=>Promise.all(["static/chunks/a.js",…]`.
 * @param {string} code
 * @returns {Array<[string, string[]]>}
 */
export function chunkLoaders(code) {
  return [...code.matchAll(/(\d+),\w+=>\{\w+\.v\(\w+=>Promise\.all\(\[((?:"[^"\]]+",?)*)\]/g)].map(([, id, list]) => [
    id,
    [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]),
  ]);
}

/**
 * The chunks only demos load, read from the demo registry Turbopack compiled (each page with demos → `X.A(<loader>)`,
 * each loader → its chunk list, as in `"demoPages",0,{"getting-started/usage":()=>s.A(80614),…}` and
 * `80614,s=>{s.v(t=>Promise.all(["static/chunks/a.js",…]`). A chunk that any other loader (search, settings, ads)
 * or the scope's own HTML names is not one of them: it is precached. Of the rest, `own` are those the scope's
 * demos load (fetched after activation) and `others` those only other areas' demos load (the main area's demos are
 * no part of the offline `/x/`: left out). If the registry cannot be read, both are empty and everything is
 * precached: precaching too much is safe, too little is not.
 * Returns paths relative to out/ (`_next/static/chunks/a.js`). `html` is the HTML of the scope's pages (`pagesHtml`).
 */
export function demoChunks(outDir, scope, html = pagesHtml(outDir, pagesOfScope(outDir, scope))) {
  const chunksDir = path.join(outDir, '_next/static/chunks');
  if (!fs.existsSync(chunksDir)) {
    return { own: [], others: [] };
  }
  const area = scope.replace(/^\/(zh\/)?/, '');
  const loaders = new Map();
  /** Page with demos → the id of its demo module's loader. */
  const demoPages = new Map();
  for (const file of fs
    .readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(chunksDir, file), 'utf8');
    for (const [id, chunks] of chunkLoaders(code)) {
      loaders.set(
        id,
        chunks.map((chunk) => `_next/${chunk}`),
      );
    }
    for (const [, registry] of code.matchAll(/"demoPages",\d+,\{([^}]*)\}/g)) {
      for (const [, page, id] of registry.matchAll(/"([^"]+)":\(\)=>[\w$]+\.A\((\d+)\)/g)) {
        demoPages.set(page, id);
      }
    }
  }
  const ownIds = new Set([...demoPages].filter(([page]) => page.startsWith(area)).map(([, id]) => id));
  const otherIds = new Set([...demoPages].filter(([page]) => !page.startsWith(area)).map(([, id]) => id));
  if (ownIds.size === 0 && otherIds.size === 0) {
    return { own: [], others: [] };
  }
  const shell = new Set();
  for (const [id, chunks] of loaders) {
    if (!ownIds.has(id) && !otherIds.has(id)) {
      chunks.forEach((chunk) => shell.add(chunk));
    }
  }
  for (const page of html) {
    for (const [, src] of page.matchAll(/"\/(_next\/static\/[^"]+\.js)"/g)) {
      shell.add(src);
    }
  }
  const chunksOf = (ids) =>
    new Set([...ids].flatMap((id) => loaders.get(id) ?? []).filter((chunk) => !shell.has(chunk)));
  const own = chunksOf(ownIds);
  const others = [...chunksOf(otherIds)].filter((chunk) => !own.has(chunk));
  return { own: [...own].sort(), others: others.sort() };
}

/**
 * The HTML of pages (`pagesOfScope`), read once for the steps that look into a scope's pages (`demoChunks`,
 * `fontsOfScope`).
 */
export function pagesHtml(outDir, pages) {
  return pages.map((page) => fs.readFileSync(path.join(outDir, page, 'index.html'), 'utf8'));
}

/**
 * The font files a scope's pages use: the stylesheets under /fonts/ that a page of the scope links (a demo's icon
 * font, or a configured self-hosted stylesheet) and the files those stylesheets name. Paths relative to out/. The
 * site's own text uses the system's fonts, so for most scopes this is empty: the icon fonts of the main area's
 * icon pages (0.8 MiB) are no part of an offline /x/. `html` is the HTML of the scope's pages (`pagesHtml`).
 */
export function fontsOfScope(outDir, scope, html = pagesHtml(outDir, pagesOfScope(outDir, scope))) {
  const sheets = new Set(
    html
      .flatMap(linkedStylesheets)
      .map((href) => href.slice(1))
      .filter((file) => /^fonts\/[\w.-]+\.css$/.test(file) && fs.existsSync(path.join(outDir, file))),
  );
  const files = new Set(sheets);
  for (const sheet of sheets) {
    const css = fs.readFileSync(path.join(outDir, sheet), 'utf8');
    for (const [, url] of css.matchAll(/url\(\s*['"]?([^'")]+?)['"]?\s*\)/g)) {
      const file = path.posix.join(path.posix.dirname(sheet), url);
      if (!/^[a-z]+:/i.test(url) && fs.existsSync(path.join(outDir, file))) {
        files.add(file);
      }
    }
  }
  return [...files].sort();
}

/** The search results' fragments of a language, as URLs: `/pagefind/fragment/en_10b5a86.pf_fragment`. */
export function searchFragmentsOf(outDir, language) {
  const dir = path.join(outDir, 'pagefind/fragment');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.startsWith(`${language}_`))
        .sort()
        .map((file) => `/pagefind/fragment/${file}`)
    : [];
}

/** The web app manifest of a scope. */
export function manifestOf({ scope, language, productName, themeColors }) {
  const zh = language === 'zh';
  return {
    id: scope,
    name: zh ? `${productName} X 文档` : `${productName} X documentation`,
    short_name: `${productName} X`,
    description: zh
      ? 'Data Grid、日期和时间选择器、图表与树视图的文档，可离线阅读。'
      : 'Docs of the Data Grid, Date and Time Pickers, Charts and Tree View, readable offline.',
    lang: zh ? 'zh-CN' : 'en',
    // The area's overview (the scope's own index only redirects there).
    start_url: `${scope}introduction/`,
    scope,
    display: 'standalone',
    background_color: themeColors.light,
    theme_color: themeColors.light,
    // Chromium's per-scheme colours for an installed app; other browsers use the two above.
    user_preferences: { color_scheme_dark: { background_color: themeColors.dark, theme_color: themeColors.dark } },
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** Writes each scope's manifest, page list and worker into out/; returns figures for the build log. */
export async function writeServiceWorkers({ outDir, productName, themeColors }) {
  const buildId = buildIdOf(outDir);
  const results = [];
  for (const { scope, language } of OFFLINE_SCOPES) {
    const pages = pagesOfScope(outDir, scope);
    if (pages.length === 0) {
      continue;
    }
    const dir = path.join(outDir, scope);
    const cacheId = `docs${scope.replace(/\//g, '-').replace(/-$/, '')}`;
    const pagesCacheFamily = `${cacheId}-pages`;
    const pagesCache = pagesCacheName(pagesCacheFamily, buildId);
    const demosCache = `${cacheId}-demos`;
    const searchCache = `${cacheId}-search`;
    const html = pagesHtml(outDir, pages);
    const chunks = demoChunks(outDir, scope, html);
    const fragments = searchFragmentsOf(outDir, language);
    const fonts = fontsOfScope(outDir, scope, html);
    // The demos' chunks are left out of the precache by a set, after the glob: as glob ignore patterns (one per
    // chunk, about 1,700) they were matched against every file walked, most of this step's time.
    const leftOut = new Set([...chunks.own, ...chunks.others].map((file) => `/${file}`));
    fs.writeFileSync(
      path.join(dir, MANIFEST_FILE),
      `${JSON.stringify(manifestOf({ scope, language, productName, themeColors }), null, 2)}\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'sw-pages.js'),
      pagesScript({
        pages,
        buildId,
        cacheName: pagesCache,
        cacheFamily: pagesCacheFamily,
        outDir,
        demoChunks: chunks.own,
        demosCacheName: demosCache,
        searchFragments: fragments,
        searchCacheName: searchCache,
      }),
    );
    const { count, size, warnings } = await generateSW({
      swDest: path.join(dir, SERVICE_WORKER_FILE),
      globDirectory: outDir,
      manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !leftOut.has(entry.url)) })],
      globPatterns: [
        '_next/static/**/*.{js,css,woff2}',
        // Only the fonts its pages link (none, for the /x/ scopes: the site's text uses the system's fonts).
        ...fonts,
        'icons/*.png',
        'icon.svg',
        'favicon.ico',
        'static/ads/*.jpg',
        `${scope.slice(1)}${MANIFEST_FILE}`,
        // Search's code and the index of the scope's language: search works offline too (its results' fragments,
        // a third of the install, come with the background fetch and as results are shown).
        'pagefind/*.{js,json}',
        `pagefind/pagefind.${language}_*.pf_meta`,
        `pagefind/wasm.${language === 'en' ? 'en' : 'unknown'}.pagefind`,
        `pagefind/{index,filter}/${language}_*`,
      ],
      // Next's build manifests are named after the build, not hashed by content, but change with it all the same.
      dontCacheBustURLsMatching: /^_next\/static\//,
      modifyURLPrefix: { '': '/' },
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      // Pagefind asks for its entry file with a cache-busting `?ts=`; the precached copy (replaced with each
      // deploy's worker) answers it.
      ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/],
      cacheId,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      mode: 'production',
      importScripts: ['sw-pages.js'],
      runtimeCaching: [
        {
          // Pages and their data: the network when it answers within a few seconds, else the cached copy. Only
          // this build's pages are stored (docsSameBuild, in sw-pages.js): after a deploy, the new page is shown
          // but the copy kept for offline stays the one whose scripts this worker holds, until the next worker.
          urlPattern: ({ request, url }) => request.mode === 'navigate' || url.pathname.startsWith('/_next/data/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: pagesCache,
            networkTimeoutSeconds: 4,
            // docsSameBuild is defined by sw-pages.js, which the worker imports before its routes.
            // eslint-disable-next-line no-undef -- a global of the worker, not of this module
            plugins: [{ cacheWillUpdate: ({ response }) => docsSameBuild(response) }],
          },
        },
        {
          // Search results' fragments (named by content) before the background fetch has them: cache first.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/pagefind/fragment/'),
          handler: 'CacheFirst',
          options: { cacheName: searchCache },
        },
        {
          // Hashed assets the install left out (the demos' chunks, until the background fetch has them): cache first.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
          handler: 'CacheFirst',
          options: { cacheName: demosCache },
        },
        {
          // Anything else of this site (images of a page): served at once, refreshed in the background.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && !url.pathname.startsWith('/_next/static/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: `${cacheId}-assets`, expiration: { maxEntries: 200 } },
        },
      ],
    });
    for (const warning of warnings) {
      console.warn(`service worker ${scope}: ${warning}`);
    }
    const demoBytes = chunks.own.reduce((sum, file) => sum + fs.statSync(path.join(outDir, file)).size, 0);
    const searchBytes = fragments.reduce((sum, url) => sum + fs.statSync(path.join(outDir, url)).size, 0);
    results.push({
      scope,
      pages: pages.length,
      precached: count,
      bytes: size,
      demoChunks: chunks.own.length,
      demoBytes,
      searchFragments: fragments.length,
      searchBytes,
    });
  }
  return results;
}
