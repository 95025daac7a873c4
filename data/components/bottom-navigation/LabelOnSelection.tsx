import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import ExploreIcon from '@mui/icons-material/Explore';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import DirectionsIcon from '@mui/icons-material/Directions';
import CommuteIcon from '@mui/icons-material/Commute';
import PersonIcon from '@mui/icons-material/Person';

export default function LabelOnSelection() {
  const [value, setValue] = React.useState('explore');

  return (
    <Paper variant="outlined" sx={{ width: 420, maxWidth: '100%', mx: 'auto' }}>
      <BottomNavigation value={value} onChange={(event, newValue: string) => setValue(newValue)}>
        <BottomNavigationAction label="Explore" value="explore" icon={<ExploreIcon />} />
        <BottomNavigationAction label="Saved" value="saved" icon={<BookmarkIcon />} />
        <BottomNavigationAction label="Directions" value="directions" icon={<DirectionsIcon />} />
        <BottomNavigationAction label="Transit" value="transit" icon={<CommuteIcon />} />
        <BottomNavigationAction label="Profile" value="profile" icon={<PersonIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
