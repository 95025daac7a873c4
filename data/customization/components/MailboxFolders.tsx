import * as React from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import List from '@mui/material/List';
import ListItemButton, { listItemButtonClasses } from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import ArchiveIcon from '@mui/icons-material/Archive';

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius,
          // `.Mui-selected` is a global state class: the same name on every component.
          [`&.${listItemButtonClasses.selected}`]: {
            backgroundColor: (theme.vars ?? theme).palette.primary.main,
            color: (theme.vars ?? theme).palette.primary.contrastText,
            '& .MuiListItemIcon-root': { color: 'inherit' },
          },
          [`&.${listItemButtonClasses.selected}:hover`]: {
            backgroundColor: (theme.vars ?? theme).palette.primary.dark,
          },
          '&.Mui-disabled': { opacity: 0.4 },
        }),
      },
    },
  },
});

const folders = [
  { name: 'Inbox', icon: <InboxIcon /> },
  { name: 'Sent', icon: <SendIcon /> },
  { name: 'Drafts', icon: <DraftsIcon /> },
  { name: 'Archive', icon: <ArchiveIcon />, disabled: true },
];

export default function MailboxFolders() {
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <ThemeProvider theme={theme}>
      <List component="nav" aria-label="Mailbox folders" sx={{ width: 260, display: 'grid', gap: 0.5 }}>
        {folders.map((folder) => (
          <ListItemButton
            key={folder.name}
            selected={selected === folder.name}
            disabled={folder.disabled}
            onClick={() => setSelected(folder.name)}
          >
            <ListItemIcon>{folder.icon}</ListItemIcon>
            <ListItemText primary={folder.name} />
          </ListItemButton>
        ))}
      </List>
    </ThemeProvider>
  );
}
