import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ width: 260 }}>
      {/* The text variant takes its height from the current font size. */}
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="circular" width={48} height={48} />
      <Skeleton variant="rectangular" width={260} height={72} />
      <Skeleton variant="rounded" width={260} height={72} />
    </Stack>
  );
}
