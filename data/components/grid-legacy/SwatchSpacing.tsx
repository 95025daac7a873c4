import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/GridLegacy';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const swatches = ['primary', 'secondary', 'success', 'error', 'warning', 'info'];
const values = [0, 0.5, 1, 2, 3, 5];

export default function SwatchSpacing() {
  const [spacing, setSpacing] = React.useState(1);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={spacing}>
        {swatches.map((name) => (
          <Grid item xs={4} sm={2} key={name}>
            <Box sx={{ height: 56, borderRadius: 1, bgcolor: `${name}.main` }} />
            <Typography variant="caption">{name}</Typography>
          </Grid>
        ))}
      </Grid>
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id={labelId}>spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}
        >
          {values.map((value) => (
            <FormControlLabel
              key={value}
              value={String(value)}
              control={<Radio size="small" />}
              label={`${value} (${value * 8}px)`}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
