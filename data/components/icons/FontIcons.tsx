import GlobalStyles from '@mui/material/GlobalStyles';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// In an application, load the font once, for example with
// <link rel="stylesheet" href="https://fonts.googleapis.com/icon?family=Material+Icons" />.
// This demo declares it with the copy this site serves.
const materialIconsFont = (
  <GlobalStyles
    styles={{
      '@font-face': {
        fontFamily: 'Material Icons',
        fontStyle: 'normal',
        fontWeight: 400,
        fontDisplay: 'block',
        src: 'url(/fonts/material-icons-latin-400-normal.woff2) format("woff2")',
      },
      '.material-icons': {
        fontFamily: 'Material Icons',
        fontWeight: 'normal',
        fontStyle: 'normal',
        lineHeight: 1,
        letterSpacing: 'normal',
        textTransform: 'none',
        whiteSpace: 'nowrap',
        direction: 'ltr',
        fontFeatureSettings: '"liga"',
        WebkitFontSmoothing: 'antialiased',
      },
    }}
  />
);

export default function FontIcons() {
  return (
    <Stack spacing={2}>
      {materialIconsFont}
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Icon>star</Icon>
        <Icon color="primary">bookmark</Icon>
        <Icon color="success" fontSize="large">
          check_circle
        </Icon>
        <Icon sx={{ color: 'warning.main', fontSize: 40 }}>bolt</Icon>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Each icon above is a ligature: the text inside the span is rendered as a glyph.
      </Typography>
    </Stack>
  );
}
