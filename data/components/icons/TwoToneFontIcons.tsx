import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import { ThemeProvider, Theme } from '@mui/material/styles';

// Every <Icon> below uses the two-tone font, set once as a default prop of the theme.
// The page (or your index.html) loads the Material Icons Two Tone family.
const twoTone = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiIcon: { defaultProps: { baseClassName: 'material-icons-two-tone' } },
  },
});

export default function TwoToneFontIcons() {
  return (
    <ThemeProvider theme={twoTone}>
      <Stack
        direction="row"
        spacing={3}
        // The font paints its glyphs in fixed greys: invert them on dark backgrounds.
        sx={(theme) => ({ alignItems: 'center', ...theme.applyStyles('dark', { filter: 'invert(1)' }) })}
      >
        <Icon fontSize="small">inventory_2</Icon>
        <Icon>local_shipping</Icon>
        <Icon fontSize="large">verified</Icon>
        <Icon sx={{ fontSize: 48 }}>storefront</Icon>
      </Stack>
    </ThemeProvider>
  );
}
