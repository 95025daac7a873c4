// Build-time syntax highlighting with Prism: code reaches the browser as ready HTML, with no highlighter.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

const LANGUAGES = ['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff', 'yaml'];
const ALIASES = { js: 'javascript', ts: 'typescript', sh: 'bash', shell: 'bash', html: 'markup', xml: 'markup', yml: 'yaml' };

loadLanguages.silent = true;
loadLanguages(LANGUAGES);

function escapeHtml(code) {
  return code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The language Prism knows for a fence's info string, or `text` when it has none. */
export function resolveLanguage(language) {
  const name = (language || '').toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return Prism.languages[resolved] ? resolved : 'text';
}

/**
 * Prism escapes `&` and `<` only; escape `>` in its text too, so the markup passes strict validators. Text holds
 * no raw `<`, so every `<…>` is one of Prism's tags.
 */
function escapeGreaterThan(html) {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(/>/g, '&gt;')))
    .join('');
}

/** Highlighted HTML of a code sample (token spans with `token <type>` classes), escaped when the language is unknown. */
export function highlight(code, language) {
  const resolved = resolveLanguage(language);
  return resolved === 'text' ? escapeHtml(code) : escapeGreaterThan(Prism.highlight(code, Prism.languages[resolved], resolved));
}
