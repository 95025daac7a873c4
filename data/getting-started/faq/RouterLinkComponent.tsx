import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for a router: real apps get this from React Router, TanStack Router or Next.js.
const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/',
  navigate: () => {},
});

type RouterLinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

// The shape every router link shares: it takes `to`, renders an <a> and forwards the ref.
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, ...other },
  ref,
) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      // A real router writes `to` here; a query string keeps this demo on the current page.
      href={`?route=${encodeURIComponent(to)}`}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
});

export default function RouterLinkComponent() {
  const [path, setPath] = React.useState('/settings');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <RouterContext.Provider value={router}>
      <Stack spacing={2}>
        <Breadcrumbs aria-label="Breadcrumb">
          <Link component={RouterLink} to="/" underline="hover" color="inherit">
            Home
          </Link>
          <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
            Settings
          </Link>
        </Breadcrumbs>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/settings/billing" variant="contained">
            Billing
          </Button>
          <Button component={RouterLink} to="/settings/team" variant="outlined">
            Team
          </Button>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Current route
          </Typography>
          <Box component="code" sx={{ fontSize: 16 }}>
            {path}
          </Box>
        </Paper>
      </Stack>
    </RouterContext.Provider>
  );
}
