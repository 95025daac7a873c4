import * as React from 'react';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import ChatIcon from '@mui/icons-material/Chat';
import CallIcon from '@mui/icons-material/Call';
import GroupsIcon from '@mui/icons-material/Groups';

export default function BadgeBottomNavigation() {
  const [value, setValue] = React.useState('calls');
  const unread = 4;

  return (
    <Paper variant="outlined" sx={{ width: 360, maxWidth: '100%', mx: 'auto' }}>
      <BottomNavigation
        showLabels
        value={value}
        onChange={(event, newValue: string) => setValue(newValue)}
        sx={{
          // A filled pill behind the selected icon.
          '& .Mui-selected .MuiSvgIcon-root': { bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 4, px: 1.5, boxSizing: 'content-box' },
        }}
      >
        <BottomNavigationAction
          label="Chats"
          value="chats"
          aria-label={`Chats, ${unread} unread`}
          icon={
            <Badge badgeContent={unread} color="error">
              <ChatIcon />
            </Badge>
          }
        />
        <BottomNavigationAction label="Calls" value="calls" icon={<CallIcon />} />
        <BottomNavigationAction label="Communities" value="communities" icon={<GroupsIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
