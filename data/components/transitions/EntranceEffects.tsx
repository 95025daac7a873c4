import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';

function Tile({ label }: { label: string }) {
  return (
    <Paper elevation={3} sx={{ width: 120, height: 88, display: 'grid', placeItems: 'center' }}>
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
        <Fade in={shown}>
          <Box>
            <Tile label="Fade" />
          </Box>
        </Fade>
        <Grow in={shown}>
          <Box>
            <Tile label="Grow" />
          </Box>
        </Grow>
        <Grow in={shown} style={{ transformOrigin: '0 0 0' }} timeout={shown ? 1000 : 'auto'}>
          <Box>
            <Tile label="Grow from corner" />
          </Box>
        </Grow>
        <Zoom in={shown}>
          <Box>
            <Tile label="Zoom" />
          </Box>
        </Zoom>
        <Zoom in={shown} style={{ transitionDelay: shown ? '200ms' : '0ms' }}>
          <Box>
            <Tile label="Zoom, delayed" />
          </Box>
        </Zoom>
      </Box>
    </div>
  );
}
