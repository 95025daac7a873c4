import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Day ${index + 1}. Scroll down and the bar slides away to leave room for the text; scroll up a little and it comes straight back.`,
);

export default function HideAppBar() {
  // In an app you would call useScrollTrigger() with no target. This demo lives in an
  // iframe, so it listens to the iframe's own window, found once the component mounts.
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [scrollTarget, setScrollTarget] = React.useState<Window | null>(null);
  React.useEffect(() => {
    setScrollTarget(rootRef.current?.ownerDocument.defaultView ?? null);
  }, []);

  const trigger = useScrollTrigger({ target: scrollTarget });

  return (
    <div ref={rootRef}>
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar>
          <Toolbar>
            <Typography variant="h6" component="div">
              Trail journal
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      {/* An empty toolbar reserves the space the fixed bar covers. */}
      <Toolbar />
      <Container sx={{ py: 2 }}>
        {paragraphs.map((text) => (
          <Box key={text} sx={{ mb: 2 }}>
            <Typography>{text}</Typography>
          </Box>
        ))}
      </Container>
    </div>
  );
}
