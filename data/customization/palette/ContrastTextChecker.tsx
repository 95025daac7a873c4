import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio } from '@mui/material/styles';

const thresholds = [3, 4.5, 7] as const;
type Threshold = (typeof thresholds)[number];

// One theme per threshold, built once: only `palette.getContrastText` is used.
const themes = Object.fromEntries(
  thresholds.map((value) => [value, createTheme({ palette: { contrastThreshold: value } })]),
) as Record<Threshold, ReturnType<typeof createTheme>>;

export default function ContrastTextChecker() {
  const [background, setBackground] = React.useState('#2e7d32');
  const [threshold, setThreshold] = React.useState<Threshold>(3);

  const text = themes[threshold].palette.getContrastText(background);
  const whiteRatio = getContrastRatio(background, '#fff');
  const chosenRatio = getContrastRatio(background, text);

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="color"
          label="Button colour"
          size="small"
          value={background}
          onChange={(event) => setBackground(event.target.value)}
          sx={{ width: 140 }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Contrast threshold"
          value={threshold}
          onChange={(event, value: Threshold | null) => value !== null && setThreshold(value)}
        >
          {thresholds.map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ bgcolor: background, color: text, borderRadius: 1, px: 3, py: 2.5, border: 1, borderColor: 'divider' }}>
        <Typography sx={{ fontWeight: 600 }}>Confirm payment</Typography>
        <Typography variant="body2">contrastText: {text}</Typography>
      </Box>
      <Typography variant="body2">
        White on {background} reaches {whiteRatio.toFixed(2)}:1, which is{' '}
        {whiteRatio >= threshold ? 'at or above' : 'below'} the threshold of {threshold}, so the palette picks{' '}
        {text === '#fff' ? 'white' : 'near-black'} text ({chosenRatio.toFixed(2)}:1).
      </Typography>
      {chosenRatio < 4.5 && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          Below 4.5:1: fine for large text, too low for button labels and body text.
        </Typography>
      )}
    </Stack>
  );
}
