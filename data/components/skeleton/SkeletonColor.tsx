import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export default function SkeletonColor() {
  return (
    <Box
      sx={{
        bgcolor: 'primary.dark',
        p: 3,
        borderRadius: 2,
        width: '100%',
        maxWidth: 320,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Skeleton variant="rounded" width={56} height={56} sx={{ bgcolor: 'rgb(255 255 255 / 0.2)' }} />
      <Box sx={{ flex: 1 }}>
        <Skeleton sx={{ bgcolor: 'rgb(255 255 255 / 0.2)' }} />
        <Skeleton width="60%" sx={{ bgcolor: 'rgb(255 255 255 / 0.2)' }} />
      </Box>
    </Box>
  );
}
