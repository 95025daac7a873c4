import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const ranges = ['1D', '1W', '1M', '1Y', 'All'];
const sizes = ['small', 'medium', 'large'] as const;

export default function ChartRangeSizes() {
  const [range, setRange] = React.useState('1M');

  const handleRange = (event: React.MouseEvent<HTMLElement>, next: string | null) => {
    if (next !== null) {
      setRange(next);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 64, color: 'text.secondary' }}>
            {size}
          </Typography>
          <ToggleButtonGroup
            size={size}
            value={range}
            exclusive
            onChange={handleRange}
            aria-label={`Chart range, ${size} buttons`}
          >
            {ranges.map((item) => (
              <ToggleButton key={item} value={item}>
                {item}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
