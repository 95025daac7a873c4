// Types of offline.mjs (see there).
export declare const OFFLINE_SCOPES: ReadonlyArray<{
  readonly scope: '/x/' | '/zh/x/';
  readonly language: 'en' | 'zh';
}>;
export type OfflineScope = (typeof OFFLINE_SCOPES)[number]['scope'];
export declare const CACHE_PAGES_MESSAGE: 'DOCS_CACHE_PAGES';
export declare const SERVICE_WORKER_FILE: 'sw.js';
export declare const MANIFEST_FILE: 'manifest.webmanifest';
