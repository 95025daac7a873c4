import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// Reusable pieces: each is a component with its styles built in.
const MetricCard = styled(Paper)(({ theme }) => ({
  flex: '1 1 150px',
  padding: theme.spacing(2),
  borderTop: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
  display: 'grid',
  gap: theme.spacing(0.5),
}));

const MetricLabel = styled('span')(({ theme }) => ({
  ...theme.typography.overline,
  lineHeight: 1.5,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const MetricValue = styled('span')(({ theme }) => ({
  ...theme.typography.h5,
  fontWeight: 700,
}));

const metrics = [
  { label: 'Active users', value: '12,480' },
  { label: 'Conversion', value: '3.9 %' },
  { label: 'Avg. order', value: '€46.20' },
];

export default function MetricCardStyled() {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', width: '100%' }}>
      {metrics.map(({ label, value }) => (
        <MetricCard key={label} variant="outlined">
          <MetricLabel>{label}</MetricLabel>
          <MetricValue>{value}</MetricValue>
        </MetricCard>
      ))}
    </Stack>
  );
}
