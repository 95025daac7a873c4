import Paper from '@mui/material/Paper';
import MenuList from '@mui/material/MenuList';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import HistoryIcon from '@mui/icons-material/History';

const actions = [
  { label: 'Cut', shortcut: 'Ctrl+X', icon: <ContentCutIcon fontSize="small" /> },
  { label: 'Copy', shortcut: 'Ctrl+C', icon: <ContentCopyIcon fontSize="small" /> },
  { label: 'Paste', shortcut: 'Ctrl+V', icon: <ContentPasteIcon fontSize="small" /> },
];

export default function IconMenu() {
  return (
    <Paper sx={{ width: 300, maxWidth: '100%' }}>
      <MenuList aria-label="Edit actions">
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {action.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <HistoryIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Version history" secondary="Last edited by Ana" />
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
