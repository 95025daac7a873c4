import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import FilterListIcon from '@mui/icons-material/FilterList';

export default function AutoLayoutToolbar() {
  return (
    <Grid container spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
      <Grid size="grow">
        <TextField label="Search invoices" size="small" fullWidth />
      </Grid>
      <Grid size="auto">
        <IconButton aria-label="Filter invoices">
          <FilterListIcon />
        </IconButton>
      </Grid>
      <Grid size="auto">
        <Button variant="contained">New invoice</Button>
      </Grid>
    </Grid>
  );
}
