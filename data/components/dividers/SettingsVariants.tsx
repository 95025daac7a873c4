import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import BrightnessMediumIcon from '@mui/icons-material/BrightnessMedium';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import InfoIcon from '@mui/icons-material/Info';

export default function SettingsVariants() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <List aria-label="Device settings">
        <ListItem>
          <ListItemIcon><WifiIcon /></ListItemIcon>
          <ListItemText primary="Wi-Fi" secondary="Home network" />
        </ListItem>
        {/* inset: starts where the text starts, so the icons stay one column */}
        <Divider variant="inset" component="li" aria-hidden="true" />
        <ListItem>
          <ListItemIcon><BluetoothIcon /></ListItemIcon>
          <ListItemText primary="Bluetooth" secondary="2 devices connected" />
        </ListItem>
        {/* fullWidth (default): closes the connectivity group */}
        <Divider component="li" aria-hidden="true" />
        <ListItem>
          <ListItemIcon><BrightnessMediumIcon /></ListItemIcon>
          <ListItemText primary="Display" secondary="Automatic brightness" />
        </ListItem>
        {/* middle: a margin on both ends */}
        <Divider variant="middle" component="li" aria-hidden="true" />
        <ListItem>
          <ListItemIcon><VolumeUpIcon /></ListItemIcon>
          <ListItemText primary="Sound" secondary="Vibrate for calls" />
        </ListItem>
        <Divider component="li" aria-hidden="true" />
        <ListItem>
          <ListItemIcon><InfoIcon /></ListItemIcon>
          <ListItemText primary="About this device" secondary="Version 7.3" />
        </ListItem>
      </List>
    </Paper>
  );
}
