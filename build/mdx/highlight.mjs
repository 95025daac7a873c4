// Build-time syntax highlighting with Prism: code reaches the browser as ready HTML, with no highlighter.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import { CODE_FOREGROUND, tokenColour } from '../../src/core/codeTheme.mjs';
import { escapeHtml } from '../../src/core/facts/escape.mjs';

const LANGUAGES = ['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff', 'yaml'];
const ALIASES = {
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  html: 'markup',
  xml: 'markup',
  yml: 'yaml',
};

loadLanguages.silent = true;
loadLanguages(LANGUAGES);

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

/** Prism's markup: its spans (a class, and a `title` on an HTML entity), their ends, and text. */
const PRISM_MARKUP = /<span class="([^"]*)"(?: title="[^"]*")?>|<\/span>|[^<]+/gy;

/**
 * Prism's nested token spans rewritten as the fewest spans that paint the same colours: each run of text of one
 * colour other than the block's own is one span (the class of its first token), and text in the block's colour
 * (plain text, punctuation, operators) and whitespace have none. Prism wraps every bracket, operator and JSX expression in a span of its own, most of which set no colour:
 * on a page of demos they were two thirds of the page's elements, and every one of them costs the browser style
 * and layout work. Whitespace between two runs of one colour joins them. Markup it does not know is left as it is.
 */
export function flattenTokens(html) {
  PRISM_MARKUP.lastIndex = 0;
  if (html.replace(PRISM_MARKUP, '') !== '') {
    return html;
  }
  /** Each text piece with its colour (`undefined`: the block's) and the classes of the token that gave it. */
  const pieces = [];
  /** Open spans: the colour each sets for its text, and the classes that set it. */
  const open = [{ colour: undefined, classes: '' }];
  for (const [part, classes] of html.matchAll(PRISM_MARKUP)) {
    if (classes !== undefined) {
      const colour = tokenColour(classes.split(' '));
      if (colour === undefined) {
        open.push(open.at(-1));
      } else {
        open.push(colour === CODE_FOREGROUND ? { colour: undefined, classes: '' } : { colour, classes });
      }
    } else if (part === '</span>') {
      open.pop();
    } else {
      // Whitespace shows no colour: it needs a span only inside a run.
      pieces.push(part.trim() === '' ? { text: part, colour: undefined, classes: '' } : { text: part, ...open.at(-1) });
    }
  }
  let result = '';
  let index = 0;
  while (index < pieces.length) {
    const { colour, classes } = pieces[index];
    let text = pieces[index].text;
    index += 1;
    // The run goes on over pieces of the same colour, and over whitespace followed by the same colour.
    for (let next = index; colour !== undefined && next < pieces.length; next += 1) {
      if (pieces[next].colour !== colour && pieces[next].text.trim() !== '') {
        break;
      }
      if (pieces[next].colour === colour) {
        text += pieces
          .slice(index, next + 1)
          .map((piece) => piece.text)
          .join('');
        index = next + 1;
      }
    }
    result += colour === undefined ? text : `<span class="${classes}">${text}</span>`;
  }
  return result;
}

/**
 * Highlighted HTML of a code sample (spans with Prism's `token <type>` classes where the colour changes), escaped
 * when the language is unknown.
 */
export function highlight(code, language) {
  const resolved = resolveLanguage(language);
  return resolved === 'text' ? escapeHtml(code) : flattenTokens(prismHtml(code, resolved));
}

/** Prism's own nested token spans for a language it knows (the input of {@link flattenTokens}). */
export function prismHtml(code, language) {
  return escapeGreaterThan(Prism.highlight(code, Prism.languages[language], language));
}
