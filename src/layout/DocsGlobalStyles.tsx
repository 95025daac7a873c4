import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** Site-wide element styles: focus ring, code font, Prism token colours, visually hidden text. */
const styles = (theme: Theme) => ({
  html: { scrollPaddingTop: 80 },
  'code, kbd, pre': { fontFamily: MONO_FONT },
  ':focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  // Prism tokens on the dark code background, the same in both modes (contrast ≥ 4.5:1 on #0f1924).
  '.token.comment, .token.prolog, .token.doctype, .token.cdata': { color: '#9ba7b4' },
  '.token.punctuation, .token.operator': { color: '#c9d1d9' },
  '.token.property, .token.tag, .token.boolean, .token.number, .token.constant, .token.symbol, .token.deleted': {
    color: '#ff9e8a',
  },
  '.token.selector, .token.attr-name, .token.string, .token.char, .token.builtin, .token.inserted': {
    color: '#a5d6a7',
  },
  '.token.atrule, .token.attr-value, .token.keyword': { color: '#8cc4ff' },
  '.token.function, .token.class-name': { color: '#f8d77f' },
  '.token.regex, .token.important, .token.variable': { color: '#ffb86b' },
});

export function DocsGlobalStyles() {
  return <GlobalStyles styles={styles} />;
}
