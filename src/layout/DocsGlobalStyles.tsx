import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** Site-wide element styles: focus ring, code font, Prism token colours, visually hidden text, print. */
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
  // Print the article alone: no frame, no controls, code on a light background, wrapped rather than cut.
  '@media print': {
    'header, nav, aside, footer, #docs-navigation, .demo-toolbar, .copy-button, .code-sample-variants, [role="status"]': {
      display: 'none !important',
    },
    main: { display: 'block !important', padding: '0 !important', margin: '0 !important', maxWidth: 'none !important' },
    '.page-column': { maxWidth: 'none !important' },
    'pre, pre code': { whiteSpace: 'pre-wrap !important', wordBreak: 'break-word', background: '#f6f8fa !important', color: '#1a2027 !important' },
    'pre .token': { color: 'inherit !important' },
    'pre, .demo, table, figure': { breakInside: 'avoid' },
    'h2, h3, h4': { breakAfter: 'avoid' },
    'article a[href^="http"]::after': { content: '" (" attr(href) ")"', fontSize: '0.8em', wordBreak: 'break-all' },
  },
});

export function DocsGlobalStyles() {
  return <GlobalStyles styles={styles} />;
}
