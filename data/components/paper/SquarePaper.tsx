import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function SquarePaper() {
  return (
    <Stack direction="row" spacing={3}>
      <Paper variant="outlined" sx={{ width: 120, height: 80, display: 'grid', placeItems: 'center' }}>
        rounded
      </Paper>
      <Paper variant="outlined" square sx={{ width: 120, height: 80, display: 'grid', placeItems: 'center' }}>
        square
      </Paper>
    </Stack>
  );
}
