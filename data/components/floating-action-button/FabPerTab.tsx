import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import ChatIcon from '@mui/icons-material/Chat';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

const sections = [
  { label: 'Chats', text: 'Three unread conversations.', fab: 'New chat', icon: <ChatIcon /> },
  { label: 'Contacts', text: '42 people in your address book.', fab: 'Add contact', icon: <PersonAddIcon /> },
  { label: 'Photos', text: '128 photos shared with you.', fab: 'Take photo', icon: <PhotoCameraIcon /> },
] as const;

export default function FabPerTab() {
  const theme = useTheme();
  const id = React.useId();
  const [tab, setTab] = React.useState(0);
  const duration = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Box sx={{ position: 'relative', minHeight: 220, maxWidth: 420, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs value={tab} onChange={(event, value: number) => setTab(value)} variant="fullWidth" aria-label="Messenger sections">
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Typography id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} sx={{ p: 2 }}>
        {sections[tab].text}
      </Typography>
      {sections.map((section, index) => (
        <Zoom
          key={section.label}
          in={tab === index}
          timeout={duration}
          style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab color="secondary" aria-label={section.fab} sx={{ position: 'absolute', right: 16, bottom: 16 }}>
            {section.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
