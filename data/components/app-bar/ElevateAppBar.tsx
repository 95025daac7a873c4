import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const sections = ['Overview', 'Pricing', 'Integrations', 'Security', 'Support', 'Changelog'];

export default function ElevateAppBar() {
  // The iframe's window: see the hide-on-scroll demo.
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [scrollTarget, setScrollTarget] = React.useState<Window | null>(null);
  React.useEffect(() => {
    setScrollTarget(rootRef.current?.ownerDocument.defaultView ?? null);
  }, []);

  // True as soon as the page has scrolled at all, false again at the very top.
  const scrolled = useScrollTrigger({ target: scrollTarget, disableHysteresis: true, threshold: 0 });

  return (
    <div ref={rootRef}>
      <AppBar
        color={scrolled ? 'primary' : 'transparent'}
        elevation={scrolled ? 4 : 0}
        sx={{ transition: (theme) => theme.transitions.create(['background-color', 'box-shadow']) }}
      >
        <Toolbar>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1, color: scrolled ? 'inherit' : 'text.primary' }}>
            Ledgerly
          </Typography>
          <Button color="inherit" sx={{ color: scrolled ? 'inherit' : 'primary.main' }}>
            Start free trial
          </Button>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Container sx={{ py: 2 }}>
        {sections.map((section) => (
          <section key={section}>
            <Typography variant="h5" component="p" sx={{ mt: 3, mb: 1 }}>
              {section}
            </Typography>
            <Typography sx={{ mb: 8 }}>
              The bar is flat and transparent at the top of the page and gains a colour and a
              shadow once the content starts to pass underneath it.
            </Typography>
          </section>
        ))}
      </Container>
    </div>
  );
}
