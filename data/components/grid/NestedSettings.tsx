import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Tile({ label, tone = 'background.paper' }: { label: string; tone?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, bgcolor: tone, height: '100%' }}>
      <Typography variant="body2">{label}</Typography>
    </Paper>
  );
}

export default function NestedSettings() {
  return (
    <Grid container spacing={2} columns={12} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Tile label="Sidebar: account, billing, team" />
      </Grid>
      {/* A container that is also an item of the outer grid: it inherits columns and spacing. */}
      <Grid container size={{ xs: 12, md: 8 }}>
        <Grid size={6}>
          <Tile label="Display name" tone="action.hover" />
        </Grid>
        <Grid size={6}>
          <Tile label="Time zone" tone="action.hover" />
        </Grid>
        <Grid size={12}>
          <Tile label="Notification e-mails" tone="action.hover" />
        </Grid>
      </Grid>
    </Grid>
  );
}
