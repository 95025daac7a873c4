import { ThemeProvider, createTheme, styled, useThemeProps } from '@mui/material/styles';
import Stack from '@mui/material/Stack';

interface KpiTileProps {
  label: string;
  value: string;
  trend?: 'up' | 'down';
  variant?: 'outlined' | 'filled';
}

// A name and slots connect a custom component to the theme, like `name` in v4's makeStyles options.
const Root = styled('div', { name: 'KpiTile', slot: 'Root' })<{ ownerState: KpiTileProps }>(({ theme }) => ({
  padding: theme.spacing(2),
  minWidth: 150,
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  variants: [{ props: { variant: 'filled' }, style: { backgroundColor: (theme.vars ?? theme).palette.action.hover } }],
}));
const Label = styled('div', { name: 'KpiTile', slot: 'Label' })(({ theme }) => ({
  ...theme.typography.caption,
  color: (theme.vars ?? theme).palette.text.secondary,
}));
const Value = styled('div', { name: 'KpiTile', slot: 'Value' })<{ ownerState: KpiTileProps }>(({ theme }) => ({
  ...theme.typography.h5,
  variants: [
    { props: { trend: 'up' }, style: { color: (theme.vars ?? theme).palette.success.main } },
    { props: { trend: 'down' }, style: { color: (theme.vars ?? theme).palette.error.main } },
  ],
}));

function KpiTile(inProps: KpiTileProps) {
  // Reads theme.components.KpiTile.defaultProps, like a built-in component.
  const props = useThemeProps({ props: inProps, name: 'KpiTile' });
  return (
    <Root ownerState={props}>
      <Label>{props.label}</Label>
      <Value ownerState={props}>{props.value}</Value>
    </Root>
  );
}

// The second argument of createTheme is merged untyped; declare the key with module augmentation in a real app.
const theme = createTheme({ cssVariables: true, colorSchemes: { light: true, dark: true } }, {
  components: {
    KpiTile: {
      defaultProps: { variant: 'filled' },
      styleOverrides: { value: { fontWeight: 700, letterSpacing: '-0.02em' } },
    },
  },
});

export default function ThemedKpiTile() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KpiTile label="Monthly revenue" value="$48.2k" trend="up" />
        <KpiTile label="Churn" value="2.1%" trend="down" />
        <KpiTile label="Open tickets" value="37" variant="outlined" />
      </Stack>
    </ThemeProvider>
  );
}
