import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

export default function StorageQuota() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'center' }}>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge width={140} height={140} value={68} title="Profile completed: 68%" />
        <Typography variant="body2" color="text.secondary">
          Profile completed (%)
        </Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge
          width={140}
          height={140}
          value={412}
          valueMax={500}
          title="Mailbox: 412 of 500 MB"
          text={({ value, valueMax }) => `${value} / ${valueMax}`}
        />
        <Typography variant="body2" color="text.secondary">
          Mailbox (MB)
        </Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge
          width={140}
          height={140}
          value={21.5}
          valueMin={16}
          valueMax={28}
          title="Office temperature: 21.5 °C"
          text={({ value }) => `${value} °C`}
        />
        <Typography variant="body2" color="text.secondary">
          Office (16–28 °C)
        </Typography>
      </Stack>
    </Stack>
  );
}
