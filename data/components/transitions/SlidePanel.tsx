import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Direction = 'up' | 'down' | 'left' | 'right';

export default function SlidePanel() {
  const [open, setOpen] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('up');
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          aria-label="Slide direction"
          onChange={(event, value: Direction | null) => value && setDirection(value)}
        >
          {(['up', 'down', 'left', 'right'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" onClick={() => setOpen(!open)}>
          {open ? 'Dismiss' : 'Show'} cookie notice
        </Button>
      </Box>
      <Box
        ref={setContainer}
        sx={{ position: 'relative', height: 160, overflow: 'hidden', bgcolor: 'action.hover', borderRadius: 2 }}
      >
        <Slide in={open} direction={direction} container={container}>
          <Paper elevation={4} sx={{ position: 'absolute', inset: 16, p: 2 }}>
            <Typography variant="body2">
              We use one cookie to remember your language. Nothing else is stored.
            </Typography>
          </Paper>
        </Slide>
      </Box>
    </div>
  );
}
