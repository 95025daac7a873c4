import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

type Format = 'bold' | 'italic' | 'underlined';

export default function TextFormatting() {
  const [formats, setFormats] = React.useState<Format[]>(['bold']);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={formats}
        onChange={(event, next: Format[]) => setFormats(next)}
        aria-label="Text formatting"
        color="primary"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underlined') ? 'underline' : 'none',
        }}
      >
        Grand opening this Saturday
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Active: {formats.length ? formats.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
