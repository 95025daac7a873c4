// Interpolation and the API path rule, written once for the build and the browser (see README "Architecture").
// Plain JavaScript, so the build's plain-Node modules import it without a transform; the `.d.mts` beside it types it.

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
