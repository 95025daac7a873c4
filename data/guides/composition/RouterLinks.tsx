import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// A tiny stand-in for a router: in an app, this is React Router, TanStack Router, etc.
const RouterContext = React.createContext<(to: string) => void>(() => {});

type LinkBehaviorProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

// Receives `href` from Material UI and turns the click into client-side navigation.
// With a real router: return <RouterLink ref={ref} to={href} {...other} />.
const LinkBehavior = React.forwardRef<HTMLAnchorElement, LinkBehaviorProps>(
  function LinkBehavior({ href, onClick, ...other }, ref) {
    const navigate = React.useContext(RouterContext);
    return (
      <a
        ref={ref}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          navigate(href);
        }}
        {...other}
      />
    );
  },
);

// Extend the surrounding theme: every Link and every ButtonBase with href now uses LinkBehavior.
const withRouterLinks = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiLink: { defaultProps: { component: LinkBehavior } },
    MuiButtonBase: {
      ...outer.components?.MuiButtonBase,
      defaultProps: { ...outer.components?.MuiButtonBase?.defaultProps, LinkComponent: LinkBehavior },
    },
  },
});

export default function RouterLinks() {
  const [location, setLocation] = React.useState('?page=overview');

  return (
    <ThemeProvider theme={withRouterLinks}>
      <RouterContext.Provider value={setLocation}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Link href="?page=overview">Overview</Link>
            <Link href="?page=invoices">Invoices</Link>
            <Button href="?page=upgrade" variant="contained" size="small">
              Upgrade plan
            </Button>
          </Stack>
          <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
            <Typography variant="body2">
              Current location: <code>{location}</code> (no page load)
            </Typography>
          </Paper>
        </Stack>
      </RouterContext.Provider>
    </ThemeProvider>
  );
}
