import { styled } from '@mui/material/styles';
import { CODE_STYLING_ATTRIBUTE, CODE_VARIANT_ATTRIBUTE } from '../core/preferences';
import { DEMO_READY_ATTRIBUTE } from './events';

export const DemoRoot = styled('div')(({ theme }) => ({
  margin: theme.spacing(3, 0),
  // Until its demo is live, a block far from the viewport is not styled, laid out or painted: a long page's first
  // render skips its demos below the fold (their markup, text and accessibility stay, and find-in-page reveals
  // them). A live demo is no longer contained, so its popups may overflow the block.
  // (On screen only: a printed page shows every demo.)
  '@media screen': {
    [`&:not(:has(> [${DEMO_READY_ATTRIBUTE}]))`]: {
      contentVisibility: 'auto',
      containIntrinsicBlockSize: 'auto 480px',
    },
  },
  '& > .demo-preview': {
    position: 'relative',
    padding: theme.spacing(3),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: '8px 8px 0 0',
    background: theme.vars.palette.background.paper,
    overflowX: 'auto',
  },
  '&[data-bg="inline"] > .demo-preview': { padding: theme.spacing(1, 0), border: 0, background: 'transparent' },
  '&[data-bg="playground"] > .demo-preview': { background: theme.vars.palette.action.hover },
  '&[data-tool] > .demo-preview': { borderRadius: 8 },
  '&[data-full-width] > .demo-preview, & > .demo-preview[data-demo-iframe]': { padding: 0 },
  '& .demo-preview > iframe': { display: 'block', width: '100%', height: '100%', border: 0 },
  '& .demo-error': { color: theme.vars.palette.error.main },

  // Toolbar: the variant switches, then the actions.
  '& > .demo-toolbar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0.5, 1),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderTop: 0,
    borderRadius: '0 0 8px 8px',
  },
  '&[data-bg="inline"] > .demo-toolbar': { borderTop: `1px solid ${theme.vars.palette.divider}`, borderRadius: 8 },
  '&[data-expanded] > .demo-toolbar, &[data-has-preview] > .demo-toolbar': {
    borderEndStartRadius: 0,
    borderEndEndRadius: 0,
  },
  '& .demo-toolbar-spacer': { flex: 1 },
  '& .demo-toolbar [role="group"]': { display: 'inline-flex' },
  '& .demo-toolbar button, & .demo-toolbar a': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 32,
    height: 32,
    padding: theme.spacing(0, 1),
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 500,
    color: theme.vars.palette.text.secondary,
    background: 'transparent',
    border: '1px solid transparent',
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
    textDecoration: 'none',
    '&:hover': { background: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
    '& svg': { width: 18, height: 18, fill: 'currentColor' },
  },
  '& .demo-toolbar [role="group"] button': {
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 0,
    fontSize: '0.75rem',
  },
  '& .demo-toolbar [role="group"] button:first-of-type': { borderStartStartRadius: 6, borderEndStartRadius: 6 },
  '& .demo-toolbar [role="group"] button:last-of-type': { borderStartEndRadius: 6, borderEndEndRadius: 6 },
  // Tooltips of the icon buttons (their accessible name), on hover and keyboard focus.
  '& .demo-toolbar :is(button, a)[aria-label]:hover::after, & .demo-toolbar :is(button, a)[aria-label]:focus-visible::after':
    {
      content: 'attr(aria-label)',
      position: 'absolute',
      bottom: 'calc(100% + 6px)',
      left: '50%',
      transform: 'translateX(-50%)',
      zIndex: 2,
      padding: theme.spacing(0.5, 1),
      whiteSpace: 'nowrap',
      fontSize: '0.75rem',
      color: '#fff',
      background: 'rgba(33 33 33 / 0.92)',
      borderRadius: 4,
      pointerEvents: 'none',
    },
  '& [data-demo-action="copy"] .icon-copied, & [data-demo-action="copy"][data-copied] .icon-copy': { display: 'none' },
  '& [data-demo-action="copy"][data-copied] .icon-copied': { display: 'block', color: theme.vars.palette.success.main },
  '& [data-demo-action="toggle-source"] .label-hide, &[data-expanded] [data-demo-action="toggle-source"] .label-show': {
    display: 'none',
  },
  '&[data-expanded] [data-demo-action="toggle-source"] .label-hide': { display: 'inline' },

  // Sources: the reader's code variant (TS/JS) and code styling decide which one shows (set on <html> before
  // the first paint). A demo without the reader's styling shows its MUI System source. The JavaScript is not in
  // the HTML: it is inserted before the TypeScript once fetched, and until then (or if it cannot load) the
  // TypeScript shows.
  '& .demo-source .code-block': { margin: 0 },
  '& .demo-source pre': { borderRadius: '0 0 8px 8px' },
  '& [data-variant="JS"], & [data-styling]:not([data-styling="system"]), & .demo-code-full': { display: 'none' },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & [data-variant="JS"]`]: { display: 'block' },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & [data-variant="JS"] + [data-variant="TS"]`]: { display: 'none' },
  [`html[${CODE_STYLING_ATTRIBUTE}="tailwind"] & .demo-source [data-styling="tailwind"], html[${CODE_STYLING_ATTRIBUTE}="css"] & .demo-source [data-styling="css"]`]:
    {
      display: 'block',
    },
  [`html[${CODE_STYLING_ATTRIBUTE}="tailwind"] & a[data-styling="tailwind"], html[${CODE_STYLING_ATTRIBUTE}="css"] & a[data-styling="css"]`]:
    {
      display: 'inline-flex',
    },
  [`html[${CODE_STYLING_ATTRIBUTE}="tailwind"] &[data-has-tailwind] [data-styling="system"], html[${CODE_STYLING_ATTRIBUTE}="css"] &[data-has-css] [data-styling="system"]`]:
    { display: 'none' },
  '&[data-expanded] .demo-code-full': { display: 'block' },
  '&[data-expanded] .demo-code-preview': { display: 'none' },
  // The buttons showing the current variant and styling.
  [`& button[data-set-code-variant="TS"], html[${CODE_VARIANT_ATTRIBUTE}="JS"] & button[data-set-code-variant="JS"], & button[data-set-code-styling="system"], html[${CODE_STYLING_ATTRIBUTE}="tailwind"] &[data-has-tailwind] button[data-set-code-styling="tailwind"], html[${CODE_STYLING_ATTRIBUTE}="css"] &[data-has-css] button[data-set-code-styling="css"]`]:
    {
      color: theme.vars.palette.primary.contrastText,
      background: theme.vars.palette.primary.main,
      borderColor: theme.vars.palette.primary.main,
    },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & button[data-set-code-variant="TS"], html[${CODE_STYLING_ATTRIBUTE}="tailwind"] &[data-has-tailwind] button[data-set-code-styling="system"], html[${CODE_STYLING_ATTRIBUTE}="css"] &[data-has-css] button[data-set-code-styling="system"]`]:
    {
      color: theme.vars.palette.text.secondary,
      background: 'transparent',
      borderColor: theme.vars.palette.divider,
    },
  // Without JavaScript: the whole source shows, and only the actions that work without it remain.
  '@media (scripting: none)': {
    '& .demo-code-full': { display: 'block' },
    '& .demo-code-preview, & .demo-toolbar button': { display: 'none' },
  },
}));
