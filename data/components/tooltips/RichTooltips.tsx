import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import SaveIcon from '@mui/icons-material/Save';

export default function RichTooltips() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Tooltip title="Save draft" arrow>
        <IconButton>
          <SaveIcon />
        </IconButton>
      </Tooltip>
      <Tooltip
        describeChild
        arrow
        placement="right"
        title={
          <Box sx={{ p: 0.5 }}>
            <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
              Publish now
            </Typography>
            <Typography variant="caption" component="p">
              Shortcut: <Box component="kbd">Ctrl</Box> + <Box component="kbd">Enter</Box>
            </Typography>
          </Box>
        }
      >
        <Button variant="contained">Publish</Button>
      </Tooltip>
      <Tooltip
        describeChild
        title="Seats are billed monthly. Removing a member frees the seat at the end of the billing period."
        arrow
        slotProps={{
          tooltip: {
            sx: (theme) => ({
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              boxShadow: theme.shadows[4],
              fontSize: theme.typography.pxToRem(13),
            }),
          },
          arrow: { sx: { color: 'background.paper', '&::before': { border: 1, borderColor: 'divider' } } },
        }}
      >
        <IconButton size="small" aria-label="How seats are billed">
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
