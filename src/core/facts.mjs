// Facts the build and the browser share, written once. Plain JavaScript, so the build's plain-Node modules (the MDX
// plugins, the service worker writer) import it without a transform; `facts.d.mts` beside it types it for the rest.
// Pure values and functions only (src/core's rule).

/** MUI X's commercial plans, and how the site names them. */
export const PLANS = ['pro', 'premium'];
export const PLAN_LABELS = { pro: 'Pro', premium: 'Premium' };

/** A package's community name: `@mui/x-data-grid-premium` → `@mui/x-data-grid` (the editions share their pages). */
export function communityPackage(name) {
  return name.replace(/-(pro|premium)$/, '');
}

/** The ways a demo's styles are written, in the toolbar's order; `system` (MUI System) is every demo's default. */
export const CODE_STYLINGS = ['system', 'tailwind', 'css'];
export const DEFAULT_CODE_STYLING = 'system';

/** The languages a demo's source is shown in; TypeScript first and by default. */
export const CODE_VARIANTS = ['TS', 'JS'];

/** How a demo sits on the page (`<Demo bg="…">`); `outlined` by default. */
export const DEMO_BACKGROUNDS = ['outlined', 'inline', 'playground'];

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

/** Text for HTML element content: `&`, `<` and `>` escaped. */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text for a double-quoted HTML or XML attribute (and XML text): `&`, `<`, `>` and `"` escaped. */
export function escapeAttribute(text) {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/** `{name}` placeholders filled from `values`; a placeholder without a value stays as written. */
export function interpolate(template, values) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name) => values[name] ?? placeholder);
}

/**
 * The path under which the title tables know a Material UI API page: `/api/button` → `/api-docs/button` (mui.com's
 * path for API pages; the site serves them under `/api/`).
 */
export function apiDocsPath(pathname) {
  return pathname.replace(/^\/api(?=\/|$)/, '/api-docs');
}
