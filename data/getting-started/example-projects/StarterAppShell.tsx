import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const pages = ['Home', 'About', 'Blog'] as const;

// The layout most starters give you: an app bar, a centred container, and a page inside it.
// In a real app the AppBar is position="sticky" or "fixed"; here it is static to stay in the frame.
export default function StarterAppShell() {
  const [page, setPage] = React.useState<(typeof pages)[number]>('Home');

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label="Open navigation" sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            my-app
          </Typography>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {pages.map((name) => (
              <Button
                key={name}
                color="inherit"
                aria-current={page === name ? 'page' : undefined}
                onClick={() => setPage(name)}
                sx={{ fontWeight: page === name ? 700 : 400 }}
              >
                {name}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      {/* In an app this is the page's <main>; inside the docs page it is a section. */}
      <Container maxWidth="sm" component="section" aria-label="Home" sx={{ py: 5 }}>
        <Typography variant="h4" component="h3" gutterBottom>
          {page}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Edit <code>src/app/page.tsx</code> and save: the dev server reloads this page.
        </Typography>
        <Button variant="contained">Get started</Button>
      </Container>
    </Paper>
  );
}
