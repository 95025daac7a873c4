import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function OffsetSignup() {
  return (
    <Grid container sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }} offset={{ xs: 0, md: 3 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
            Join the beta
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="First name" size="small" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Last name" size="small" fullWidth />
            </Grid>
            <Grid size={12}>
              <TextField label="Work email" type="email" size="small" fullWidth />
            </Grid>
            <Grid size="auto">
              <Button>Cancel</Button>
            </Grid>
            <Grid size="auto" offset="auto">
              <Button variant="contained">Request access</Button>
            </Grid>
          </Grid>
        </Paper>
      </Grid>
    </Grid>
  );
}
