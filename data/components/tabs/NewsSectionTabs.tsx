import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const sections = [
  'Top stories', 'World', 'Business', 'Technology', 'Science',
  'Health', 'Culture', 'Sport', 'Travel', 'Opinion',
];

export default function NewsSectionTabs() {
  const [section, setSection] = React.useState('Top stories');

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 520 }, mx: 'auto', bgcolor: 'background.paper' }}>
      <Tabs
        value={section}
        onChange={(event, newValue: string) => setSection(newValue)}
        variant="scrollable"
        // No arrow buttons: swipe, use a trackpad or Shift + mouse wheel.
        scrollButtons={false}
        aria-label="News sections"
      >
        {sections.map((name) => (
          <Tab key={name} value={name} label={name} />
        ))}
      </Tabs>
    </Box>
  );
}
