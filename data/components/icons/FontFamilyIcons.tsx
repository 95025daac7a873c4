import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// baseClassName picks the font; the ligature text picks the glyph.
const families = ['material-icons', 'material-icons-outlined', 'material-icons-round', 'material-icons-sharp'];
const glyphs = ['notifications', 'settings', 'delete'];

export default function FontFamilyIcons() {
  return (
    <Stack spacing={1.5}>
      {families.map((family) => (
        <Stack key={family} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {glyphs.map((glyph) => (
            <Icon key={glyph} baseClassName={family} color="action">
              {glyph}
            </Icon>
          ))}
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {family}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
