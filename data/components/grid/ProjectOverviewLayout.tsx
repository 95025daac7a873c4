import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const milestones = [
  { name: 'Research', done: 100 },
  { name: 'Prototype', done: 70 },
  { name: 'Beta', done: 15 },
];

export default function ProjectOverviewLayout() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 4 }}>
        {/* A vertical layout inside the cell: Stack, not a column-direction Grid. */}
        <Stack spacing={2} sx={{ height: '100%' }}>
          {milestones.map((milestone) => (
            <Paper key={milestone.name} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {milestone.name}: {milestone.done}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={milestone.done}
                aria-label={`${milestone.name} progress`}
              />
            </Paper>
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Project Atlas: offline maps
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The prototype syncs map tiles for a selected region and keeps them for 30 days. Beta
            testers start next sprint with the hiking club pilot group; the remaining work is
            conflict handling when a region is edited on two devices.
          </Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}
