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
  let escaped = '';
  let copied = 0;
  let tagStart = html.indexOf('<');
  for (let end = html.indexOf('>'); end !== -1; end = html.indexOf('>', end + 1)) {
    if (tagStart !== -1 && tagStart < end) {
      // It closes the tag that `<` opened.
      tagStart = html.indexOf('<', end + 1);
    } else {
      escaped += `${html.slice(copied, end)}&gt;`;
      copied = end + 1;
    }
  }
  return escaped + html.slice(copied);
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
  /**
   * Each text piece with its colour (`undefined`: the block's), the classes of the token that gave it, and `blank`
   * when it is whitespace only.
   */
  const pieces = [];
  /** Open spans: the colour each sets for its text, and the classes that set it. */
  const open = [BLOCK_COLOUR];
  PRISM_MARKUP.lastIndex = 0;
  while (PRISM_MARKUP.lastIndex < html.length) {
    const match = PRISM_MARKUP.exec(html);
    if (match === null) {
      // Markup it does not know: left as it is.
      return html;
    }
    const [part, classes] = match;
    if (classes !== undefined) {
      open.push(spanColour(classes) ?? open[open.length - 1]);
    } else if (part === '</span>') {
      open.pop();
    } else if (part.trim() === '') {
      // Whitespace shows no colour: it needs a span only inside a run.
      pieces.push({ text: part, colour: undefined, classes: '', blank: true });
    } else {
      const { colour, classes: spanClasses } = open[open.length - 1];
      pieces.push({ text: part, colour, classes: spanClasses, blank: false });
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
      if (pieces[next].colour !== colour && !pieces[next].blank) {
        break;
      }
      if (pieces[next].colour === colour) {
        for (; index <= next; index += 1) {
          text += pieces[index].text;
        }
      }
    }
    result += colour === undefined ? text : `<span class="${classes}">${text}</span>`;
  }
  return result;
}

/** The block's own colour: text in it needs no span. */
const BLOCK_COLOUR = { colour: undefined, classes: '' };
/** What a token span's classes set, by its class attribute (a page's spans repeat a few dozen of them). */
const SPAN_COLOURS = new Map();

/**
 * What a Prism span with these classes sets for its text: its colour and classes, the block's own colour (text in
 * the code's foreground colour), or `undefined` when it sets none and its text keeps its parent's.
 */
function spanColour(classes) {
  if (!SPAN_COLOURS.has(classes)) {
    const colour = tokenColour(classes.split(' '));
    SPAN_COLOURS.set(
      classes,
      colour === undefined ? undefined : colour === CODE_FOREGROUND ? BLOCK_COLOUR : { colour, classes },
    );
  }
  return SPAN_COLOURS.get(classes);
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
