import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const podcasts = [
  { title: 'The Long Commute', height: 90 },
  { title: 'Soil & Seed', height: 130 },
  { title: 'Half-Life Stories', height: 110 },
  { title: 'Pocket Economics', height: 100 },
  { title: 'Field Recordings', height: 140 },
  { title: 'Small Kitchens', height: 90 },
  { title: 'The Quiet Hour', height: 120 },
  { title: 'Byte Sized', height: 110 },
  { title: 'Map Room', height: 100 },
];

export default function RankedPodcastsSequential() {
  const [sequential, setSequential] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={sequential} onChange={(event) => setSequential(event.target.checked)} />
        }
        label="sequential"
        sx={{ mb: 1 }}
      />
      <Masonry
        columns={3}
        spacing={1}
        sequential={sequential}
        defaultColumns={3}
        defaultSpacing={1}
        defaultHeight={410}
      >
        {podcasts.map((podcast, index) => (
          <Paper key={podcast.title} variant="outlined" sx={{ height: podcast.height, p: 1.5 }}>
            <Typography variant="h6" component="p" sx={{ color: 'primary.main' }}>
              #{index + 1}
            </Typography>
            <Typography variant="body2">{podcast.title}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
