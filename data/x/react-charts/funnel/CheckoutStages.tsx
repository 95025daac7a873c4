import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const steps = ['Cart', 'Shipping', 'Payment', 'Paid'];
const sessions = [5200, 3900, 2700, 2350];

function share(index: number) {
  return `${Math.round((sessions[index] / sessions[0]) * 100)}%`;
}

export default function CheckoutStages() {
  const [selected, setSelected] = React.useState<number | null>(null);

  const detail =
    selected === null || selected === 0
      ? 'Click a step to see how many sessions it lost.'
      : `${steps[selected]}: ${sessions[selected - 1] - sessions[selected]} sessions lost after ${steps[selected - 1]}.`;

  return (
    <Stack spacing={1}>
      <FunnelChart
        height={260}
        margin={{ top: 24 }}
        title="Checkout sessions per step"
        hideLegend
        categoryAxis={{ categories: steps, position: 'bottom' }}
        series={[
          {
            layout: 'horizontal',
            data: sessions.map((value, index) => ({ value, label: steps[index] })),
            sectionLabel: { position: { vertical: 'middle', horizontal: 'center' } },
            valueFormatter: (item, { dataIndex }) => (item ? share(dataIndex) : ''),
          },
        ]}
        onItemClick={(event, item) => setSelected(item.dataIndex)}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {detail}
      </Typography>
    </Stack>
  );
}
