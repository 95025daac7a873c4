import Box from '@mui/material/Box';
import Grid from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

export default function SprintBoardRow() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        {/* Three items with xs={true} (written `xs`) share the row equally. */}
        <Grid item xs>
          <Stat label="To do" value="7" />
        </Grid>
        <Grid item xs>
          <Stat label="In progress" value="4" />
        </Grid>
        <Grid item xs>
          <Stat label="Done" value="12" />
        </Grid>
      </Grid>
      {/* A second row needs its own container, or the auto-layout items would join the first.
          mt: 0 cancels its negative top margin, so its items' top padding becomes the row gap. */}
      <Grid container spacing={2} sx={{ mt: 0 }}>
        {/* Fixed half in the middle; the two auto-layout items split the rest. */}
        <Grid item xs>
          <Stat label="Bugs" value="2" />
        </Grid>
        <Grid item xs={6}>
          <Stat label="Sprint goal" value="Checkout v2" />
        </Grid>
        <Grid item xs>
          <Stat label="Days left" value="3" />
        </Grid>
      </Grid>
    </Box>
  );
}
