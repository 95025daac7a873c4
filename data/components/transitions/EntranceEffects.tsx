import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function Tile({ label }: { label: string }) {
  return (
    <Paper elevation={3} sx={{ width: 140, height: 88, p: 1, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
        {label}
      </Typography>
    </Paper>
  );
}

export default function EntranceEffects() {
  const [shown, setShown] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
        label="Show tiles"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, minHeight: 88 }}>
        <Grow in={shown}>
          <Box>
            <Tile label="From the centre" />
          </Box>
        </Grow>
        <Grow in={shown} style={{ transformOrigin: '0 0 0' }} timeout={shown ? 1000 : 'auto'}>
          <Box>
            <Tile label="From the top-left corner" />
          </Box>
        </Grow>
        <Grow in={shown} style={{ transformOrigin: '0 0 0', transitionDelay: shown ? '150ms' : '0ms' }}>
          <Box>
            <Tile label="Corner, delayed" />
          </Box>
        </Grow>
      </Box>
    </div>
  );
}
