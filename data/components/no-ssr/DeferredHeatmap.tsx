import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';

// 52 weeks × 7 days of activity, computed deterministically.
const cells = Array.from({ length: 364 }, (_, index) => ((index * 37) % 11) / 10);

function ActivityHeatmap() {
  return (
    <Box
      role="img"
      aria-label="Contribution activity over the last 52 weeks"
      sx={{ display: 'grid', gridTemplateRows: 'repeat(7, 10px)', gridAutoFlow: 'column', gap: '2px', overflowX: 'auto' }}
    >
      {cells.map((level, index) => (
        <Box key={index} sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: 'success.main', opacity: 0.15 + level * 0.85 }} />
      ))}
    </Box>
  );
}

export default function DeferredHeatmap() {
  const [defer, setDefer] = React.useState(true);
  const [run, setRun] = React.useState(0);

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <FormControlLabel
          control={<Switch checked={defer} onChange={(event) => setDefer(event.target.checked)} />}
          label="defer"
        />
        <Button variant="outlined" onClick={() => setRun(run + 1)}>
          Mount again
        </Button>
      </Box>
      {/* The key remounts NoSsr, so the fallback shows again before the heatmap. */}
      <NoSsr key={`${run}-${defer}`} defer={defer} fallback={<Skeleton variant="rounded" height={82} />}>
        <ActivityHeatmap />
      </NoSsr>
    </div>
  );
}
