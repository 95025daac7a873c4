import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

const customers = [
  { id: 'acme', name: 'Acme Corp', orders: 42, revenue: 128, since: 2019 },
  { id: 'globex', name: 'Globex', orders: 18, revenue: 96, since: 2021 },
  { id: 'initech', name: 'Initech', orders: 65, revenue: 141, since: 2017 },
  { id: 'umbrella', name: 'Umbrella', orders: 9, revenue: 22, since: 2024 },
  { id: 'hooli', name: 'Hooli', orders: 31, revenue: 154, since: 2020 },
  { id: 'stark', name: 'Stark Ltd', orders: 54, revenue: 83, since: 2018 },
  { id: 'wayne', name: 'Wayne & Co', orders: 26, revenue: 61, since: 2022 },
  { id: 'soylent', name: 'Soylent', orders: 12, revenue: 47, since: 2023 },
];
const points = customers.map((customer) => ({ id: customer.id, x: customer.orders, y: customer.revenue }));

export default function ClickedPointDetails() {
  const [selectedIndex, setSelectedIndex] = React.useState<number | null>(null);
  const customer = selectedIndex === null ? null : customers[selectedIndex];

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <ScatterChart
          height={300}
          margin={{ top: 24, right: 24 }}
          xAxis={[{ label: 'Orders this year', min: 0 }]}
          yAxis={[{ min: 0, valueFormatter: (value: number) => `€${value}k`, width: 56 }]}
          series={[{ id: 'customers', label: 'Customers', data: points, markerSize: 7 }]}
          onItemClick={(event: unknown, item: ScatterItemIdentifier) => setSelectedIndex(item.dataIndex)}
          hideLegend
        />
      </Stack>
      <Card variant="outlined" sx={{ width: { md: 220 }, flexShrink: 0 }}>
        <CardContent role="status">
          {customer ? (
            <React.Fragment>
              <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {customer.name}
              </Typography>
              <Typography variant="body2">Customer since {customer.since}</Typography>
              <Typography variant="body2">{customer.orders} orders</Typography>
              <Typography variant="body2">€{customer.revenue}k revenue</Typography>
            </React.Fragment>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Click a point to see the customer.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
