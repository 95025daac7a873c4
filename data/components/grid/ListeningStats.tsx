import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

export default function ListeningStats() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {/* Three grow items: each gets a third of the row. */}
      <Grid size="grow">
        <Stat label="Minutes this week" value="1,284" />
      </Grid>
      <Grid size="grow">
        <Stat label="Top genre" value="Jazz" />
      </Grid>
      <Grid size="grow">
        <Stat label="New artists" value="17" />
      </Grid>
      {/* A fixed half-width item: the grow items share what is left. */}
      <Grid container size={12}>
        <Grid size="grow">
          <Stat label="Playlists" value="23" />
        </Grid>
        <Grid size={6}>
          <Stat label="Now playing" value="Blue in Green" />
        </Grid>
        <Grid size="grow">
          <Stat label="Queue" value="9 tracks" />
        </Grid>
      </Grid>
    </Grid>
  );
}
