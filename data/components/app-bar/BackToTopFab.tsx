import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Fab from '@mui/material/Fab';
import Fade from '@mui/material/Fade';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const releases = Array.from({ length: 10 }, (_, index) => ({
  version: `2.${9 - index}.0`,
  summary: `Release 2.${9 - index}.0 brought faster sync, ${index + 2} bug fixes and a few small touches to the editor.`,
}));

export default function BackToTopFab() {
  // This demo runs in an iframe: watch that frame's window. In an app, omit `target`.
  const rootRef = React.useRef<HTMLDivElement>(null);
  const titleRef = React.useRef<HTMLParagraphElement>(null);
  const [scrollTarget, setScrollTarget] = React.useState<Window | null>(null);
  React.useEffect(() => {
    setScrollTarget(rootRef.current?.ownerDocument.defaultView ?? null);
  }, []);

  const showButton = useScrollTrigger({ target: scrollTarget, disableHysteresis: true, threshold: 300 });

  const backToTop = () => {
    scrollTarget?.scrollTo({ top: 0, behavior: 'smooth' });
    // Move the keyboard focus too, so the next Tab starts from the top of the page.
    titleRef.current?.focus({ preventScroll: true });
  };

  return (
    <div ref={rootRef}>
      <AppBar>
        <Toolbar>
          <Typography variant="h6" component="div">
            Changelog
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Container sx={{ py: 2 }}>
        <Typography ref={titleRef} tabIndex={-1} variant="h5" component="p" sx={{ mb: 2, outline: 'none' }}>
          What&apos;s new in Tidy Tasks
        </Typography>
        {releases.map((release) => (
          <Box key={release.version} sx={{ mb: 4 }}>
            <Typography sx={{ fontWeight: 600 }}>Version {release.version}</Typography>
            <Typography color="text.secondary">{release.summary}</Typography>
          </Box>
        ))}
      </Container>
      <Fade in={showButton}>
        <Fab
          size="small"
          color="primary"
          aria-label="Back to top"
          onClick={backToTop}
          sx={{ position: 'fixed', bottom: 16, right: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Fade>
    </div>
  );
}
