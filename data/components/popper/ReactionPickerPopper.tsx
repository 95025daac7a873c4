import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import FavoriteIcon from '@mui/icons-material/Favorite';
import CelebrationIcon from '@mui/icons-material/Celebration';
import EmojiObjectsIcon from '@mui/icons-material/EmojiObjects';

type PopInProps = { in?: boolean; onEnter?: () => void; onExited?: () => void; children: React.ReactNode };

// A hand-made transition: it honours the contract Popper expects from its child
// (call onEnter when entering starts, onExited when leaving has finished) and
// animates with a CSS transition whose easing overshoots, like a spring.
function PopIn({ in: inProp = false, onEnter, onExited, children }: PopInProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [shown, setShown] = React.useState(false);

  React.useEffect(() => {
    if (!inProp) {
      setShown(false);
      return;
    }
    onEnter?.();
    ref.current?.getBoundingClientRect(); // apply the start state before animating
    setShown(true);
  }, [inProp, onEnter]);

  return (
    <Box
      ref={ref}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') {
          onExited?.();
        }
      }}
      sx={{
        opacity: shown ? 1 : 0,
        transform: shown ? 'scale(1)' : 'scale(0.4)',
        transformOrigin: 'bottom center',
        transition: 'opacity 150ms linear, transform 350ms cubic-bezier(0.34, 1.8, 0.64, 1)',
        '@media (prefers-reduced-motion: reduce)': { transform: 'none' },
      }}
    >
      {children}
    </Box>
  );
}

const reactions = [
  { label: 'Like', icon: <ThumbUpIcon /> },
  { label: 'Love', icon: <FavoriteIcon /> },
  { label: 'Celebrate', icon: <CelebrationIcon /> },
  { label: 'Insightful', icon: <EmojiObjectsIcon /> },
];

export default function ReactionPickerPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [reaction, setReaction] = React.useState<string | null>(null);
  const pickerId = React.useId();
  const open = Boolean(anchorEl);

  const close = () => {
    anchorEl?.focus(); // give focus back to the trigger before the picker unmounts
    setAnchorEl(null);
  };

  return (
    <Box sx={{ pt: 7 }}>
      <Button
        variant="outlined"
        aria-controls={open ? pickerId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {reaction ?? 'React'}
      </Button>
      <Popper id={pickerId} open={open} anchorEl={anchorEl} placement="top" transition disablePortal>
        {({ TransitionProps }) => (
          <PopIn {...TransitionProps}>
            <Paper
              elevation={6}
              onKeyDown={(event) => event.key === 'Escape' && close()}
              sx={{ mb: 1, borderRadius: 6, display: 'flex', p: 0.5 }}
            >
              {reactions.map((item) => (
                <IconButton
                  key={item.label}
                  color="primary"
                  aria-label={item.label}
                  aria-pressed={reaction === item.label}
                  onClick={() => {
                    setReaction(item.label);
                    close();
                  }}
                >
                  {item.icon}
                </IconButton>
              ))}
            </Paper>
          </PopIn>
        )}
      </Popper>
    </Box>
  );
}
