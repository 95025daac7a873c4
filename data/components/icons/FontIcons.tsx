import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The font comes from a stylesheet the page links, for example
// <link rel="stylesheet" href="https://fonts.googleapis.com/icon?family=Material+Icons" />
export default function FontIcons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Icon>star</Icon>
        <Icon color="primary">bookmark</Icon>
        <Icon color="success" fontSize="large">
          check_circle
        </Icon>
        <Icon sx={{ color: 'warning.main', fontSize: 40 }}>bolt</Icon>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Each icon is a ligature: the text inside the span is drawn as a glyph of the font that its class names.
      </Typography>
    </Stack>
  );
}
