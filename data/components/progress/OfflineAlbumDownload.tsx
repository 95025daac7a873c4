import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const tracks = ['Harbour Lights', 'Paper Lanterns', 'Slow Tide', 'Northbound'];
// Fixed starting point: the server and the first browser render agree.
const initialProgress = [100, 100, 35, 0];

export default function OfflineAlbumDownload() {
  const [progress, setProgress] = React.useState(initialProgress);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => {
        const current = previous.findIndex((value) => value < 100);
        if (current === -1) {
          return initialProgress;
        }
        return previous.map((value, index) =>
          index === current ? Math.min(value + 15, 100) : value,
        );
      });
    }, 600);
    return () => clearInterval(timer);
  }, []);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List dense>
        {tracks.map((track, index) => {
          const value = progress[index];
          const status = value === 100 ? 'Downloaded' : value === 0 ? 'Waiting' : `${value}%`;
          return (
            <ListItem
              key={track}
              secondaryAction={
                <CircularProgress
                  variant="determinate"
                  value={value}
                  size={24}
                  thickness={5}
                  color={value === 100 ? 'success' : 'primary'}
                  aria-label={`Downloading ${track}`}
                />
              }
            >
              <ListItemText primary={`${index + 1}. ${track}`} secondary={status} />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
