import Grid from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Panel({ title, detail }: { title: string; detail: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </Paper>
  );
}

export default function TravelPlanner() {
  return (
    <Grid container spacing={2}>
      <Grid item xs={12} md={8}>
        <Panel title="Day 2 · Lisbon" detail="Tram 28, Alfama walk, dinner at 20:00" />
      </Grid>
      <Grid item xs={12} md={4}>
        <Panel title="Budget" detail="€412 of €600 spent" />
      </Grid>
      {/* Full width on phones, halves from sm, thirds from md. */}
      <Grid item xs={12} sm={6} md={4}>
        <Panel title="Flight" detail="TP 1351 · 09:40" />
      </Grid>
      <Grid item xs={12} sm={6} md={4}>
        <Panel title="Hotel" detail="Check-in from 15:00" />
      </Grid>
      <Grid item xs={12} md={4}>
        <Panel title="Weather" detail="24 °C, clear" />
      </Grid>
    </Grid>
  );
}
