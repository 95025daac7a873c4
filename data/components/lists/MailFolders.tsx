import * as React from 'react';
import Paper from '@mui/material/Paper';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <InboxIcon /> },
  { id: 'sent', label: 'Sent', icon: <SendIcon /> },
  { id: 'drafts', label: 'Drafts', icon: <DraftsIcon /> },
];

const storage = [
  { id: 'archive', label: 'Archive', icon: <ArchiveIcon /> },
  { id: 'trash', label: 'Trash', icon: <DeleteIcon /> },
];

export default function MailFolders() {
  const [current, setCurrent] = React.useState('inbox');

  const renderItem = (folder: (typeof folders)[number]) => (
    <ListItem key={folder.id} disablePadding>
      <ListItemButton
        selected={current === folder.id}
        aria-current={current === folder.id ? 'page' : undefined}
        onClick={() => setCurrent(folder.id)}
      >
        <ListItemIcon>{folder.icon}</ListItemIcon>
        <ListItemText primary={folder.label} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Paper component="nav" aria-label="Mail folders" variant="outlined" sx={{ width: '100%', maxWidth: 320 }}>
      <List>{folders.map(renderItem)}</List>
      <Divider />
      <List>{storage.map(renderItem)}</List>
    </Paper>
  );
}
