import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function ReleaseNotesTooltip() {
  return (
    <Stack direction="row" spacing={2}>
      {/* Default slots: Popper, Grow transition, a dark tooltip box. */}
      <Tooltip title="Version 4.2 ships dark mode">
        <Button variant="outlined">Default</Button>
      </Tooltip>
      {/* slots swaps a part; slotProps configures a part. */}
      <Tooltip
        title="Version 4.2 ships dark mode"
        arrow
        slots={{ transition: Zoom }}
        slotProps={{
          transition: { timeout: 250 },
          tooltip: {
            sx: {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.875rem',
              px: 1.5,
              py: 1,
            },
          },
          arrow: { sx: { color: 'primary.main' } },
          popper: { modifiers: [{ name: 'offset', options: { offset: [0, 4] } }] },
        }}
      >
        <Button variant="outlined">Customised</Button>
      </Tooltip>
    </Stack>
  );
}
