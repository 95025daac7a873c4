import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 3, width: '100%' }}>
      {animations.map(({ label, value }) => (
        <div key={label}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            <code>animation={label}</code>
          </Typography>
          <Skeleton animation={value} />
          <Skeleton animation={value} width="80%" />
          <Skeleton animation={value} width="60%" />
        </div>
      ))}
    </Box>
  );
}
