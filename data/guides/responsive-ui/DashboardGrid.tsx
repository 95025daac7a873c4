import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Visitors', value: '18.4k' },
  { label: 'Sign-ups', value: '1,092' },
  { label: 'Conversion', value: '5.9%' },
  { label: 'Revenue', value: '$23.1k' },
];

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function DashboardGrid() {
  return (
    <Grid container spacing={2}>
      {stats.map((stat) => (
        // 1 per row on phones, 2 from sm, 4 from md (12 columns in total).
        <Grid key={stat.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Panel title={stat.label}>
            <Typography variant="h5" component="p">
              {stat.value}
            </Typography>
          </Panel>
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 8 }}>
        <Panel title="Traffic by week">
          <Typography variant="body2" sx={{ mt: 1 }}>
            A chart would take this wide column on desktop and the full width on phones.
          </Typography>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Panel title="Top pages">
          <Typography variant="body2" component="ol" sx={{ pl: 2.5, mt: 1, mb: 0 }}>
            <li>/pricing</li>
            <li>/docs/getting-started</li>
            <li>/blog/launch</li>
          </Typography>
        </Panel>
      </Grid>
    </Grid>
  );
}
