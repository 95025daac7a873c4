import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, Theme } from '@mui/material/styles';

// A theme layered on the page's theme: every outlined field inside gets the booking app's look.
const bookingTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiOutlinedInput: {
      styleOverrides: {
        root: { borderRadius: 12 },
        notchedOutline: { borderWidth: 2 },
        input: { fontWeight: 500 },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: { fontWeight: 600 },
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: { marginLeft: 4 },
      },
    },
  },
});

export default function ThemedFieldOverrides() {
  return (
    <ThemeProvider theme={bookingTheme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Guests" defaultValue="2 adults, 1 child" helperText="Up to 6 per room" />
        <TextField label="Promo code" defaultValue="SUMMER" />
      </Stack>
    </ThemeProvider>
  );
}
