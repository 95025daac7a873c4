/**
 * Reproduction for: [select] <one-line summary of the problem>
 *
 * Steps:
 *   1. Tab to the "Shipping speed" select and press Enter to open it.
 *   2. Press ArrowDown, then Enter.
 * Expected: the menu closes and the select shows "Express".
 * Actual: <what happened instead, with any console error copied verbatim>
 *
 * Everything that is not needed to trigger the problem has been removed:
 * no app theme, no data fetching, no router, one component.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { version } from '@mui/material/version';

export default function MinimalReproduction() {
  const [speed, setSpeed] = React.useState('standard');

  return (
    <Box sx={{ maxWidth: 320 }}>
      <FormControl fullWidth size="small">
        <InputLabel id="speed-label">Shipping speed</InputLabel>
        <Select
          labelId="speed-label"
          label="Shipping speed"
          value={speed}
          onChange={(event: SelectChangeEvent) => setSpeed(event.target.value)}
        >
          <MenuItem value="standard">Standard</MenuItem>
          <MenuItem value="express">Express</MenuItem>
        </Select>
      </FormControl>
      {/* Print the state the report talks about, so readers can compare at a glance. */}
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Selected value: <code>{speed}</code>
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        @mui/material {version} · React {React.version}
      </Typography>
    </Box>
  );
}
