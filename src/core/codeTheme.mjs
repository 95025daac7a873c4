// The colours of highlighted code, in one place: the site's stylesheet is written from them (src/layout/globalCss.ts,
// src/ui/CodeBlock.tsx) and the build-time highlighter (build/mdx/highlight.mjs) reads them to write a span only
// where the colour changes. Plain JavaScript, so the MDX pipeline loads it without a transform.

/** The code blocks' background and text colour, the same in both modes. */
export const CODE_BACKGROUND = '#0f1924';
export const CODE_FOREGROUND = '#e6edf3';

/**
 * Prism token types and their colours, in the stylesheet's order (a later rule wins, as in CSS). Every colour has a
 * contrast of at least 4.5:1 on the background. Punctuation and operators are in the text colour (also inside a
 * JSX tag), so they need no span of their own.
 * @type {ReadonlyArray<readonly [readonly string[], string]>}
 */
export const TOKEN_COLOURS = [
  [['comment', 'prolog', 'doctype', 'cdata'], '#9ba7b4'],
  [['punctuation', 'operator'], CODE_FOREGROUND],
  [['property', 'tag', 'boolean', 'number', 'constant', 'symbol', 'deleted'], '#ff9e8a'],
  [['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'], '#a5d6a7'],
  [['atrule', 'attr-value', 'keyword'], '#8cc4ff'],
  [['function', 'class-name'], '#f8d77f'],
  [['regex', 'important', 'variable'], '#ffb86b'],
];

/**
 * The colour a token span with these classes (`token keyword`) sets, or `undefined` when no rule matches it and it
 * inherits its parent's.
 * @param {readonly string[]} classes
 * @returns {string | undefined}
 */
export function tokenColour(classes) {
  if (!classes.includes('token')) {
    return undefined;
  }
  let colour;
  for (const [types, value] of TOKEN_COLOURS) {
    if (types.some((type) => classes.includes(type))) {
      colour = value;
    }
  }
  return colour;
}

/**
 * The stylesheet rules of the token colours (`.token.comment,… {color:…}`). The highlighter writes no span in the text
 * colour, so those types need no rule.
 */
export function tokenColourCss() {
  return TOKEN_COLOURS.filter(([, colour]) => colour !== CODE_FOREGROUND)
    .map(([types, colour]) => `${types.map((type) => `.token.${type}`).join(',')}{color:${colour}}`)
    .join('');
}
