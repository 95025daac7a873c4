import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Projects', value: 24 },
  { label: 'Followers', value: '1.8k' },
  { label: 'Following', value: 312 },
];

export default function ProfileStatsDivider() {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
      <Stack
        direction="row"
        spacing={2}
        // A vertical divider in a row needs `flexItem` to stretch to the row's height.
        divider={<Divider orientation="vertical" flexItem />}
      >
        {stats.map((stat) => (
          <Stack key={stat.label} sx={{ alignItems: 'center', minWidth: 72 }}>
            <Typography variant="h6" component="p">
              {stat.value}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
