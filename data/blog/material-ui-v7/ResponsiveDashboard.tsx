import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const metrics = [
  { label: 'Monthly revenue', value: '$48,210', change: '+6.1%' },
  { label: 'Active customers', value: '1,934', change: '+2.4%' },
  { label: 'Churned accounts', value: '27', change: '-0.8%' },
  { label: 'Support tickets', value: '112', change: '+12%' },
];

export default function ResponsiveDashboard() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        {metrics.map((metric) => (
          // One column on phones, two on tablets, four from the md breakpoint.
          <Grid key={metric.label} size={{ xs: 12, sm: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {metric.label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {metric.value}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {metric.change} vs. last month
              </Typography>
            </Paper>
          </Grid>
        ))}
        {/* A fixed sidebar width next to a column that takes the remaining space. */}
        <Grid size={{ xs: 12, md: 'auto' }}>
          <Paper variant="outlined" sx={{ p: 2, width: { md: 220 } }}>
            <Typography variant="subtitle2" component="h3">
              Filters
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Region: Europe
              <br />
              Plan: Business
            </Typography>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 'grow' }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="subtitle2" component="h3">
              Revenue by week
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              This column uses size=&quot;grow&quot; and fills whatever the filters leave.
            </Typography>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }} offset={{ sm: 2 }}>
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="body2">
              Centred with offset: eight columns wide, two empty columns on each side.
            </Typography>
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
