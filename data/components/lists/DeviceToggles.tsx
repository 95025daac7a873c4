import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';

const settings = [
  { id: 'wifi', label: 'Wi-Fi', detail: 'Home network', icon: <WifiIcon /> },
  { id: 'bluetooth', label: 'Bluetooth', detail: 'Headphones connected', icon: <BluetoothIcon /> },
  { id: 'location', label: 'Location', detail: 'Used by 4 apps', icon: <LocationOnIcon /> },
  { id: 'focus', label: 'Do not disturb', detail: 'Silences calls and alerts', icon: <DoNotDisturbOnIcon /> },
];

export default function DeviceToggles() {
  const [enabled, setEnabled] = React.useState<Record<string, boolean>>({ wifi: true, bluetooth: true });
  const baseId = React.useId();

  return (
    <List
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
      aria-labelledby={`${baseId}-title`}
      subheader={<ListSubheader id={`${baseId}-title`}>Connections</ListSubheader>}
    >
      {settings.map((setting) => {
        const labelId = `${baseId}-${setting.id}`;
        return (
          <ListItem
            key={setting.id}
            secondaryAction={
              <Switch
                edge="end"
                checked={enabled[setting.id] ?? false}
                onChange={(event) => setEnabled((current) => ({ ...current, [setting.id]: event.target.checked }))}
                slotProps={{ input: { 'aria-labelledby': labelId } }}
              />
            }
          >
            <ListItemIcon>{setting.icon}</ListItemIcon>
            <ListItemText
              primary={setting.label}
              secondary={setting.detail}
              slotProps={{ primary: { id: labelId } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
