import * as React from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for your router: it keeps the "current path" in state instead of the URL.
const RouterContext = React.createContext<(to: string) => void>(() => {});

type RouterLinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, ...other },
  ref,
) {
  const navigate = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        // Let modified clicks (new tab, new window) behave like normal links.
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
          return;
        }
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
});

const routes = [
  { to: '/components/links/', label: 'Links' },
  { to: '/components/breadcrumbs/', label: 'Breadcrumbs' },
  { to: '/components/tabs/', label: 'Tabs' },
];

export default function RouterLinks() {
  const [path, setPath] = React.useState(routes[0].to);

  return (
    <RouterContext.Provider value={setPath}>
      <Stack component="nav" aria-label="In-app pages" direction="row" spacing={2}>
        {routes.map((route) => (
          <Link key={route.to} component={RouterLink} to={route.to} aria-current={route.to === path ? 'page' : undefined}>
            {route.label}
          </Link>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography variant="body2">Current route: {path}</Typography>
      </Paper>
    </RouterContext.Provider>
  );
}
