import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getContrastRatio } from '@mui/material/styles';
import * as colors from '@mui/material/colors';

type HueName = Exclude<keyof typeof colors, 'common'>;
const hueNames = Object.keys(colors).filter((name) => name !== 'common') as HueName[];
const shadeKeys = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700'] as const;

// Whichever of white and black contrasts more; the better of the two is always at least 4.58:1.
function textOn(background: string) {
  return getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';
}

export default function HueShades() {
  const [hueName, setHueName] = React.useState<HueName>('teal');
  const hue = colors[hueName];

  return (
    <Box sx={{ maxWidth: 420 }}>
      <TextField
        select
        label="Hue"
        size="small"
        value={hueName}
        onChange={(event) => setHueName(event.target.value as HueName)}
        sx={{ mb: 2, minWidth: 200 }}
      >
        {hueNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box component="ul" aria-label={`Shades of ${hueName}`} sx={{ listStyle: 'none', m: 0, p: 0, borderRadius: 1, overflow: 'hidden' }}>
        {shadeKeys.map((shade) => {
          const value = hue[shade];
          const text = textOn(value);
          return (
            <Box
              component="li"
              key={shade}
              sx={{ display: 'flex', justifyContent: 'space-between', px: 2, py: 1, bgcolor: value, color: text, mt: shade === 'A100' ? 1 : 0 }}
            >
              <Typography variant="body2" sx={{ fontWeight: shade === '500' ? 700 : 400 }}>
                {hueName}[{/^\d/.test(shade) ? shade : `'${shade}'`}]
              </Typography>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {value} · {getContrastRatio(value, text).toFixed(1)}:1
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
