import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';

const tracks = [
  { title: 'Harbour Lights', artist: 'The Quiet Hours' },
  { title: 'Static Bloom', artist: 'Nadia Kerr' },
  { title: 'Eleven Miles', artist: 'Copper Fields' },
];

export default function NowPlayingSlide() {
  const [playing, setPlaying] = React.useState<(typeof tracks)[number] | null>(null);
  // Keep the last track while the bar slides out, so its text doesn't vanish mid-animation.
  const [shown, setShown] = React.useState(tracks[0]);

  return (
    <Box sx={{ position: 'relative', height: 230, maxWidth: 380, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <List dense aria-label="Tracks">
        {tracks.map((track) => (
          <ListItem key={track.title} disablePadding>
            <ListItemButton
              selected={playing?.title === track.title}
              onClick={() => {
                setPlaying(track);
                setShown(track);
              }}
            >
              <ListItemText primary={track.title} secondary={track.artist} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {/* No container: the bar starts just below the edge of the window and slides up. */}
      <Slide in={playing !== null} direction="up">
        <Paper
          elevation={6}
          square
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}
        >
          <GraphicEqIcon color="primary" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 'medium' }}>
              {shown.title}
            </Typography>
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {shown.artist}
            </Typography>
          </Box>
          <IconButton aria-label="Stop playback" size="small" onClick={() => setPlaying(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      </Slide>
    </Box>
  );
}
