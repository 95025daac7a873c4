import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function CenteredProfileTabs() {
  const [tab, setTab] = React.useState('posts');

  return (
    <Box sx={{ width: '100%', bgcolor: 'background.paper' }}>
      <Tabs
        value={tab}
        onChange={(event, newValue: string) => setTab(newValue)}
        centered
        aria-label="Profile content"
      >
        <Tab value="posts" label="Posts (128)" />
        <Tab value="replies" label="Replies" />
        <Tab value="media" label="Media" />
        <Tab value="likes" label="Likes" />
      </Tabs>
    </Box>
  );
}
