import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';

export default function SimpleBottomNavigation() {
  const [value, setValue] = React.useState(0);

  return (
    <Paper variant="outlined" sx={{ width: 360, maxWidth: '100%', mx: 'auto' }}>
      <BottomNavigation showLabels value={value} onChange={(event, newValue: number) => setValue(newValue)}>
        <BottomNavigationAction label="Home" icon={<HomeIcon />} />
        <BottomNavigationAction label="Search" icon={<SearchIcon />} />
        <BottomNavigationAction label="Library" icon={<LibraryMusicIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
