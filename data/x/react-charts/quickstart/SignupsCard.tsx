import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const signups = [
  { week: 'W1', trial: 120, paid: 34 },
  { week: 'W2', trial: 138, paid: 41 },
  { week: 'W3', trial: 131, paid: 45 },
  { week: 'W4', trial: 165, paid: 52 },
  { week: 'W5', trial: 182, paid: 61 },
  { week: 'W6', trial: 176, paid: 66 },
  { week: 'W7', trial: 204, paid: 73 },
  { week: 'W8', trial: 221, paid: 80 },
];

export default function SignupsCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Sign-ups, last 8 weeks
          </Typography>
          <Typography variant="body2" sx={{ color: 'success.main' }}>
            +84% trials
          </Typography>
        </Stack>
        <LineChart
          height={240}
          margin={{ top: 24, right: 16 }}
          dataset={signups}
          xAxis={[{ scaleType: 'point', dataKey: 'week' }]}
          series={[
            { dataKey: 'trial', label: 'Trials' },
            { dataKey: 'paid', label: 'Paid plans' },
          ]}
          grid={{ horizontal: true }}
        />
      </CardContent>
    </Card>
  );
}
