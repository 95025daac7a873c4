import { ThemeProvider, createTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiButton: {
      defaultProps: { variant: 'contained', disableElevation: true },
    },
    MuiTextField: {
      defaultProps: { size: 'small', fullWidth: true },
    },
    MuiPaper: {
      defaultProps: { variant: 'outlined' },
    },
  },
});

export default function InviteFormDefaults() {
  return (
    <ThemeProvider theme={theme}>
      <Paper sx={{ p: 2.5, maxWidth: 380, width: '100%' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 2 }}>
          Invite a teammate
        </Typography>
        <Stack spacing={2}>
          {/* No size or fullWidth here: both come from the theme. */}
          <TextField label="Name" defaultValue="Priya Natarajan" />
          <TextField label="Work email" type="email" defaultValue="priya@northwind.dev" />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {/* A prop on the element still wins over the theme default. */}
            <Button variant="text">Cancel</Button>
            <Button>Send invite</Button>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
