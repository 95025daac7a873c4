import { styled } from '@mui/material/styles';

/** Typography of rendered Markdown: paragraphs, lists, inline code. */
export const MdxContent = styled('div')(({ theme }) => ({
  fontSize: '1rem',
  lineHeight: 1.7,
  '& p, & ul, & ol': { margin: theme.spacing(0, 0, 2) },
  '& li + li': { marginTop: theme.spacing(0.5) },
  '& a': { color: theme.vars.palette.primary.main, textUnderlineOffset: 2 },
  '& :not(pre) > code': {
    padding: '0.1em 0.35em',
    borderRadius: theme.shape.borderRadius,
    fontSize: '0.875em',
    background: theme.vars.palette.action.hover,
  },
  // Dense: tighter prose for readers who want more on screen.
  '[data-dense] &': { fontSize: '0.9375rem', lineHeight: 1.6 },
  '[data-dense] & p, [data-dense] & ul, [data-dense] & ol': { marginBottom: theme.spacing(1.5) },
  '& .description': { fontSize: '1.125rem', color: theme.vars.palette.text.secondary },
}));
