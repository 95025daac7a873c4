import { styled } from '@mui/material/styles';

/** A small outlined text button for the frame; `aria-pressed="true"` fills it. Plain `<button>`, no ripple. */
export const FrameButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: theme.spacing(0.5, 1.5),
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: theme.vars.palette.primary.main,
  background: 'transparent',
  border: `1px solid rgba(${theme.vars.palette.primary.mainChannel} / 0.5)`,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)` },
  '&[aria-pressed="true"]': {
    color: theme.vars.palette.primary.contrastText,
    background: theme.vars.palette.primary.main,
    borderColor: theme.vars.palette.primary.main,
  },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
}));
