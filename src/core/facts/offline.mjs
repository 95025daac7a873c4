// The offline /x/ area's scopes and files, written once for the build and the browser (see README "Architecture"). Plain JavaScript, so the
// build's plain-Node modules import it without a transform; the `.d.mts` beside it types it.

/** The scopes that work offline and install as apps, with the language of their manifest. */
export const OFFLINE_SCOPES = [
  { scope: '/x/', language: 'en' },
  { scope: '/zh/x/', language: 'zh' },
];
/** The message a page sends its worker to fetch the scope's pages into the cache (once per build). */
export const CACHE_PAGES_MESSAGE = 'DOCS_CACHE_PAGES';
/** Each offline scope's worker and manifest, in the scope's folder. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
