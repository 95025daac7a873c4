import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import DashboardIcon from '@mui/icons-material/Dashboard';

const destinations = [
  { label: 'Overview', icon: <DashboardIcon /> },
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Contacts', icon: <PeopleIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
];

// Material UI has no NavigationRail component; List + ListItemButton compose one.
export default function NavigationRailPattern() {
  const [selected, setSelected] = React.useState(0);

  return (
    <Paper variant="outlined" sx={{ display: 'flex', height: 300, maxWidth: 520, overflow: 'hidden' }}>
      <Box component="nav" aria-label="Main" sx={{ width: 88, borderRight: 1, borderColor: 'divider' }}>
        <List disablePadding sx={{ py: 1 }}>
          {destinations.map((item, index) => (
            <ListItemButton
              key={item.label}
              selected={selected === index}
              aria-current={selected === index ? 'page' : undefined}
              onClick={() => setSelected(index)}
              sx={{
                flexDirection: 'column',
                gap: 0.5,
                mx: 1,
                my: 0.5,
                py: 1,
                borderRadius: 2,
                color: selected === index ? 'primary.main' : 'text.secondary',
              }}
            >
              {item.icon}
              <Typography variant="caption">{item.label}</Typography>
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ p: 3 }}>
        <Typography variant="h6" component="h3">
          {destinations[selected].label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The rail keeps top-level destinations one click away on tablets and desktops.
        </Typography>
      </Box>
    </Paper>
  );
}
