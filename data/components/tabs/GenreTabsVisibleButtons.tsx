import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';

const genres = [
  'For you', 'Jazz', 'Classical', 'Hip-hop', 'Electronic', 'Folk',
  'Soul', 'Ambient', 'Rock', 'Latin', 'Podcasts',
];

export default function GenreTabsVisibleButtons() {
  const [genre, setGenre] = React.useState('For you');

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 520 }, mx: 'auto', bgcolor: 'background.paper' }}>
      <Tabs
        value={genre}
        onChange={(event, newValue: string) => setGenre(newValue)}
        variant="scrollable"
        scrollButtons
        aria-label="Music genres"
        sx={{
          // A disabled button is invisible by default (opacity 0): dim it instead,
          // so both arrows keep their place at the ends of the list.
          [`& .${tabsClasses.scrollButtons}.Mui-disabled`]: { opacity: 0.3 },
        }}
      >
        {genres.map((name) => (
          <Tab key={name} value={name} label={name} />
        ))}
      </Tabs>
    </Box>
  );
}
