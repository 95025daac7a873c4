import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const mains = { Blue: '#1565c0', Green: '#2e7d32', Magenta: '#ad1457' };
type MainName = keyof typeof mains;

export default function TonalOffsetExplorer() {
  const [name, setName] = React.useState<MainName>('Blue');
  const [offset, setOffset] = React.useState(0.2);

  // augmentColor derives `light` and `dark` from `main` with the palette's tonalOffset.
  const { palette, color } = React.useMemo(() => {
    const built = createTheme({ palette: { tonalOffset: offset, contrastThreshold: 4.5 } }).palette;
    return { palette: built, color: built.augmentColor({ color: { main: mains[name] } }) };
  }, [name, offset]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Main colour"
        value={name}
        onChange={(event, value: MainName | null) => value && setName(value)}
      >
        {(Object.keys(mains) as MainName[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box>
        <Typography id="tonal-offset-label" variant="body2" gutterBottom>
          tonalOffset: {offset.toFixed(2)} (dark uses {(offset * 1.5).toFixed(2)})
        </Typography>
        <Slider
          aria-labelledby="tonal-offset-label"
          value={offset}
          min={0}
          max={0.5}
          step={0.05}
          marks
          onChange={(event, value) => setOffset(value as number)}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', borderRadius: 1, overflow: 'hidden' }}>
        {(['light', 'main', 'dark'] as const).map((token) => (
          <Box key={token} sx={{ bgcolor: color[token], color: palette.getContrastText(color[token]), p: 2, minHeight: 88 }}>
            <Typography sx={{ fontWeight: 600 }}>{token}</Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {color[token]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Each swatch's text comes from palette.getContrastText (threshold 4.5), the rule behind contrastText.
      </Typography>
    </Stack>
  );
}
