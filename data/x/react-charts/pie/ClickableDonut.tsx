import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const tickets = [
  { id: 'billing', value: 142, label: 'Billing' },
  { id: 'login', value: 96, label: 'Login' },
  { id: 'shipping', value: 71, label: 'Shipping' },
  { id: 'returns', value: 58, label: 'Returns' },
  { id: 'other', value: 33, label: 'Other' },
];

export default function ClickableDonut() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const selectedTicket = tickets.find((ticket) => ticket.id === selected);

  return (
    <Stack spacing={1}>
      <PieChart
        height={280}
        series={[
          {
            data: tickets,
            innerRadius: 60,
            outerRadius: 110,
            paddingAngle: 2,
            cornerRadius: 4,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 6 },
            faded: { additionalRadius: -6, color: 'gray' },
            valueFormatter: (item) => `${item.value} tickets`,
          },
        ]}
        onItemClick={(event, identifier, item) => setSelected(String(item.id))}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {selectedTicket
          ? `${selectedTicket.label}: ${selectedTicket.value} open tickets. Showing them in the list below…`
          : 'Click a slice to filter the ticket list.'}
      </Typography>
    </Stack>
  );
}
