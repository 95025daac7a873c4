// HTML and XML escaping, written once for the build and the browser (see README "Architecture"). Plain JavaScript,
// so the build's plain-Node modules import it without a transform; the `.d.mts` beside it types it.

/** Text for HTML element content: `&`, `<` and `>` escaped. */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text for a double-quoted HTML or XML attribute (and XML text): `&`, `<`, `>` and `"` escaped. */
export function escapeAttribute(text) {
  return escapeHtml(text).replace(/"/g, '&quot;');
}
