import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const specs = [
  { label: 'Processor', value: '10-core, 3.4 GHz' },
  { label: 'Memory', value: '16 GB' },
  { label: 'Storage', value: '512 GB SSD' },
  { label: 'Display', value: '14" 2880 × 1800' },
  { label: 'Battery', value: 'Up to 18 hours' },
  { label: 'Weight', value: '1.36 kg' },
];

export default function LaptopSpecSheet() {
  return (
    <Grid
      container
      sx={{
        width: '100%',
        // The container draws the top and left edges...
        borderTop: 1,
        borderLeft: 1,
        borderColor: 'divider',
        // ...and every cell its own right and bottom edges.
        '& > .MuiGrid-root': {
          borderRight: 1,
          borderBottom: 1,
          borderColor: 'divider',
        },
      }}
    >
      {specs.map((spec) => (
        <Grid key={spec.label} size={{ xs: 6, md: 4 }} sx={{ p: 2 }}>
          <Typography variant="caption" color="text.secondary">
            {spec.label}
          </Typography>
          <Typography variant="body1">{spec.value}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}
