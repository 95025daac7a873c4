import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// Let TypeScript accept <Chip variant="soft">.
declare module '@mui/material/Chip' {
  interface ChipPropsVariantOverrides {
    soft: true;
  }
}

const tones = ['primary', 'success', 'warning', 'error'] as const;

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiChip: {
      variants: [
        // One entry per colour: a tint of the colour behind regular text.
        ...tones.map((tone) => ({
          props: { variant: 'soft' as const, color: tone },
          style: ({ theme }: { theme: Theme }) => ({
            backgroundColor: theme.alpha((theme.vars ?? theme).palette[tone].main, 0.18),
            color: (theme.vars ?? theme).palette.text.primary,
            border: `1px solid ${theme.alpha((theme.vars ?? theme).palette[tone].main, 0.5)}`,
          }),
        })),
        // Combinations match too; entries later in the array win.
        { props: { variant: 'soft', size: 'small' }, style: { fontWeight: 600, letterSpacing: '0.02em' } },
      ],
    },
  },
});

export default function SoftChipVariant() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip variant="soft" color="primary" label="New ticket" />
          <Chip variant="soft" color="success" label="Resolved" />
          <Chip variant="soft" color="warning" label="Waiting on customer" />
          <Chip variant="soft" color="error" label="Escalated" />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip variant="soft" color="success" size="small" label="SLA met" />
          <Chip variant="soft" color="error" size="small" label="SLA breached" />
          <Chip variant="outlined" size="small" label="Built-in outlined" />
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
