import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const panel = {
  p: 2,
  height: '100%',
  bgcolor: 'background.paper',
} as const;

export default function ArticleLayout() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={12}>
        <Paper variant="outlined" sx={panel}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Release notes: version 4.2
          </Typography>
          <Typography variant="body2" color="text.secondary">
            size=12 spans the full row
          </Typography>
        </Paper>
      </Grid>
      <Grid size={8}>
        <Paper variant="outlined" sx={panel}>
          <Typography variant="body2">
            The export dialog now remembers the last folder you used, and large reports
            render twice as fast on low-end laptops.
          </Typography>
          <Typography variant="caption" color="text.secondary">
            size=8 (two thirds)
          </Typography>
        </Paper>
      </Grid>
      <Grid size={4}>
        <Paper variant="outlined" sx={panel}>
          <Typography variant="body2">Published by the platform team</Typography>
          <Typography variant="caption" color="text.secondary">
            size=4 (one third)
          </Typography>
        </Paper>
      </Grid>
      {['Fixes', 'Features', 'Known issues'].map((label) => (
        <Grid key={label} size={4}>
          <Paper variant="outlined" sx={{ ...panel, textAlign: 'center' }}>
            <Typography variant="body2">{label}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
