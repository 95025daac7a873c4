import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface MetricCardProps {
  label: string;
  value: string;
  trend: number;
  /** Extra styles from the caller, merged after the card's own. */
  sx?: SxProps<Theme>;
}

function MetricCard({ label, value, trend, sx = [] }: MetricCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={[
        { p: 2, minWidth: 160, borderRadius: 2 },
        // sx can be an object, a function or an array: flatten it into ours.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: trend >= 0 ? 'success.main' : 'error.main', fontWeight: 500 }}
      >
        {trend >= 0 ? '+' : ''}
        {trend}% this month
      </Typography>
    </Paper>
  );
}

export default function MetricCards() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <MetricCard label="Monthly revenue" value="$48,200" trend={12} />
      <MetricCard
        label="Churned accounts"
        value="37"
        trend={-4}
        sx={(theme) => ({ borderColor: theme.palette.error.main })}
      />
      <MetricCard
        label="Active seats"
        value="1,284"
        trend={3}
        sx={[{ bgcolor: 'action.hover' }, { borderStyle: 'dashed' }]}
      />
    </Stack>
  );
}
