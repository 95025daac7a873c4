import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const holdings = [
  { id: 'equity', label: 'Global equity', value: 52000 },
  { id: 'bonds', label: 'Government bonds', value: 23000 },
  { id: 'property', label: 'Property funds', value: 11000 },
  { id: 'gold', label: 'Gold', value: 6000 },
  { id: 'cash', label: 'Cash', value: 8000 },
];
const total = holdings.reduce((sum, holding) => sum + holding.value, 0);
const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

export default function PortfolioTableHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      {/* The box sets the width: a pie with a width prop would be drawn on the server, and its
          trigonometry can differ in the last decimal in the browser, which breaks hydration. */}
      <Box sx={{ width: 260, flexShrink: 0 }}>
        <PieChart
          height={260}
          hideLegend
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
          series={[
            {
              id: 'portfolio',
              data: holdings,
              innerRadius: 55,
              highlightScope: { highlight: 'item', fade: 'global' },
              highlighted: { additionalRadius: 6 },
              valueFormatter: (item) => usd(item.value),
            },
          ]}
        />
      </Box>
      <Table size="small" aria-label="Portfolio holdings">
        <TableHead>
          <TableRow>
            <TableCell>Holding</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell align="right">Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {holdings.map((holding, index) => (
            <TableRow
              key={holding.id}
              hover
              selected={highlighted?.dataIndex === index}
              onMouseEnter={() => setHighlighted({ seriesId: 'portfolio', dataIndex: index })}
              onMouseLeave={() => setHighlighted(null)}
            >
              <TableCell>{holding.label}</TableCell>
              <TableCell align="right">{usd(holding.value)}</TableCell>
              <TableCell align="right">{((holding.value / total) * 100).toFixed(1)}%</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
