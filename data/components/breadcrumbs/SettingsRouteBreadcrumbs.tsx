import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// The route table: path → label. In an app, the router provides the current path.
const routes: Record<string, string> = {
  '/settings': 'Settings',
  '/settings/profile': 'Profile',
  '/settings/notifications': 'Notifications',
  '/settings/notifications/email': 'Email',
  '/settings/notifications/mobile': 'Mobile push',
  '/settings/billing': 'Billing',
  '/settings/billing/invoices': 'Invoices',
};

function ancestorsOf(pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

function childrenOf(parent: string) {
  return Object.keys(routes).filter((path) => path.slice(0, path.lastIndexOf('/')) === parent);
}

export default function SettingsRouteBreadcrumbs() {
  const [pathname, setPathname] = React.useState('/settings/notifications/email');
  const trail = ancestorsOf(pathname);

  // Stands in for a router's navigation: no page load, just a new path.
  const navigate = (event: React.MouseEvent, to: string) => {
    event.preventDefault();
    setPathname(to);
  };

  // A nested list: each route's children sit in a list inside its own list item.
  const renderLevel = (parent: string) => (
    <List dense disablePadding>
      {childrenOf(parent).map((path) => (
        <li key={path}>
          <ListItemButton
            component="a"
            href={`?section=${path}#demo-SettingsRouteBreadcrumbs`}
            selected={path === pathname}
            aria-current={path === pathname ? 'page' : undefined}
            onClick={(event: React.MouseEvent) => navigate(event, path)}
            sx={{ pl: 2 * ancestorsOf(path).length }}
          >
            <ListItemText primary={routes[path]} />
          </ListItemButton>
          {childrenOf(path).length > 0 && renderLevel(path)}
        </li>
      ))}
    </List>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
      <Paper variant="outlined" component="nav" aria-label="Settings sections" sx={{ width: { sm: 220 }, flexShrink: 0 }}>
        {renderLevel('')}
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Breadcrumbs aria-label="Breadcrumb">
          {trail.map((path, index) =>
            index === trail.length - 1 ? (
              <Typography key={path} aria-current="page" sx={{ color: 'text.primary' }}>
                {routes[path]}
              </Typography>
            ) : (
              <Link key={path} underline="hover" color="inherit" href={`?section=${path}#demo-SettingsRouteBreadcrumbs`} onClick={(event) => navigate(event, path)}>
                {routes[path]}
              </Link>
            ),
          )}
        </Breadcrumbs>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          Current path: <code>{pathname}</code>
        </Typography>
      </Box>
    </Box>
  );
}
