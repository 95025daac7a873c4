import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const kpis = [
  { label: 'Orders today', value: '312', change: '+8% vs. last Monday' },
  { label: 'Revenue', value: '$18,940', change: '+3% vs. last Monday' },
  { label: 'Average basket', value: '$60.70', change: '−2% vs. last Monday' },
  { label: 'Returns', value: '9', change: 'Same as last Monday' },
];

export default function StoreKpiStrip() {
  return (
    // The container clips the borders that would land on its outer edges.
    <Grid container sx={{ width: '100%', overflow: 'hidden' }}>
      {kpis.map((kpi) => (
        <Grid
          key={kpi.label}
          size={{ xs: 12, sm: 6, md: 3 }}
          sx={{
            p: 2,
            borderLeft: 1,
            borderTop: 1,
            borderColor: 'divider',
            // Pull each cell 1px up and left: first-row and first-column borders are clipped,
            // at every breakpoint, without counting columns.
            ml: '-1px',
            mt: '-1px',
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {kpi.label}
          </Typography>
          <Typography variant="h5" component="p">
            {kpi.value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {kpi.change}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
