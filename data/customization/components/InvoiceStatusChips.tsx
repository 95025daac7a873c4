import { ThemeProvider, createTheme } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ErrorIcon from '@mui/icons-material/Error';

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiChip: {
      styleOverrides: {
        // The root slot as a callback: it receives the theme and the chip's ownerState (its props).
        root: ({ theme, ownerState }) => ({
          borderRadius: 8,
          paddingInline: theme.spacing(0.5),
          ...(ownerState.variant === 'outlined' && { borderWidth: 2 }),
          // Props-based variants inside a slot: applied when the props match.
          variants: [
            { props: { size: 'small' }, style: { textTransform: 'uppercase', letterSpacing: '0.04em' } },
          ],
        }),
        // Other slots are plain style objects keyed by their class name.
        label: { fontWeight: 600 },
        icon: { marginLeft: 6 },
      },
    },
  },
});

export default function InvoiceStatusChips() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip icon={<CheckCircleIcon />} label="Paid" color="success" />
          <Chip icon={<ScheduleIcon />} label="Pending" color="primary" variant="outlined" />
          <Chip icon={<ErrorIcon />} label="Overdue" color="error" variant="outlined" />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" label="Paid" color="success" />
          <Chip size="small" label="Pending" color="primary" variant="outlined" />
          <Chip size="small" label="Draft" />
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
