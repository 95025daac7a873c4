import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import PushPinIcon from '@mui/icons-material/PushPin';

const tracks = [
  { title: 'Night Drive', artist: 'Lumen', pinned: false },
  { title: 'Paper Boats', artist: 'The Quiet Hours', pinned: true },
  { title: 'Saltwater', artist: 'Mira Vale', pinned: false },
  { title: 'Low Tide', artist: 'Harbor Lights', pinned: true },
];

export default function PinnedTracks() {
  const [pinnedFirst, setPinnedFirst] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={pinnedFirst} onChange={(event) => setPinnedFirst(event.target.checked)} />}
        label="Show pinned tracks first"
      />
      <Box
        component="ul"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {tracks.map((track) => (
          <Box
            component="li"
            key={track.title}
            // order: -1 moves pinned tracks before every item with the default order 0.
            sx={{ order: pinnedFirst && track.pinned ? -1 : 0, display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}
          >
            <Box sx={{ flexGrow: 1 }}>
              {track.title}
              <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
                {track.artist}
              </Box>
            </Box>
            {track.pinned && <PushPinIcon fontSize="small" titleAccess="Pinned" sx={{ color: 'primary.main' }} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
