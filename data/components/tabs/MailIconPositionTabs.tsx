import * as React from 'react';
import Box from '@mui/material/Box';
import Tab, { TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import SendIcon from '@mui/icons-material/Send';

type IconPosition = NonNullable<TabProps['iconPosition']>;

export default function MailIconPositionTabs() {
  const [folder, setFolder] = React.useState('inbox');
  const [position, setPosition] = React.useState<IconPosition>('start');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(event, next: IconPosition | null) => next && setPosition(next)}
        aria-label="Icon position"
      >
        {(['top', 'start', 'end', 'bottom'] as const).map((item) => (
          <ToggleButton key={item} value={item}>
            {item}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tabs
        value={folder}
        onChange={(event, newValue: string) => setFolder(newValue)}
        aria-label="Mail folders"
      >
        <Tab value="inbox" icon={<InboxIcon />} iconPosition={position} label="Inbox" />
        <Tab value="starred" icon={<StarIcon />} iconPosition={position} label="Starred" />
        <Tab value="sent" icon={<SendIcon />} iconPosition={position} label="Sent" />
      </Tabs>
    </Box>
  );
}
