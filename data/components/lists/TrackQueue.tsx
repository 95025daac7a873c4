import * as React from 'react';
import Paper from '@mui/material/Paper';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import MusicNoteIcon from '@mui/icons-material/MusicNote';

const tracks = [
  { id: 1, title: 'Harbour Lights', artist: 'The Tidewater Band', length: '3:42' },
  { id: 2, title: 'Paper Planes at Dusk', artist: 'Mira Solen', length: '4:05' },
  { id: 3, title: 'Northbound', artist: 'Coastline Radio', length: '2:58' },
  { id: 4, title: 'Live at the Old Mill', artist: 'The Tidewater Band', length: '6:17', unavailable: true },
  { id: 5, title: 'Slow Orbit', artist: 'Juniper & Vale', length: '3:31' },
];

export default function TrackQueue() {
  const [playing, setPlaying] = React.useState(2);
  const subheaderId = React.useId();

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <List
        aria-labelledby={subheaderId}
        subheader={<ListSubheader id={subheaderId}>Up next</ListSubheader>}
      >
        {tracks.map((track) => {
          const isPlaying = track.id === playing;
          return (
            <ListItem key={track.id} disablePadding>
              <ListItemButton
                selected={isPlaying}
                disabled={track.unavailable}
                aria-current={isPlaying ? 'true' : undefined}
                onClick={() => setPlaying(track.id)}
              >
                <ListItemIcon sx={{ color: isPlaying ? 'primary.main' : undefined }}>
                  {isPlaying ? <GraphicEqIcon /> : <MusicNoteIcon />}
                </ListItemIcon>
                <ListItemText
                  primary={track.title}
                  secondary={track.unavailable ? 'Not available in your region' : track.artist}
                />
                <ListItemText
                  primary={track.length}
                  sx={{ flex: 'none', ml: 2, color: 'text.secondary' }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
