import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';

// What v4 wrote as `overrides: { MuiButton: { root: … } }` and `props: { MuiButton: … }`.
const theme = createTheme({
  components: {
    MuiButton: {
      defaultProps: {
        disableElevation: true,
        variant: 'contained',
      },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 999,
          paddingInline: theme.spacing(2.5),
          textTransform: 'none',
          fontWeight: 600,
        }),
        // Styles for one slot of the component, by its name.
        endIcon: { marginLeft: 6 },
      },
    },
  },
});

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={1.5}>
        <Button endIcon={<SendIcon />}>Send invite</Button>
        <Button color="secondary">Save draft</Button>
      </Stack>
    </ThemeProvider>
  );
}
