import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const photos = ['Harbour', 'Old town', 'Market', 'Lighthouse', 'Vineyard', 'Ridge'];

export default function SpacingPlayground() {
  const [spacing, setSpacing] = React.useState(2);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        Spacing: {spacing} ({spacing * 8}px with the default theme)
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={spacing}
        onChange={(event, value: number | null) => {
          if (value !== null) {
            setSpacing(value);
          }
        }}
        aria-labelledby={labelId}
        sx={{ mb: 2 }}
      >
        {[0, 1, 2, 3, 4].map((value) => (
          <ToggleButton key={value} value={value} aria-label={`Spacing ${value}`}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Grid container spacing={spacing}>
        {photos.map((title) => (
          <Grid key={title} size={4}>
            <Paper
              sx={{
                height: 64,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Typography variant="body2">{title}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
