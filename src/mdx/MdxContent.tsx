import { styled } from '@mui/material/styles';
import { DENSE_ATTRIBUTE } from '../core/preferences';

/** Outside the live demos: a demo shows the library's own styles, as in a reader's app, with none of the prose's. */
const PROSE = ':not(:where(.demo-preview *))';

/**
 * Typography of rendered Markdown: paragraphs, lists, links, inline code. None of it reaches into a demo's preview
 * (a demo's `<p>`, `List` items, link buttons and `code` look as they do in an app); `:where` keeps the selectors'
 * specificity what it was.
 */
export const MdxContent = styled('div')(({ theme }) => ({
  fontSize: '1rem',
  lineHeight: 1.7,
  [`& :is(p, ul, ol)${PROSE}`]: { margin: theme.spacing(0, 0, 2) },
  [`& li + li${PROSE}`]: { marginTop: theme.spacing(0.5) },
  [`& a${PROSE}`]: { color: theme.vars.palette.primary.main, textUnderlineOffset: 2 },
  [`& :not(pre) > code${PROSE}`]: {
    padding: '0.1em 0.35em',
    borderRadius: theme.shape.borderRadius,
    fontSize: '0.875em',
    background: theme.vars.palette.action.hover,
  },
  // Dense: tighter prose for readers who want more on screen.
  [`[${DENSE_ATTRIBUTE}] &`]: { fontSize: '0.9375rem', lineHeight: 1.6 },
  [`[${DENSE_ATTRIBUTE}] & :is(p, ul, ol)${PROSE}`]: { marginBottom: theme.spacing(1.5) },
  '& .description': { fontSize: '1.125rem', color: theme.vars.palette.text.secondary },
}));
