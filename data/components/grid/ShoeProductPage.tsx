import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';

const sizes = ['40', '41', '42', '43', '44', '45'];

function Picture({ height, label }: { height: number; label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        height,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      <DirectionsRunIcon fontSize={height > 100 ? 'large' : 'small'} />
    </Box>
  );
}

export default function ShoeProductPage() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {/* Nested container without `columns`: it inherits the outer 12 columns. */}
      <Grid container size={{ xs: 12, md: 7 }}>
        <Grid size={12}>
          <Picture height={180} label="Trail runner, side view" />
        </Grid>
        {['top', 'sole', 'heel', 'laces'].map((view) => (
          <Grid key={view} size={3}>
            <Picture height={56} label={`Trail runner, ${view} view`} />
          </Grid>
        ))}
      </Grid>
      {/* Nested container with its own `columns`: size={1} is a third of it. */}
      <Grid container size={{ xs: 12, md: 5 }} columns={3} spacing={1}>
        <Grid size={3}>
          <Typography component="h3" variant="h6">
            Ridgeline Trail Runner
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Choose your EU size
          </Typography>
        </Grid>
        {sizes.map((size) => (
          <Grid key={size} size={1}>
            <Button variant="outlined" fullWidth aria-label={`EU size ${size}`}>
              {size}
            </Button>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
