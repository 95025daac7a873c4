import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const offices: Record<string, string[]> = {
  Europe: ['Amsterdam', 'Berlin', 'Lisbon', 'Warsaw'],
  'North America': ['Austin', 'Montréal', 'Toronto', 'Vancouver'],
  'Asia Pacific': ['Melbourne', 'Seoul', 'Singapore', 'Tokyo'],
};

export default function CityDirectory() {
  return (
    // A scrolling region is focusable, so keyboard users can scroll it with the arrow keys.
    <List
      aria-label="Offices by region"
      tabIndex={0}
      sx={{
        width: '100%',
        maxWidth: 320,
        bgcolor: 'background.paper',
        position: 'relative',
        overflow: 'auto',
        maxHeight: 280,
        '& ul': { padding: 0 },
      }}
    >
      {Object.entries(offices).map(([region, cities]) => (
        <li key={region}>
          <ul>
            <ListSubheader>{region}</ListSubheader>
            {cities.map((city) => (
              <ListItem key={city} dense>
                <ListItemText primary={city} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
