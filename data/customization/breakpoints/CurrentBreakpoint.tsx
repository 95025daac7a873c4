import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Breakpoint } from '@mui/material/styles';

export default function CurrentBreakpoint() {
  const theme = useTheme();
  // One hook call per key: the number of hooks must not change between renders.
  const matches: Record<Breakpoint, boolean> = {
    xs: useMediaQuery(theme.breakpoints.up('xs')),
    sm: useMediaQuery(theme.breakpoints.up('sm')),
    md: useMediaQuery(theme.breakpoints.up('md')),
    lg: useMediaQuery(theme.breakpoints.up('lg')),
    xl: useMediaQuery(theme.breakpoints.up('xl')),
  };
  // The active breakpoint is the largest one whose `up()` query matches.
  const current = [...theme.breakpoints.keys].reverse().find((key) => matches[key]);

  return (
    <Stack spacing={2}>
      <Typography aria-live="polite">
        {current
          ? `The window is in the ${current} range (${theme.breakpoints.values[current]}px and up).`
          : 'Measuring the window…'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {theme.breakpoints.keys.map((key) => (
          <Chip
            key={key}
            label={`${key} · ${theme.breakpoints.values[key]}px`}
            color={key === current ? 'primary' : 'default'}
            variant={key === current ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Resize the browser window to watch the highlighted chip move.
      </Typography>
    </Stack>
  );
}
