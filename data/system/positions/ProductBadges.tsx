import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function ProductBadges() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 4, flexWrap: 'wrap' }}>
      {/* The card is the positioning context for the ribbon. */}
      <Box sx={{ position: 'relative', width: 220, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        <Box sx={{ height: 110, bgcolor: 'action.hover' }} />
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            typography: 'caption',
            fontWeight: 'bold',
          }}
        >
          New
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 'medium' }}>Trail running shoe</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            $129
          </Typography>
        </Box>
      </Box>
      {/* A dot pinned to the top-right corner of an icon button. */}
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <IconButton aria-label="Notifications, 3 unread">
          <NotificationsIcon />
        </IconButton>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: 'error.main',
            border: 2,
            borderColor: 'background.paper',
            pointerEvents: 'none',
          }}
        />
      </Box>
    </Box>
  );
}
