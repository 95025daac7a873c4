import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
type Month = (typeof months)[number];

type StoreSales = { id: string; store: string } & Record<Month, number>;

const sales: StoreSales[] = [
  { id: 'lyon', store: 'Lyon', jan: 41200, feb: 38900, mar: 45100, apr: 47800, may: 52300, jun: 49900 },
  { id: 'porto', store: 'Porto', jan: 28700, feb: 27400, mar: 31900, apr: 33600, may: 36100, jun: 38400 },
  { id: 'gdansk', store: 'Gdańsk', jan: 19800, feb: 21100, mar: 22600, apr: 21900, may: 24800, jun: 27300 },
  { id: 'ghent', store: 'Ghent', jan: 33400, feb: 31800, mar: 35200, apr: 36900, may: 35700, jun: 39100 },
  { id: 'malmo', store: 'Malmö', jan: 24100, feb: 22900, mar: 26300, apr: 27800, may: 30200, jun: 31600 },
  { id: 'turin', store: 'Turin', jan: 37600, feb: 35300, mar: 39800, apr: 41200, may: 43900, jun: 42700 },
];

const euro = (value: number) => `€${value.toLocaleString('en-US')}`;

const columns: GridColDef<StoreSales>[] = [
  { field: 'store', headerName: 'Store', width: 110 },
  ...months.map<GridColDef<StoreSales>>((month) => ({
    field: month,
    headerName: month[0].toUpperCase() + month.slice(1),
    type: 'number',
    width: 95,
    valueFormatter: (value: number) => euro(value),
  })),
];

export default function RangeSummary() {
  const [cellSelection, setCellSelection] = React.useState<GridCellSelectionModel>({
    lyon: { mar: true, apr: true },
    porto: { mar: true, apr: true },
  });

  // Like a spreadsheet status bar: count, sum and average of the selected numbers.
  const summary = React.useMemo(() => {
    const values: number[] = [];
    sales.forEach((row) => {
      const fields = cellSelection[row.id] ?? {};
      months.forEach((month) => {
        if (fields[month]) values.push(row[month]);
      });
    });
    const sum = values.reduce((total, value) => total + value, 0);
    return { count: values.length, sum, average: values.length ? Math.round(sum / values.length) : 0 };
  }, [cellSelection]);

  return (
    <Stack spacing={1}>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={sales}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelection}
          onCellSelectionModelChange={setCellSelection}
          disableRowSelectionOnClick
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" sx={{ textAlign: 'right', color: 'text.secondary' }}>
        {summary.count === 0
          ? 'Select cells to see their total.'
          : `Count: ${summary.count} · Sum: ${euro(summary.sum)} · Average: ${euro(summary.average)}`}
      </Typography>
    </Stack>
  );
}
