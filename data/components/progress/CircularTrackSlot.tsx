import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress, { circularProgressClasses } from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

function Ring({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      {children}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
    </Box>
  );
}

export default function CircularTrackSlot() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Ring caption="Without a track">
        <CircularProgress
          variant="determinate"
          value={30}
          size={56}
          thickness={5}
          aria-label="Reading goal, without a track"
        />
      </Ring>
      <Ring caption="enableTrackSlot">
        <CircularProgress
          variant="determinate"
          value={30}
          size={56}
          thickness={5}
          enableTrackSlot
          aria-label="Reading goal, with the default track"
        />
      </Ring>
      <Ring caption="Track styled with sx">
        <CircularProgress
          variant="determinate"
          value={30}
          size={56}
          thickness={5}
          enableTrackSlot
          color="secondary"
          aria-label="Reading goal, with a styled track"
          sx={{
            [`& .${circularProgressClasses.track}`]: { opacity: 1, color: 'action.selected' },
          }}
        />
      </Ring>
      <Ring caption="Indeterminate with a track">
        <CircularProgress size={56} thickness={5} enableTrackSlot aria-label="Loading goals" />
      </Ring>
    </Box>
  );
}
