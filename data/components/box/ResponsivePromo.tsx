import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';

export default function ResponsivePromo() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, sm: 3 },
        p: { xs: 2, md: 3 },
        width: '100%',
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: 'primary.dark',
        }}
      >
        <RocketLaunchIcon />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Box component="p" sx={{ m: 0, typography: { xs: 'subtitle1', md: 'h6' }, fontWeight: 600 }}>
          Ship your first workflow in ten minutes
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body2', opacity: 0.9 }}>
          Templates for approvals, onboarding and incident response.
        </Box>
      </Box>
      <Button
        variant="contained"
        sx={{
          flexShrink: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:hover': { bgcolor: 'background.default' },
        }}
      >
        Browse templates
      </Button>
    </Box>
  );
}
