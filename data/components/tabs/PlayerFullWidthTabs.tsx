import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const library = {
  songs: [
    { primary: 'Harbour Lights', secondary: 'The Lanterns · 3:42' },
    { primary: 'Paper Planes at Dusk', secondary: 'Mira Sol · 4:05' },
    { primary: 'Northbound', secondary: 'Kettle & Co · 2:58' },
  ],
  albums: [
    { primary: 'Low Tide', secondary: 'The Lanterns · 11 songs' },
    { primary: 'Quiet Machines', secondary: 'Mira Sol · 9 songs' },
  ],
  artists: [
    { primary: 'Kettle & Co', secondary: '2 albums' },
    { primary: 'Mira Sol', secondary: '4 albums' },
    { primary: 'The Lanterns', secondary: '3 albums' },
  ],
};

type Section = keyof typeof library;

const labels: Record<Section, string> = { songs: 'Songs', albums: 'Albums', artists: 'Artists' };

export default function PlayerFullWidthTabs() {
  const [section, setSection] = React.useState<Section>('songs');
  const id = React.useId();

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <Tabs
        value={section}
        onChange={(event, newValue: Section) => setSection(newValue)}
        variant="fullWidth"
        aria-label="Your library"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {(Object.keys(library) as Section[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={labels[key]}
            id={`${id}-tab-${key}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${section}`}>
        <List dense>
          {library[section].map((entry) => (
            <ListItem key={entry.primary}>
              <ListItemText primary={entry.primary} secondary={entry.secondary} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Paper>
  );
}
