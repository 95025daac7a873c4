import { styled, type Theme } from '@mui/material/styles';

const iconButtonStyles = ({ theme }: { theme: Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  textDecoration: 'none',
  '&:hover': { background: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
  '& svg': { width: 24, height: 24, fill: 'currentColor' },
});

/**
 * A round icon button for the frame, a plain `<button>`: the frame avoids ButtonBase and its ripple
 * so they stay out of every page's initial JavaScript.
 */
export const FrameIconButton = styled('button')(iconButtonStyles);

/** The same round icon control as a link. */
export const FrameIconLink = styled('a')(iconButtonStyles);
