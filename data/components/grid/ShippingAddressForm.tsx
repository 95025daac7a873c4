import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const countries = ['Canada', 'France', 'Germany', 'Japan', 'United Kingdom'];

export default function ShippingAddressForm() {
  return (
    // 24px between rows leaves room for helper text; 16px between columns keeps pairs together.
    <Grid container rowSpacing={3} columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Full name" fullWidth defaultValue="Amélie Laurent" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Company" fullWidth helperText="Optional" />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Street address"
          fullWidth
          defaultValue="14 rue des Lilas"
          helperText="Include the apartment or floor if any"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField label="City" fullWidth defaultValue="Lyon" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField label="Postcode" fullWidth defaultValue="69003" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField select label="Country" fullWidth defaultValue="France">
          {countries.map((country) => (
            <MenuItem key={country} value={country}>
              {country}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
