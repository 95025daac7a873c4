import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ListIcon from '@mui/icons-material/List';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import { Link as RouterLink, MemoryRouter, Route, Routes, useLocation } from 'react-router';

const pages = [
  { to: '/components/lists/', label: 'Lists', icon: <ListIcon />, summary: 'Rows of text and actions, the basis of most menus.' },
  { to: '/components/menus/', label: 'Menus', icon: <MenuOpenIcon />, summary: 'A temporary list of choices anchored to a button.' },
  { to: '/components/drawers/', label: 'Drawers', icon: <ViewSidebarIcon />, summary: 'Side panels for navigation, permanent or temporary.' },
];

// Each row is a router link; the row of the current location is marked selected (and aria-current).
function NavItem({ to, label, icon }: { to: string; label: string; icon: React.ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname === to;
  return (
    <ListItemButton component={RouterLink} to={to} selected={current} aria-current={current ? 'page' : undefined}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

export default function RouterNavList() {
  return (
    <MemoryRouter initialEntries={['/components/lists/']}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Paper variant="outlined" sx={{ width: 220 }}>
          <List component="nav" aria-label="Components">
            {pages.map((page) => (
              <NavItem key={page.to} to={page.to} label={page.label} icon={page.icon} />
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 180, pt: 1 }}>
          <Routes>
            {pages.map((page) => (
              <Route key={page.to} path={page.to} element={<Typography variant="body2">{page.summary}</Typography>} />
            ))}
          </Routes>
        </Box>
      </Box>
    </MemoryRouter>
  );
}
