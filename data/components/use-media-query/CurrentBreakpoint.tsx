import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

// The name of the largest breakpoint the window has reached. On the server, and during
// hydration, every query answers false, so it starts at 'xs' and updates after mount.
function useBreakpoint(): Breakpoint {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  if (xl) return 'xl';
  if (lg) return 'lg';
  if (md) return 'md';
  if (sm) return 'sm';
  return 'xs';
}

const columnsPerBreakpoint: Record<Breakpoint, number> = { xs: 1, sm: 2, md: 3, lg: 4, xl: 6 };
const albums = ['Night Drive', 'Low Tide', 'Paper Moons', 'Field Recordings', 'Slow Burn', 'Northbound'];

export default function CurrentBreakpoint() {
  const theme = useTheme();
  const breakpoint = useBreakpoint();
  const columns = columnsPerBreakpoint[breakpoint];

  return (
    <div>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }} aria-label="Breakpoints" role="list">
        {theme.breakpoints.keys.map((key) => (
          <Chip
            key={key}
            role="listitem"
            size="small"
            label={`${key} ${theme.breakpoints.values[key]}px`}
            color={key === breakpoint ? 'primary' : 'default'}
            variant={key === breakpoint ? 'filled' : 'outlined'}
            aria-current={key === breakpoint ? 'true' : undefined}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 1 }}>
        {albums.slice(0, Math.max(columns, 2)).map((album) => (
          <Box key={album} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', typography: 'body2' }}>
            {album}
          </Box>
        ))}
      </Box>
    </div>
  );
}
