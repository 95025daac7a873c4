import { styled } from '@mui/material/styles';

export const AdRoot = styled('div')(({ theme }) => ({
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  '& .ad': {
    display: 'flex',
    gap: theme.spacing(1.5),
    maxWidth: 420,
    padding: theme.spacing(1),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    background: theme.vars.palette.background.paper,
  },
  '& a.ad': { color: 'inherit', textDecoration: 'none' },
  '& .ad img': { display: 'block', flexShrink: 0, width: 130, height: 100, borderRadius: 4 },
  '& .ad-text': { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', gap: theme.spacing(1) },
  '& .ad-poweredby': { fontSize: '0.6875rem', color: theme.vars.palette.text.secondary },
  '& .ad-inline': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), maxWidth: '100%' },
  '& .ad-inline img': { width: 20, height: 20, borderRadius: 4 },
  '& .ad-notice': {
    maxWidth: 420,
    margin: 0,
    padding: theme.spacing(1.5),
    borderRadius: 8,
    background: theme.vars.palette.action.hover,
  },
}));
