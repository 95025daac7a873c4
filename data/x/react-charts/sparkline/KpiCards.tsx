import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = Array.from({ length: 14 }, (_, index) => `Jun ${index + 1}`);

const kpis = [
  {
    title: 'Revenue',
    value: '€48.2k',
    change: '+12%',
    tone: 'success' as const,
    data: [2.9, 3.1, 3.0, 3.4, 3.3, 3.6, 3.2, 3.5, 3.8, 3.7, 3.9, 3.6, 4.1, 4.3],
    format: (value: number | null) => `€${value}k`,
    // A colour per mode: darker in light mode, lighter in dark mode.
    color: (mode: 'light' | 'dark') => (mode === 'light' ? '#2e7d32' : '#66bb6a'),
  },
  {
    title: 'Active users',
    value: '3,912',
    change: '+4%',
    tone: 'success' as const,
    data: [3710, 3760, 3720, 3790, 3810, 3770, 3830, 3850, 3820, 3880, 3870, 3900, 3890, 3912],
    format: (value: number | null) => `${value} users`,
    color: (mode: 'light' | 'dark') => (mode === 'light' ? '#1565c0' : '#64b5f6'),
  },
  {
    title: 'Churn',
    value: '2.8%',
    change: '+0.6 pt',
    tone: 'error' as const,
    data: [2.1, 2.2, 2.2, 2.3, 2.2, 2.4, 2.5, 2.4, 2.6, 2.5, 2.7, 2.6, 2.8, 2.8],
    format: (value: number | null) => `${value}%`,
    color: (mode: 'light' | 'dark') => (mode === 'light' ? '#c62828' : '#ef5350'),
  },
];

export default function KpiCards() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {kpis.map((kpi) => (
        <Card key={kpi.title} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
              {kpi.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {kpi.value}
              </Typography>
              <Chip size="small" label={kpi.change} color={kpi.tone} variant="outlined" />
            </Stack>
            <SparkLineChart
              data={kpi.data}
              height={56}
              area
              baseline="min"
              curve="natural"
              color={kpi.color}
              showTooltip
              showHighlight
              xAxis={{ scaleType: 'point', data: days }}
              valueFormatter={kpi.format}
            />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
