import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';

type Stat = { title: string; value: string; change: number; interval: string; series: number[] };

const stats: Stat[] = [
  { title: 'Active users', value: '14.2k', change: 12, interval: 'Last 30 days', series: [8, 9, 9, 11, 10, 12, 13, 14] },
  { title: 'Refund requests', value: '318', change: -8, interval: 'Last 30 days', series: [12, 11, 12, 10, 9, 9, 8, 7] },
];

function Sparkline({ series, color }: { series: number[]; color: string }) {
  const max = Math.max(...series);
  const min = Math.min(...series);
  const points = series
    .map((value, index) => `${(index / (series.length - 1)) * 100},${30 - ((value - min) / (max - min || 1)) * 28}`)
    .join(' ');
  return (
    <Box component="svg" viewBox="0 0 100 32" preserveAspectRatio="none" aria-hidden sx={{ width: '100%', height: 40, color }}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
    </Box>
  );
}

function StatTile({ stat }: { stat: Stat }) {
  const up = stat.change >= 0;
  // For refunds, going down is good news: colour by meaning, not by direction.
  const good = stat.title === 'Refund requests' ? !up : up;
  const color = good ? 'success' : 'error';
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 220 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
          {stat.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
          <Typography variant="h4" component="p">
            {stat.value}
          </Typography>
          <Chip
            size="small"
            color={color}
            icon={up ? <TrendingUpIcon /> : <TrendingDownIcon />}
            label={`${up ? '+' : ''}${stat.change}%`}
          />
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {stat.interval}
        </Typography>
        <Sparkline series={stat.series} color={`${color}.main`} />
      </CardContent>
    </Card>
  );
}

export default function StatCard() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {stats.map((stat) => (
        <StatTile key={stat.title} stat={stat} />
      ))}
    </Stack>
  );
}
